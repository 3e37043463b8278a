/**
 * `lumen socket [--url U] [--send TEXT…] [--count N] [--duration MS]`: the web's chat session
 * (core ChatSession: auth on open, heartbeat, retry policy) over Node's `ws`, printing every
 * decrypted frame. Ctrl-C, --count or --duration end it with the manual close (1000 "close
 * manually"), which the policy never retries; running out of retries ends it with exit 5.
 */
import * as Option from "effect/Option";
import * as Schema from "effect/Schema";
import { MAX_RETRIES, RETRY_DELAY_MS } from "../../core/socket/reconnect-policy";
import type { ServerFrame } from "../../core/socket/socket-frame.schema";
import { CHAT_SOCKET_PATH, socketUrl } from "../../adapters/socket/socket-url";
import { decodeArg, DigitsText, OptionalText, OptionalTextList } from "../args/decode-arg";
import { failure, success, type Outcome } from "../output/outcome";
import type { CommandContext } from "../runtime/command-context";
import { usage } from "./shared/outcomes";

const Raw = Schema.Struct({
  url: OptionalText,
  send: OptionalTextList,
  count: Schema.UndefinedOr(DigitsText),
  duration: Schema.UndefinedOr(DigitsText),
});

/** --url is taken as given (path included), as long as it is a ws(s) or http(s) URL. */
function explicitUrl(text: string): string | null {
  try {
    return socketUrl(text, new URL(text).pathname);
  } catch {
    return null;
  }
}

type End = "user" | "count" | "duration" | "gave-up";

export async function run(ctx: CommandContext, options: Readonly<Record<string, unknown>>): Promise<Outcome> {
  const decoded = decodeArg(Raw, {
    url: options["url"],
    send: options["send"],
    count: options["count"],
    duration: options["duration"],
  });
  if (Option.isNone(decoded))
    return usage(ctx, { key: "usage.positiveInteger", params: { name: "--count / --duration" } });
  const raw = decoded.value;
  const count = raw.count === undefined ? null : Number(raw.count);
  const duration = raw.duration === undefined ? null : Number(raw.duration);
  if (count === 0 || duration === 0)
    return usage(ctx, { key: "usage.positiveInteger", params: { name: "--count / --duration" } });
  // The chat socket lives at /ws/echo on the API's host (docs/architecture.md).
  const url = raw.url === undefined ? socketUrl(ctx.globals.baseUrl, CHAT_SOCKET_PATH) : explicitUrl(raw.url);
  if (url === null)
    return usage(ctx, { key: "usage.badOption", params: { name: "--url", value: raw.url ?? "" } });

  const services = await ctx.services();
  const { auth } = services;
  const token = auth.token.value;
  if (token === null) return failure({ kind: "notLoggedIn", message: ctx.t("failure.notLoggedIn") });

  const { t, printer } = ctx;
  const frames: ServerFrame[] = [];
  let authenticated = false;
  let sentMessages = false;
  const socket = await services.socket();
  const session = socket.createSession({ url, token });
  printer.info(t("socket.connecting", { url }));

  const ended = new Promise<End>((resolve) => {
    session.onFrame((frame) => {
      frames.push(frame);
      printer.info(t("socket.frame", { frame: JSON.stringify(frame) }));
      if (count !== null && frames.length >= count) resolve("count");
    });
    session.state.subscribe((state) => {
      if (state === "open") printer.info(t("socket.open"));
      if (state === "authenticated") {
        authenticated = true;
        printer.info(t("socket.authenticated"));
        if (!sentMessages) {
          sentMessages = true;
          for (const text of raw.send ?? []) {
            if (session.send(text))
              printer.info(t("socket.sent", { frame: JSON.stringify({ type: "CLI_MESSAGE", text }) }));
          }
        }
      }
      if (state === "reconnecting") {
        printer.info(
          t("socket.reconnecting", {
            seconds: RETRY_DELAY_MS / 1000,
            attempt: session.attempts.value + 1,
            max: MAX_RETRIES,
          }),
        );
      }
      if (state === "failed") resolve("gave-up");
    });
    void ctx.interrupted().then(() => resolve("user"));
    if (duration !== null) setTimeout(() => resolve("duration"), duration).unref();
  });

  session.start();
  const end = await ended;
  if (end !== "gave-up") {
    printer.info(t("socket.closing"));
    session.closeManually();
  }
  const data = { url, authenticated, frames, end };
  if (end === "gave-up")
    return failure({ kind: "network", message: t("socket.gaveUp", { max: MAX_RETRIES }) }, { data });
  return success(data, [t("socket.closed", { code: 1000, reason: "close manually" })]);
}
