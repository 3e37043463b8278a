import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "../../support/server-harness";

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(() => h.close());

const sendCode = (email: string, headers: Record<string, string>) =>
  h.raw(
    `/sso/genEmailAuthCode?email=${encodeURIComponent(email)}&forRegister=true&purpose=register&version=2`,
    {
      headers: { "Accept-Language": "en-US", ...headers },
    },
  );

async function outboxFor(email: string): Promise<unknown[]> {
  const response = await h.raw(`/dev/outbox?to=${encodeURIComponent(email)}`);
  const list: unknown[] = await response.json();
  return list;
}

describe("code-sending GETs", () => {
  it("refuse another site's <img> or link: no code is issued", async () => {
    // What Chromium sends for <img src> on another site, and an older browser's Origin-only form.
    const img = await sendCode("img@example.com", {
      "Sec-Fetch-Site": "cross-site",
      "Sec-Fetch-Dest": "image",
    });
    const sameSite = await sendCode("img@example.com", { "Sec-Fetch-Site": "same-site" });
    const origin = await sendCode("img@example.com", { Origin: "http://evil.example" });
    expect([img.status, sameSite.status, origin.status]).toEqual([403, 403, 403]);
    expect(await outboxFor("img@example.com")).toEqual([]);
  });

  it("still serve the web app (same-origin) and non-browser clients (curl, the CLI)", async () => {
    expect((await sendCode("app@example.com", { "Sec-Fetch-Site": "same-origin" })).status).toBe(200);
    expect((await sendCode("cli@example.com", {})).status).toBe(200);
    expect(await outboxFor("app@example.com")).toHaveLength(1);
    expect(await outboxFor("cli@example.com")).toHaveLength(1);
  });

  it("apply the same rule to the one-time token GET", async () => {
    const response = await h.raw("/miniProgram/oneTimeToken", {
      headers: { "Sec-Fetch-Site": "cross-site" },
    });
    expect(response.status).toBe(403);
  });
});
