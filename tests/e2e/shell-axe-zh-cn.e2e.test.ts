// axe (WCAG 2.2 AA tags) finds nothing on the shell's screens in zh-CN, logged out and in.
// Generous timeouts: each scan takes seconds on a busy 2-core machine.
import { describe, it } from "vitest";
import { AUTH_ROUTES, ERROR_ROUTES, axeLoggedIn, axeRoutes } from "./shell-axe";

describe("axe in zh-CN", () => {
  it("auth screens", () => axeRoutes("zh-CN", AUTH_ROUTES), 90_000);
  it("error pages", () => axeRoutes("zh-CN", ERROR_ROUTES), 90_000);
  it("member screens, drawer and logout dialog", () => axeLoggedIn("zh-CN"), 90_000);
});
