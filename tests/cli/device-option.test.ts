/**
 * `--device mobile|desktop` (ADR-0159): deviceType (DATA-AUTHFORM-1: 9 phone/tablet, 8 otherwise) and the
 * X-Device header come from one classifier label, so they always agree; without it the CLI sends
 * what it always did (8, "cli"). Read back from the local server's record of the sign-up.
 */
import { describe, expect, it } from "vitest";
import { harnessForSuite, jsonOf } from "./support/cli-harness";

const h = harnessForSuite();

/** By phone: X-Device-Type goes with the phone sign-up and logins (http-sso-api.ts), not by email. */
async function signupWith(device: readonly string[], phone: string, accountId: string) {
  await h.run(["send-code", "--phone", phone, "--purpose", "register"]);
  const code = await h.latestCode(`+86${phone}`);
  const result = await h.run([
    ...device,
    "signup",
    "--phone",
    phone,
    "--code",
    code,
    "--password",
    "Secret123",
    "--account-id",
    accountId,
    "--json",
  ]);
  expect(result.code, result.stdout + result.stderr).toBe(0);
  const last = h.server.state.signups.last(accountId);
  return { body: last?.body, headers: last?.headers };
}

describe("--device", () => {
  it("mobile sends deviceType 9 with X-Device h5", async () => {
    const { body, headers } = await signupWith(["--device", "mobile"], "13700137001", "cli_mobile1");
    expect(body?.["deviceType"]).toBe(9);
    expect(headers?.["x-device-type"]).toBe("9");
    expect(headers?.["x-device"]).toBe("h5");
  });

  it("desktop sends deviceType 8 with X-Device web (also after the command name)", async () => {
    await h.run(["send-code", "--phone", "13700137003", "--purpose", "register"]);
    const code = await h.latestCode("+8613700137003");
    const result = await h.run([
      "signup",
      "--phone",
      "13700137003",
      "--code",
      code,
      "--password",
      "Secret123",
      "--account-id",
      "cli_desktop1",
      "--device",
      "desktop",
    ]);
    expect(result.code, result.stderr).toBe(0);
    const last = h.server.state.signups.last("cli_desktop1");
    expect(last?.body["deviceType"]).toBe(8);
    expect(last?.headers["x-device-type"]).toBe("8");
    expect(last?.headers["x-device"]).toBe("web");
  });

  it("without --device the CLI still says what it is (8, cli)", async () => {
    const { body, headers } = await signupWith([], "13700137002", "cli_default1");
    expect(body?.["deviceType"]).toBe(8);
    expect(headers?.["x-device-type"]).toBe("8");
    expect(headers?.["x-device"]).toBe("cli");
  });

  it("refuses any other value with a translated usage error (exit 2)", async () => {
    const result = await h.run(["--device", "tablet", "countries", "--json"]);
    expect(result.code).toBe(2);
    expect(jsonOf(result)["error"]).toMatchObject({
      kind: "usage",
      message: '--device must be mobile or desktop (got "tablet").',
    });
    const zh = await h.run(["--device", "tv", "--lang", "zh-CN", "countries"]);
    expect(zh.code).toBe(2);
    expect(zh.stderr).toContain("--device 只能是 mobile 或 desktop");
  });
});
