// Links built from the route manifest (web/routes/href-to.ts): each resolves to the route it names,
// and a name or parameter the manifest does not have is a type error (the @ts-expect-error lines
// fail `npm run typecheck` the day they stop being errors).
import { describe, expect, it } from "vitest";
import { hrefTo, pathTo } from "../../../web/routes/href-to";
import { matchRoute } from "../../../web/routes/resolve-navigation";
import { ROUTES } from "../../../web/routes/route-table";

describe("hrefTo and pathTo", () => {
  it("write the canonical pattern, leaving out an optional parameter not given", () => {
    expect(pathTo("login")).toBe("/login");
    expect(hrefTo("login", { type: "email" })).toBe("#/login/email");
    expect(pathTo("privacy", { type: "Android", lang: "zh-CN" })).toBe("/privacy/Android/zh-CN");
    expect(pathTo("authError", { title: "t" })).toBe("/auth-error/t");
  });

  it("carry the query inside the hash and encode parameters", () => {
    expect(hrefTo("login", {}, { redirect: "/invite/blogger" })).toBe("#/login?redirect=%2Finvite%2Fblogger");
    expect(pathTo("authError", {}, new URLSearchParams({ reason: "expired" }))).toBe(
      "/auth-error?reason=expired",
    );
    expect(pathTo("inviteForm", { type: "a/b c" })).toBe("/invite/a%2Fb%20c");
  });

  it("land every route on itself", () => {
    for (const route of ROUTES) {
      const params = Object.fromEntries(
        [...route.entry.paths[0].matchAll(/:(\w+)/g)].map((found) => [found[1], `x${found[1]}`]),
      );
      // Parameters read from the pattern at run time: the compiler cannot check them here.
      const location = pathTo(route.name, params as never);
      expect(matchRoute(location)?.route.name, location).toBe(route.name);
    }
  });

  it("refuse, at compile time, a route that does not exist and a missing required parameter", () => {
    // @ts-expect-error no route is called "signin"
    expect(() => pathTo("signin")).toThrow();
    // @ts-expect-error the invite form needs its role
    expect(pathTo("inviteForm")).toBe("/invite");
    // @ts-expect-error the log-in's parameter is `type`
    expect(pathTo("login", { channel: "email" })).toBe("/login");
  });
});
