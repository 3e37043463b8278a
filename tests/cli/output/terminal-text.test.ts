import { execFileSync } from "node:child_process";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Printer } from "../../../cli/output/printer";
import { failure, success } from "../../../cli/output/outcome";
import { printable, shellCommand, shellQuote } from "../../../cli/output/terminal-text";

function capturedPrinter(json: boolean) {
  const out: string[] = [];
  const err: string[] = [];
  const p = new Printer({
    json,
    verbose: true,
    stdout: { write: (s: string) => void out.push(s) },
    stderr: { write: (s: string) => void err.push(s) },
    errorLabel: "Error",
  });
  return { p, out, err };
}

const HOSTILE = "Wrong code\u001b[2J\u001b]0;pwned\u0007 \u202eevil\u009b31m\rhidden";

describe("text the server sent, printed for people", () => {
  it("loses every escape, bell, carriage return, C1 and bidi override but keeps the words", () => {
    expect(printable(HOSTILE)).toBe("Wrong code[2J]0;pwned evil31mhidden");
    expect(printable("第一行\n\tsecond")).toBe("第一行\n\tsecond");
  });

  it("reaches neither stdout nor stderr through the printer, in info lines or failure messages", () => {
    const { p, out, err } = capturedPrinter(false);
    p.info(HOSTILE);
    p.trace(HOSTILE);
    p.finish("login", failure({ kind: "server", code: 10003, message: HOSTILE }));
    p.finish("whoami", success(null, [HOSTILE]));
    for (const text of [...out, ...err]) expect(printable(text)).toBe(text);
    expect(err.join("")).toContain("Wrong code");
  });
});

describe("suggested commands", () => {
  it("quote a register token with shell syntax in it", () => {
    expect(shellCommand(["lumen", "signup", "--register-token", "abc; rm -rf ~", "--email", "a@b.co"])).toBe(
      "lumen signup --register-token 'abc; rm -rf ~' --email a@b.co",
    );
    expect(shellQuote("it's $(x)")).toBe("'it'\\''s $(x)'");
    expect(shellQuote("")).toBe("''");
  });

  it("read back by a real shell as the very same argument", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (arg) => {
        const echoed = execFileSync("/bin/sh", ["-c", `printf '%s' ${shellQuote(arg)}`], {
          encoding: "utf8",
        });
        expect(echoed).toBe(printable(arg));
      }),
      { numRuns: 40 },
    );
  });
});
