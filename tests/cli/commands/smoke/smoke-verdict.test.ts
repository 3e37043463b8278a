/**
 * The smoke judge: nothing passes unless status, content type, envelope, business code and data
 * shape are each what the check accepts; every failure names what was expected and what came.
 */
import { describe, expect, it } from "vitest";
import type { ProbeResult } from "../../../../adapters/http/ofetch-http-client";
import { readOnlyChecks, type SmokeCheck } from "../../../../cli/commands/smoke/smoke-checks";
import { judge } from "../../../../cli/commands/smoke/smoke-verdict";
import { SSO_ENDPOINTS } from "../../../../core/contract/sso-endpoints";

const response = (
  status: number,
  body: unknown,
  contentType = "application/json; charset=utf-8",
): ProbeResult => ({
  kind: "response",
  status,
  contentType,
  text: typeof body === "string" ? body : JSON.stringify(body),
  latencyMs: 5,
});

const checks = readOnlyChecks("abc123");
const byPath = (path: string): SmokeCheck => {
  const found = checks.find((c) => c.endpoint.path === path);
  if (found === undefined) throw new Error(`no check for ${path}`);
  return found;
};
const countries = byPath(SSO_ENDPOINTS.getCountryList.path);
const login = byPath(SSO_ENDPOINTS.loginByEmail.path);
const oneTime = byPath(SSO_ENDPOINTS.oneTimeToken.path);
const country = { countryName: "China", countryCode: "+86", regionCode: "CN" };

describe("smoke verdict", () => {
  it("passes a success only with HTTP 200, code 200 and data of the contract's shape", () => {
    expect(judge(countries, response(200, { code: 200, message: "ok", data: [country] })).verdict).toBe(
      "pass",
    );
  });

  it("reports a wrong data type with its field path, expected and actual type", () => {
    const j = judge(
      countries,
      response(200, { code: 200, message: "ok", data: [{ ...country, countryCode: 86 }] }),
    );
    expect(j).toMatchObject({ verdict: "fail", failure: "shape" });
    expect(j.drift).toEqual([{ path: "data[0].countryCode", expected: "string", actual: "number" }]);
  });

  it("reports a renamed field as the contract's name missing", () => {
    const { regionCode: _dropped, ...rest } = country;
    const j = judge(countries, response(200, { code: 200, data: [{ ...rest, region: "CN" }] }));
    expect(j.drift).toEqual([{ path: "data[0].regionCode", expected: "string", actual: "missing" }]);
  });

  it("blames the envelope only when the envelope is wrong", () => {
    const j = judge(countries, response(200, { code: "200", data: [] }));
    expect(j).toMatchObject({ failure: "shape" });
    expect(j.drift).toEqual([{ path: "code", expected: "number", actual: "string" }]);
  });

  it("fails a refusal check on a code it does not accept, and flags a code the contract does not know", () => {
    expect(judge(login, response(200, { code: 10006, message: "no" })).verdict).toBe("pass");
    const unknown = judge(login, response(200, { code: 99999, message: "?" }));
    expect(unknown).toMatchObject({ verdict: "fail", failure: "code", code: 99999, unknownCode: true });
    expect(judge(login, response(200, { code: 200, data: {} })).verdict).toBe("fail");
  });

  it("fails a refusal that comes with the wrong HTTP status, even with an accepted code", () => {
    for (const status of [404, 500, 502]) {
      expect(judge(login, response(status, { code: 10006, message: "no" }))).toMatchObject({
        verdict: "fail",
        failure: "status",
      });
    }
    expect(judge(oneTime, response(401, { code: 401, message: "no" })).verdict).toBe("pass");
  });

  it("names HTML instead of JSON with the status, content type and first bytes", () => {
    const j = judge(countries, response(200, "<!doctype html><html><body>Lumen</body></html>", "text/html"));
    expect(j).toMatchObject({
      verdict: "fail",
      failure: "html",
      note: {
        key: "smoke.html",
        params: { status: 200, contentType: "text/html", body: expect.stringContaining("<!doctype html>") },
      },
    });
  });

  it("names a non-JSON body that is not HTML", () => {
    expect(judge(countries, response(200, "OK", "text/plain"))).toMatchObject({ failure: "notJson" });
  });

  it("keeps the transport class of a call that got no answer", () => {
    for (const failure of ["refused", "dns", "tls", "timeout", "network"] as const) {
      expect(judge(countries, { kind: "transport", failure, detail: "x", latencyMs: 1 })).toMatchObject({
        verdict: "fail",
        failure,
        note: { key: `smoke.transport.${failure}` },
      });
    }
  });
});
