import { describe, expect, it } from "vitest";
import { parse } from "regexparam";
import { resolveNavigation } from "../../../web/routes/resolve-navigation";

const out = { isLoggedIn: false, locale: "en-US" } as const;
const inn = { isLoggedIn: true, locale: "en-US" } as const;
const redirect = (location: string, ctx: { isLoggedIn: boolean | null; locale: string } = out) => {
  const nav = resolveNavigation(location, ctx);
  return nav.kind === "redirect" ? nav.to : `(${nav.kind})`;
};
const routeName = (location: string, ctx: { isLoggedIn: boolean | null; locale: string } = out) => {
  const nav = resolveNavigation(location, ctx);
  return nav.kind === "render" ? nav.route.name : `(${nav.kind} ${nav.kind === "redirect" ? nav.to : ""})`;
};

describe("route table redirects and aliases", () => {
  it("sends / and /landing to /home, keeping the query", () => {
    expect(redirect("/")).toBe("/home");
    expect(redirect("")).toBe("/home");
    expect(redirect("/landing?groupLink=g1")).toBe("/home?groupLink=g1");
  });

  it("sends unknown paths to /", () => {
    expect(redirect("/no/such/page")).toBe("/");
    expect(redirect("/homex")).toBe("/");
  });

  it("renders the aliases as their routes", () => {
    expect(routeName("/SignUp")).toBe("signup");
    expect(routeName("/SignUp/email")).toBe("signup");
    expect(routeName("/signupVerify")).toBe("signupVerify");
    expect(routeName("/signup-verify/email")).toBe("signupVerify");
  });

  it("gives every auth route an optional type param", () => {
    for (const [path, name] of [
      ["/login", "login"],
      ["/login/phone", "login"],
      ["/forgot/email", "forgot"],
      ["/unlock/phone", "unlock"],
      ["/signup-success/x", "signupSuccess"],
    ] as const) {
      expect(routeName(path)).toBe(name);
    }
    const nav = resolveNavigation("/login/email?redirect=%2Fmine", out);
    expect(nav.kind === "render" && nav.params.type).toBe("email");
    expect(nav.kind === "render" && nav.query.get("redirect")).toBe("/mine");
  });

  it("maps the legacy legal links to the current language", () => {
    expect(redirect("/privacyPolicy", { isLoggedIn: false, locale: "ja" })).toBe("/privacy/Android/ja");
    expect(redirect("/privacyPolicyIOS")).toBe("/privacy/iOS/en-US");
    expect(redirect("/privacyPolicyVIVO")).toBe("/privacy/VIVO/en-US");
    expect(redirect("/userAgreement")).toBe("/eula/Android/en-US");
    expect(redirect("/userAgreementIOS")).toBe("/eula/iOS/en-US");
    expect(redirect("/userAgreementVIVO")).toBe("/eula/VIVO/en-US");
    expect(routeName("/privacy/iOS/zh-CN")).toBe("privacy");
    expect(routeName("/eula/VIVO/ru")).toBe("eula");
  });

  it("sends the support aliases to the account-deletion article", () => {
    for (const path of ["/DeleteAccount", "/support", "/support/articles"])
      expect(redirect(path)).toBe("/support/articles/account-delete");
    expect(routeName("/support/articles/account-delete")).toBe("supportArticle");
  });

  it("resolves the invite routes, complete before the type param", () => {
    expect(routeName("/invite")).toBe("invite");
    expect(routeName("/invite/blogger")).toBe("inviteForm");
    expect(routeName("/invite/streamer")).toBe("inviteForm");
    expect(routeName("/invite/invite-complete")).toBe("inviteComplete");
  });

  it("lets /auth-error take title and desc as route params", () => {
    const nav = resolveNavigation("/auth-error/Link%20expired/Please%20log%20in", out);
    expect(nav.kind === "render" && nav.params).toEqual({ title: "Link expired", desc: "Please log in" });
  });
});

describe("navigation guard", () => {
  it("lets visitors reach every public path of ROUTE-GUARD-1", () => {
    const publicPaths = [
      "/home",
      "/401",
      "/404",
      "/500",
      "/error",
      "/auth-error",
      "/login",
      "/signup-verify",
      "/signup",
      "/signup-success",
      "/forgot",
      "/unlock",
      "/qy",
      "/invite",
      "/invite/blogger",
      "/invite/invite-complete",
      "/support/articles/account-delete",
      "/download",
      "/privacy/Android/en-US",
      "/logout",
    ];
    for (const path of publicPaths) expect(resolveNavigation(path, out).kind, path).toBe("render");
  });

  it("sends a visitor on a member page to /login with the full path as redirect", () => {
    expect(redirect("/dashboard")).toBe("/login?redirect=%2Fdashboard");
    expect(redirect("/mine?tab=a&b=c")).toBe("/login?redirect=%2Fmine%3Ftab%3Da%26b%3Dc");
    expect(redirect("/external/abc?ma=app1")).toBe("/login?redirect=%2Fexternal%2Fabc%3Fma%3Dapp1");
  });

  it("renders member pages for a logged-in user", () => {
    expect(routeName("/dashboard", inn)).toBe("dashboard");
    expect(routeName("/mine", inn)).toBe("mine");
  });

  it("waits instead of redirecting while the login state is unknown", () => {
    expect(resolveNavigation("/mine", { isLoggedIn: null, locale: "en-US" }).kind).toBe("pending");
    expect(resolveNavigation("/home", { isLoggedIn: null, locale: "en-US" }).kind).toBe("render");
  });

  it("carries meta the layout needs", () => {
    const home = resolveNavigation("/home", out);
    expect(home.kind === "render" && home.route.meta).toMatchObject({
      landingHeader: true,
      hostEntrance: true,
      titleKey: "common:title.home",
    });
  });

  it("matches with the parser wouter's Router is given", () => {
    const seen: string[] = [];
    const parser = (pattern: string) => {
      seen.push(pattern);
      return parse(pattern);
    };
    expect(resolveNavigation("/download", { ...out, parser }).kind).toBe("render");
    expect(seen).toContain("/download");
  });

  it("decodes parameters once", () => {
    const nav = resolveNavigation("/auth-error/Bad%20token/Try%20again", out);
    expect(nav.kind === "render" && nav.params).toEqual({ title: "Bad token", desc: "Try again" });
  });
});
