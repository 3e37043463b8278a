import { Window } from "happy-dom";
import { describe, expect, it } from "vitest";
import { junitXml } from "../../cli/commands/smoke/junit-report";

const parse = (xml: string) => new new Window().DOMParser().parseFromString(xml, "application/xml");

describe("smoke JUnit report", () => {
  it("has one testcase per endpoint, failures with their message, warnings as skipped", () => {
    const xml = junitXml({
      suite: "lumen smoke",
      baseUrl: "http://127.0.0.1:8080",
      timestamp: "2026-11-24T04:00:00.000Z",
      cases: [
        { endpoint: "GET /sso/getCountryList", latencyMs: 12, verdict: "pass", note: null },
        {
          endpoint: "POST /sso/loginByEmail",
          latencyMs: 1500,
          verdict: "fail",
          note: "code 500 <\"&'>\u0001",
        },
        { endpoint: "GET /proxy/fp/visitor", latencyMs: 3, verdict: "warn", note: "404 (optional)" },
      ],
    });
    const doc = parse(xml);
    expect(doc.querySelector("parsererror")).toBeNull();
    const cases = [...doc.querySelectorAll("testcase")];
    expect(cases.map((c) => [c.getAttribute("name"), c.getAttribute("time")])).toEqual([
      ["GET /sso/getCountryList", "0.012"],
      ["POST /sso/loginByEmail", "1.500"],
      ["GET /proxy/fp/visitor", "0.003"],
    ]);
    expect(cases[1]?.querySelector("failure")?.getAttribute("message")).toBe("code 500 <\"&'>\uFFFD");
    expect(cases[2]?.querySelector("skipped")).not.toBeNull();
    const suite = doc.querySelector("testsuite");
    expect([
      suite?.getAttribute("tests"),
      suite?.getAttribute("failures"),
      suite?.getAttribute("skipped"),
    ]).toEqual(["3", "1", "1"]);
  });
});
