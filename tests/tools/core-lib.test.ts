/**
 * core/ is type-checked by core/tsconfig.json with neither the DOM nor the Node library
 * (ADR-0284): a core module that reaches for `document` or `process` does not compile, one that
 * uses URL does. Checked with the compiler API on fixtures, under exactly that config's options.
 */
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const FIXTURES = path.join(ROOT, "tests/fixtures/core-lib");

function coreOptions(): ts.CompilerOptions {
  const file = path.join(ROOT, "core/tsconfig.json");
  const { config } = ts.readConfigFile(file, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(file)).options;
}

/** Error messages for one fixture compiled with the core's options and the core's URL globals. */
function errorsOf(fixture: string): string[] {
  const program = ts.createProgram(
    [path.join(FIXTURES, fixture), path.join(ROOT, "types/url-globals.d.ts")],
    coreOptions(),
  );
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
}

describe("the core's type check", () => {
  it("loads neither the DOM nor the Node library", () => {
    const options = coreOptions();
    expect(options.lib).toEqual(["lib.es2023.d.ts"]);
    expect(options.types).toEqual([]);
  });

  it("refuses a core module that uses the DOM", () => {
    expect(errorsOf("uses-dom.ts")).toEqual([expect.stringContaining("Cannot find name 'document'")]);
  });

  it("refuses a core module that uses Node", () => {
    expect(errorsOf("uses-node.ts")).toEqual([expect.stringContaining("Cannot find name 'process'")]);
  });

  it("accepts URL and URLSearchParams", () => {
    expect(errorsOf("uses-url.ts")).toEqual([]);
  });
});
