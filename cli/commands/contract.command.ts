/**
 * `lumen contract [--format json|yaml] [--out FILE]`: the OpenAPI 3.1 document of the /sso
 * contract this CLI was built with (the same one the local server serves at /api/openapi.json),
 * for backend teams that implement it or feed it to their tools.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import * as Option from "effect/Option";
import * as Schema from "effect/Schema";
import { decodeArg, OptionalText } from "../args/decode-arg";
import { failure, success, type Outcome } from "../output/outcome";
import type { CommandContext } from "../runtime/command-context";
import { contractDocument } from "./contract/contract-document";
import { usage } from "./shared/outcomes";

const Raw = Schema.Struct({
  format: Schema.UndefinedOr(Schema.Literals(["json", "yaml"])),
  out: OptionalText,
});

export async function run(ctx: CommandContext, options: Readonly<Record<string, unknown>>): Promise<Outcome> {
  const decoded = decodeArg(Raw, { format: options["format"], out: options["out"] });
  if (Option.isNone(decoded)) return usage(ctx, { key: "usage.contractFormat" });
  const { format = "json", out } = decoded.value;
  const document = contractDocument();
  // yaml is loaded only for --format yaml, so the rest of the CLI never pays for it.
  const text =
    format === "yaml"
      ? (await import("yaml")).stringify(document, { aliasDuplicateObjects: false })
      : `${JSON.stringify(document, null, 2)}\n`;
  // Without --out the document is the output; with --json it is the `data` of the one JSON document.
  if (out === undefined) return success(document, ctx.printer.json ? [] : [text.trimEnd()]);
  const file = path.resolve(ctx.cwd, out);
  try {
    writeFileSync(file, text, "utf8");
  } catch (error) {
    return failure({
      kind: "internal",
      message: ctx.t("contract.writeFailed", { file, reason: String(error) }),
    });
  }
  return success({ file, format }, [ctx.t("contract.written", { file, format })]);
}
