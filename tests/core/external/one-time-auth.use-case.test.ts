import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { OneTimeAuthUseCase } from "../../../core/external/one-time-auth.use-case";
import { coreHarness, expectErr, expectOk } from "../../support/core-harness";
import { FUZZ_RUNS } from "../../support/fuzz-runs";

const PAGE = "https://app.example/mini/app/wallet_1/index.html";

const setup = (options: { loggedIn?: boolean; existing?: string[] } = {}) => {
  const h = coreHarness({ existing: options.existing ?? [PAGE] });
  if (options.loggedIn !== false) {
    const account = h.api.addAccount({ username: "gina_001", password: "pass1234" });
    const bearer = h.api.issueToken(account);
    h.auth.setSession({ tokenHead: "Bearer ", token: bearer.slice("Bearer ".length) });
  }
  return {
    ...h,
    auth: h.auth,
    use: new OneTimeAuthUseCase(h.api, h.auth, h.probe, { origin: "https://app.example/" }),
  };
};

describe("OneTimeAuthUseCase", () => {
  it("returns the mini-app page with the one-time code and the language", async () => {
    const { use, api, auth } = setup();
    const handOff = expectOk(await use.execute({ ma: "wallet_1", lang: "ja" }));
    const url = new URL(handOff.url);
    expect(`${url.origin}${url.pathname}`).toBe(PAGE);
    expect(url.searchParams.get("accessToken")).toMatch(/^ott-/);
    expect(url.searchParams.get("lang")).toBe("ja");
    expect(api.callsOf("oneTimeToken")).toEqual([auth.token.value]);
  });

  it("sends a visitor without a token to login", async () => {
    const { use, api } = setup({ loggedIn: false });
    expect(expectErr(await use.execute({ ma: "wallet_1", lang: "en-US" }))).toEqual({ kind: "no-token" });
    expect(api.calls).toHaveLength(0);
  });

  it("calls the link broken when ma is missing or not an id", async () => {
    const { use, probe } = setup();
    for (const ma of [null, undefined, "", "../admin", "a/b", "x".repeat(65)]) {
      expect(expectErr(await use.execute({ ma, lang: "en-US" }))).toMatchObject({
        kind: "link-broken",
        reaction: { kind: "dialog", titleKey: "errors:authLinkBroken", showConfirm: false },
      });
    }
    expect(probe.probes).toHaveLength(0);
  });

  it("calls the link broken when the mini-app page does not exist", async () => {
    const { use, api } = setup({ existing: [] });
    expect(expectErr(await use.execute({ ma: "wallet_1", lang: "en-US" })).kind).toBe("link-broken");
    expect(api.callsOf("oneTimeToken")).toHaveLength(0);
  });

  it("reports auth failed without a confirm button when the code can't be had", async () => {
    const { use, api } = setup();
    api.failNext("oneTimeToken", { kind: "network" });
    expect(expectErr(await use.execute({ ma: "wallet_1", lang: "en-US" }))).toMatchObject({
      kind: "auth-failed",
      reaction: { kind: "dialog", titleKey: "errors:authFailed", showConfirm: false },
    });
  });

  it("logs out when the stored token is no longer valid", async () => {
    const { use, auth } = setup({ loggedIn: false });
    auth.setSession({ tokenHead: "Bearer ", token: "stale" });
    expect(expectErr(await use.execute({ ma: "wallet_1", lang: "en-US" }))).toMatchObject({
      kind: "auth-failed",
      reaction: { kind: "logout-to-login" },
    });
  });

  it("only ever probes pages under the configured mini-app folder", async () => {
    const { use, probe } = setup({ existing: [] });
    await fc.assert(
      fc.asyncProperty(fc.string(), async (ma) => {
        await use.execute({ ma, lang: "en-US" });
      }),
      { numRuns: FUZZ_RUNS },
    );
    for (const { target } of probe.probes)
      expect(target).toMatch(/^https:\/\/app\.example\/mini\/app\/[A-Za-z0-9_-]{1,64}\/index\.html$/);
  });
});
