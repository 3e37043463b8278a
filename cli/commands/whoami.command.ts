/**
 * `lumen whoami [--show-token]`: the saved session. API-CALLS-1 has no "current user" endpoint, so this
 * reads what login stored, like the web's header does; the token is masked unless asked for
 * (handy for `curl -H "Authorization: $(lumen whoami --show-token --json | jq -r .data.token)"`).
 */
import { serverText } from "../output/terminal-text";
import * as Option from "effect/Option";
import * as Schema from "effect/Schema";
import { decodeArg, OptionalFlag } from "../args/decode-arg";
import { failure, success, type Outcome } from "../output/outcome";
import type { CommandContext } from "../runtime/command-context";
import { usage } from "./shared/outcomes";

const Raw = Schema.Struct({ showToken: OptionalFlag });

/** Enough of the token to tell two sessions apart, not enough to use it. */
export function maskToken(token: string): string {
  const head = token.match(/^\S+\s+/)?.[0] ?? "";
  const body = token.slice(head.length);
  return body.length <= 8 ? `${head}…` : `${head}${body.slice(0, 4)}…${body.slice(-4)}`;
}

export async function run(ctx: CommandContext, options: Readonly<Record<string, unknown>>): Promise<Outcome> {
  const decoded = decodeArg(Raw, { showToken: options["showToken"] });
  if (Option.isNone(decoded)) return usage(ctx, { key: "usage.generic", params: { detail: "--show-token" } });
  const { auth, stateDir } = await ctx.services();
  const token = auth.token.value;
  if (token === null)
    return failure(
      { kind: "notLoggedIn", message: ctx.t("failure.notLoggedIn") },
      { data: { loggedIn: false } },
    );
  const user = auth.user.value;
  const shown = decoded.value.showToken === true ? token : maskToken(token);
  const data = { loggedIn: true, memberId: auth.memberId.value, user, token: shown, stateDir };
  const lines = [ctx.t("result.whoami", { baseUrl: ctx.globals.baseUrl })];
  const row = (label: string, value: unknown) => {
    if (value !== null && value !== undefined && value !== "")
      lines.push(`  ${ctx.t(label)}: ${serverText(String(value))}`);
  };
  row("labels.memberId", auth.memberId.value);
  row("labels.username", user?.username);
  row("labels.nickname", user?.nickname);
  row("labels.email", user?.email);
  row("labels.phone", user?.phone ?? user?.mobile);
  row("labels.token", shown);
  row("labels.stateDir", stateDir);
  return success(data, lines);
}
