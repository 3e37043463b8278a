/**
 * Every backend in the repo answers the contract: the same scenarios over the local server
 * (through the real HTTP adapter) and over the in-memory fake. A deliberately broken backend (the
 * fake with one renamed field and one undocumented code) is run through the same scenarios to
 * show the suite catches both.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFieldCodec } from "../../adapters/http/field-codec";
import { HttpSsoApi } from "../../adapters/http/http-sso-api";
import { OfetchHttpClient } from "../../adapters/http/ofetch-http-client";
import { staticRequestContext } from "../../adapters/http/request-context";
import { SystemClock } from "../../adapters/time/system-clock";
import type { SsoApi } from "../../core/sso/sso-api.port";
import { FakeSsoApi } from "../support/fake-sso-api";
import { startHarness, type Harness } from "../server/support/server-harness";
import { SCENARIOS, type Backend } from "./sso-contract-scenarios";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

function localServer(): Backend {
  const http = new OfetchHttpClient({
    baseURL: `${h.server.url}/api`,
    context: staticRequestContext({ language: "en-US", visitId: "contract-suite" }),
    codec: createFieldCodec("base64"),
    clock: new SystemClock(),
    device: "cli",
  });
  return {
    api: new HttpSsoApi(http),
    codeFor: (email) => h.code(email.toLowerCase()),
    pastResendWait: () => h.clock.advance(61_000),
  };
}

function fake(api: FakeSsoApi = new FakeSsoApi(), wrap: (a: FakeSsoApi) => SsoApi = (a) => a): Backend {
  return {
    api: wrap(api),
    codeFor: async (email) => {
      const sent = [...api.outbox].reverse().find((m) => m.to === email);
      if (sent === undefined) throw new Error(`no code for ${email}`);
      return sent.code;
    },
    pastResendWait: () => undefined,
  };
}

/** The fake, broken twice: androidVersion renames versionName, and a login refusal uses a code nobody documented. */
function brokenFake(): Backend {
  return fake(new FakeSsoApi(), (inner) =>
    Object.assign(Object.create(inner), {
      androidVersion: async () => ({ ok: true, value: { data: { versionLabel: "2.3.0" }, message: "" } }),
      loginByEmail: async () => ({ ok: false, error: { kind: "server", code: 12345, message: "new" } }),
    }),
  );
}

describe.each([
  ["the local server through the HTTP adapter", localServer],
  ["the in-memory fake", () => fake()],
])("%s honours the contract", (_name, backend) => {
  it.each(Object.keys(SCENARIOS))("%s", async (scenario) => {
    const run = SCENARIOS[scenario];
    if (run === undefined) throw new Error(scenario);
    expect(await run(backend())).toEqual([]);
  });
});

describe("a deliberately broken backend", () => {
  it("fails the suite with the renamed field's path and the undocumented code", async () => {
    const catalogue = await SCENARIOS["catalogue calls answer the contract's shapes"]!(brokenFake());
    expect(catalogue).toContain("androidVersion: data.versionName: expected string, got missing");
    const login = await SCENARIOS["an unknown account cannot log in"]!(brokenFake());
    expect(login).toContain("loginByEmail: code 12345 is not documented for /sso/loginByEmail");
  });
});
