/**
 * `lumen code --to ADDRESS [--purpose P] [--wait 30s]`: the newest code sent to an address, from
 * the local server's outbox or the profile's `code-from` source; with --wait, waits for one to arrive.
 */
import * as Option from "effect/Option";
import { decodeArg, OptionalText } from "../args/decode-arg";
import { parseDuration } from "../args/duration";
import { codeReaders, codeSourceOf, commandFailedText } from "../codes/code-readers";
import { isCommandFailed, waitForCode } from "../codes/code-source";
import { failure, success, type Outcome } from "../output/outcome";
import type { CommandContext } from "../runtime/command-context";
import { Purpose } from "../../core/contract/sso-requests.schema";
import { usage } from "./shared/outcomes";

export async function run(ctx: CommandContext, options: Readonly<Record<string, unknown>>): Promise<Outcome> {
  const to = decodeArg(OptionalText, options["to"]);
  if (Option.isNone(to) || to.value === undefined || to.value.trim() === "")
    return usage(ctx, { key: "usage.codeTo" });
  let purpose: string | undefined;
  if (options["purpose"] !== undefined) {
    const decoded = decodeArg(Purpose, options["purpose"]);
    if (Option.isNone(decoded))
      return usage(ctx, {
        key: "usage.invalidChoice",
        params: { name: "--purpose", choices: Purpose.literals.join(", ") },
      });
    purpose = decoded.value;
  }
  const waitMs = options["wait"] === undefined ? 0 : parseDuration(options["wait"]);
  if (waitMs === null) return usage(ctx, { key: "usage.duration", params: { name: "--wait" } });
  const source = codeSourceOf(ctx, true);
  if (source === "invalid" || source === null) return usage(ctx, { key: "usage.codeFrom" });

  const { now, wait } = await ctx.services();
  const address = to.value.trim();
  const found = await waitForCode(
    source,
    { to: address, ...(purpose === undefined ? {} : { purpose }) },
    codeReaders(ctx),
    { now, wait, waitMs },
  );
  if (isCommandFailed(found)) return failure({ kind: "noCode", message: commandFailedText(ctx, found) });
  if (found === null)
    return failure({
      kind: "noCode",
      message: ctx.t(waitMs > 0 ? "failure.noCodeAfterWait" : "failure.noCode", {
        to: address,
        count: Math.round(waitMs / 1000),
      }),
    });
  return success({ to: address, code: found.code, purpose: found.purpose, sentAt: found.sentAt }, [
    found.code,
  ]);
}
