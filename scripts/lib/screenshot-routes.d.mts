// Types for screenshot-routes.mjs.
import type { Page } from "playwright-core";

export interface ScreenshotRoute {
  name: string;
  path: string;
  auth?: "out" | "in" | "both";
  dark?: boolean;
  slug?: string;
  session?: Record<string, string>;
  /** Reached right after a sign-up (the signup-success screen shows only then). */
  freshSignup?: boolean;
  act?: keyof typeof SCREENSHOT_ACTIONS;
}
export declare const SCREENSHOT_ROUTES: ScreenshotRoute[];
export declare const SHOT_ROUTE_NAMES: string[];
export declare const SCREENSHOT_VIEWPORTS: Record<"phone" | "desktop", { width: number; height: number }>;
export declare const SCREENSHOT_LOCALES: string[];
export declare const SCREENSHOT_ACTIONS: Record<"formErrors" | "loginFailed", (page: Page) => Promise<void>>;
