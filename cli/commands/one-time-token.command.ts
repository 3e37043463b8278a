/**
 * `lumen one-time-token --ma ID`: the mini-app hand-off. The same use-case as the web's external
 * route checks the mini-app page exists, trades the stored token for a one-time code and builds
 * the page URL; the CLI prints both (the code is single-use, so showing it is the point).
 */
import { serverText } from "../output/terminal-text";
import * as Option from "effect/Option";
import * as Schema from "effect/Schema";
import { decodeArg } from "../args/decode-arg";
import { failure, success, type Outcome } from "../output/outcome";
import type { CommandContext } from "../runtime/command-context";
import { usage } from "./shared/outcomes";
import { describeApiFailure } from "../output/describe-failure";
import { reactionText } from "../output/reaction-text";

const Ma = Schema.String.check(Schema.isMinLength(1));

export async function run(ctx: CommandContext, options: Readonly<Record<string, unknown>>): Promise<Outcome> {
  const ma = decodeArg(Ma, options["ma"]);
  if (Option.isNone(ma)) return usage(ctx, { key: "usage.maRequired" });
  const { oneTimeAuth } = (await ctx.services()).useCases;
  const result = await oneTimeAuth.execute({ ma: ma.value, lang: ctx.globals.lang });
  if (result.ok) {
    const url = result.value.url;
    const code = new URL(url).searchParams.get("accessToken") ?? "";
    return success({ ma: ma.value, code, url }, [serverText(code), serverText(url)]);
  }
  const f = result.error;
  switch (f.kind) {
    case "no-token":
      return failure({ kind: "notLoggedIn", message: ctx.t("failure.notLoggedIn") });
    case "link-broken":
      // The mini-app id or page is wrong: the user's input, checked before any token is spent.
      return failure({
        kind: "validation",
        field: "ma",
        key: "errors:authLinkBroken",
        message: reactionText(f.reaction, ctx.t),
      });
    case "auth-failed":
      return failure(describeApiFailure(f.failure, f.reaction, ctx.failure));
  }
}
