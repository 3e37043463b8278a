/** Unit tests of output formatting: printer, exit codes, tables, redaction, translator (smoke verdicts: tests/cli/commands/smoke/). */
import { describe, expect, it } from "vitest";
import { maskToken } from "../../cli/commands/whoami.command";
import { EXIT } from "../../cli/exit-codes";
import { createTranslator } from "../../cli/i18n/translator";
import { exitCodeFor } from "../../cli/output/cli-failure";
import { failure, success } from "../../cli/output/outcome";
import { Printer } from "../../cli/output/printer";
import { REDACTED, redactBody, redactHeaders, redactUrl } from "../../cli/output/redact";
import { displayWidth, renderTable } from "../../cli/output/table";

/** A printer (not verbose) whose stdout and stderr are kept as the written chunks. */
function capturedPrinter(json: boolean, errorLabel = "Error") {
  const out: string[] = [];
  const err: string[] = [];
  const p = new Printer({
    json,
    verbose: false,
    stdout: { write: (s: string) => void out.push(s) },
    stderr: { write: (s: string) => void err.push(s) },
    errorLabel,
  });
  return { p, out, err };
}

describe("printer", () => {
  it("--json: exactly one document on stdout, human lines on stderr", () => {
    const { p, ...s } = capturedPrinter(true);
    p.info("progress");
    expect(p.finish("countries", success({ n: 1 }, ["done"]))).toBe(0);
    expect(JSON.parse(s.out.join(""))).toEqual({ ok: true, command: "countries", data: { n: 1 } });
    expect(s.err.join("")).toBe("progress\ndone\n");
  });

  it("failures carry exitCode and error, message on stderr", () => {
    const { p, ...s } = capturedPrinter(true, "Fehler");
    const code = p.finish(
      "login",
      failure({ kind: "server", code: 10002, message: "Login failed (code 10002)" }),
    );
    expect(code).toBe(EXIT.server);
    expect(JSON.parse(s.out.join(""))).toEqual({
      ok: false,
      command: "login",
      exitCode: 4,
      error: { kind: "server", code: 10002, message: "Login failed (code 10002)" },
    });
    expect(s.err.join("")).toBe("Fehler: Login failed (code 10002)\n");
  });

  it("human mode: results on stdout, nothing JSON; traces only with --verbose", () => {
    const { p, ...s } = capturedPrinter(false);
    p.trace("→ GET");
    p.finish("x", success({}, ["hello"]));
    expect(s.out.join("")).toBe("hello\n");
    expect(s.err).toEqual([]);
  });
});

describe("exit codes", () => {
  it("maps each failure kind to its documented status", () => {
    expect(exitCodeFor({ kind: "validation", field: "email", key: "k", message: "m" })).toBe(3);
    expect(exitCodeFor({ kind: "server", code: 1, message: "m" })).toBe(4);
    expect(exitCodeFor({ kind: "http", status: 500, message: "m" })).toBe(4);
    expect(exitCodeFor({ kind: "malformed", message: "m" })).toBe(4);
    expect(exitCodeFor({ kind: "network", message: "m" })).toBe(5);
    expect(exitCodeFor({ kind: "timeout", timeoutMs: 1, message: "m" })).toBe(5);
    expect(exitCodeFor({ kind: "usage", message: "m" })).toBe(2);
    expect(exitCodeFor({ kind: "smokeFailed", failed: 1, message: "m" })).toBe(6);
    expect(exitCodeFor({ kind: "notLoggedIn", message: "m" })).toBe(7);
    expect(new Set(Object.values(EXIT)).size).toBe(Object.values(EXIT).length);
  });
});

describe("table", () => {
  it("aligns columns, counting CJK characters as two columns", () => {
    expect(displayWidth("接口")).toBe(4);
    const lines = renderTable(
      [{ header: "接口" }, { header: "ms", align: "right" }],
      [
        ["GET /a", "5"],
        ["x", "120"],
      ],
    );
    expect(lines).toEqual(["接口     ms", "------  ---", "GET /a    5", "x       120"]);
  });
});

describe("redaction", () => {
  it("hides passwords, codes, tokens and Authorization, keeps the rest", () => {
    const body = redactBody(
      "/api/sso/loginByEmail",
      JSON.stringify({
        email: "qa@x.io",
        password: "c2VjcmV0",
        authCode: "123456",
        nested: { token: "t" },
        code: 200,
      }),
    );
    expect(JSON.parse(body)).toEqual({
      email: "qa@x.io",
      password: REDACTED,
      authCode: REDACTED,
      nested: { token: REDACTED },
      code: 200,
    });
    expect(JSON.parse(redactBody("/api/sso/getRegisterToken", '{"code":200,"data":"rt-secret"}'))).toEqual({
      code: 200,
      data: REDACTED,
    });
    expect(
      redactHeaders([
        ["Authorization", "Bearer x"],
        ["Accept-Language", "ja"],
      ]),
    ).toEqual({ Authorization: REDACTED, "Accept-Language": "ja" });
    expect(redactUrl("http://h/api/x?authCode=1&email=a")).toBe(
      `http://h/api/x?authCode=${encodeURIComponent(REDACTED)}&email=a`,
    );
  });

  it("masks tokens in whoami", () => {
    expect(maskToken("Bearer abcdefghijklmnop")).toBe("Bearer abcd…mnop");
    expect(maskToken("short")).toBe("…");
  });
});

describe("translator", () => {
  const t = createTranslator({
    locale: "ja",
    catalogs: {
      ja: { cli: { a: { b: "こんにちは {{name}}" } } },
      "en-US": { cli: { only: "en only" }, validation: { x: "X {{n}}" } },
    },
    fallbacks: ["en-US"],
  });
  it("looks up nested keys, interpolates, falls back, and shows a missing key", () => {
    expect(t("a.b", { name: "QA" })).toBe("こんにちは QA");
    expect(t("only")).toBe("en only");
    expect(t("validation:x", { n: 5 })).toBe("X 5");
    expect(t("validation:missing")).toBe("validation:missing");
  });
});
