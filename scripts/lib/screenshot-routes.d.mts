// Types for screenshot-routes.mjs.
export interface ScreenshotRoute { name: string; path: string; auth?: "out" | "in" | "both"; dark?: boolean; slug?: string }
export declare const SCREENSHOT_ROUTES: ScreenshotRoute[];
export declare const SCREENSHOT_VIEWPORTS: Record<"phone" | "desktop", { width: number; height: number }>;
export declare const SCREENSHOT_LOCALES: string[];
