import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { encodeHeaderValue } from "../../../core/contract/header-value";
import { DEVICE, startHarness, type Harness } from "../support/server-harness";

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(() => h.close());

async function registerWith(headers: Record<string, string>, extra: Record<string, string>) {
  const email = "ref@example.com";
  await h.api(`/sso/genEmailAuthCode?email=${email}&forRegister=true&purpose=register`);
  const token = await h.api("/sso/getRegisterToken", {
    body: { authCode: await h.code(email), email, version: 2 },
  });
  return h.api("/sso/registerByEmail", {
    headers,
    body: { ...DEVICE, email, password: "pass1234", username: "ref_01", registerToken: token.data, ...extra },
  });
}

describe("GET /api/dev/last-signup", () => {
  it("is null before any sign-up", async () => {
    expect((await h.api("/dev/last-signup")).data).toBeNull();
  });

  it("records the last sign-up's body (without the password) and headers, and decodes the marked referral", async () => {
    const groupLink = "群组一 🎉\r\nX-Evil: 1";
    const reply = await registerWith(
      { "x-group-link": encodeHeaderValue(groupLink), "X-Market-Code": encodeHeaderValue("市场 7") },
      { groupLink, agentId: "代理", hicsRoomId: "r1", guestId: "u1" },
    );
    expect(reply.code).toBe(200);
    const last = await h.api("/dev/last-signup");
    expect(last.data).toMatchObject({
      path: "/sso/registerByEmail",
      code: 200,
      body: { groupLink, agentId: "代理", hicsRoomId: "r1", guestId: "u1", username: "ref_01" },
      headers: { "x-group-link": encodeHeaderValue(groupLink) },
      decoded: { groupLink, marketCode: "市场 7" },
    });
    expect(JSON.stringify(last.data)).not.toContain("password");
    const account = h.server.state.accounts.byUsername("ref_01");
    expect(account?.extra).toMatchObject({ groupLink, headerGroupLink: groupLink, marketCode: "市场 7" });
  });

  it("reads plain (unmarked) header values as they came and records failed attempts too", async () => {
    const reply = await h.api("/sso/registerByEmail", {
      headers: { "x-group-link": "g1" },
      body: {
        ...DEVICE,
        email: "x@example.com",
        password: "pass1234",
        username: "ref_02",
        registerToken: "nope",
      },
    });
    expect(reply.code).not.toBe(200);
    const last = await h.api("/dev/last-signup");
    expect(last.data).toMatchObject({ code: reply.code, decoded: { groupLink: "g1" } });
    expect((await h.api("/dev/last-signup?username=ref_02")).data).toMatchObject({ code: reply.code });
    expect((await h.api("/dev/last-signup?username=nobody")).data).toBeNull();
  });
});
