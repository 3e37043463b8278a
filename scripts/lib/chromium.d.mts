// Types for chromium.mjs, so TypeScript callers (the e2e harness) stay type-checked.
export declare const CHROMIUM_PATH: string;
/** The tests' browser, chromium-headless-shell (ADR-0443). */
export declare const TEST_BROWSER_PATH: string;
export declare const CHROMIUM_FLAGS: readonly string[];
export declare function assertChromium(): void;
export declare function freshProfileDir(prefix?: string): string;
export declare function playwrightLaunchOptions(extraArgs?: readonly string[]): {
  executablePath: string;
  headless: true;
  args: string[];
};
export declare function testBrowserLaunchOptions(extraArgs?: readonly string[]): {
  executablePath: string;
  headless: true;
  args: string[];
};
export declare function chromeLauncherFlags(userDataDir: string): string[];
