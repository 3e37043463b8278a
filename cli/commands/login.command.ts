/**
 * `lumen login`: every login tab of the web app through the same LoginUseCase, which also stores
 * the session (token head + token) in the state folder exactly as the web stores it in localStorage.
 *   --email E --password P            email + password
 *   --phone N [--country C] --password P   phone + password
 *   --phone N [--country C] --code 123456  phone + SMS code (--sms: send the code, then ask)
 *   --account ID --password P [--assistant]  account login (country "other")
 *   --host                            host (stream administrator) login
 *   --source S [--redirect URL], --callback URL   the login link's third-party flow and callback:
 *                                     prints the URL the browser would be sent to (login-target.ts)
 * A login answered with a register token (SMS login of a phone without an account) is not a
 * session: the output carries the token and the `lumen signup --register-token` that continues.
 */
import * as Option from "effect/Option";
import * as Schema from "effect/Schema";
import type { Identifier } from "../../core/auth/identifier";
import type { LoginCredentials } from "../../core/auth/login-form.rules";
import type { LoginFailure, LoginSuccess } from "../../core/auth/login.use-case";
import { ACCOUNT_COUNTRY } from "../../core/validation/phone.rule";
import { checkCountry } from "../args/country";
import { decodeArg, OptionalFlag, OptionalText } from "../args/decode-arg";
import { failure, success, type Outcome } from "../output/outcome";
import type { CommandContext } from "../runtime/command-context";
import {
  readTargetFlags,
  refusalBeforeLogin,
  targetAfterLogin,
  TARGET_REJECTED_KEY,
  wantsTarget,
  type TargetRefusal,
} from "./login/login-target";
import { obtainCode } from "./shared/obtain-code";
import { invalidInput, usage, useCaseFailed } from "./shared/outcomes";
import * as secrets from "./shared/secrets";
import { shellCommand } from "../output/terminal-text";

const Raw = Schema.Struct({
  email: OptionalText,
  phone: OptionalText,
  country: OptionalText,
  account: OptionalText,
  password: OptionalText,
  code: OptionalText,
  sms: OptionalFlag,
  host: OptionalFlag,
  assistant: OptionalFlag,
  source: OptionalText,
  redirect: OptionalText,
  callback: OptionalText,
  hcSource: OptionalText,
});
type Raw = typeof Raw.Type;

type Way = "email" | "phone" | "account";

function wayOf(raw: Raw): Way | null {
  const given = [raw.email !== undefined, raw.phone !== undefined, raw.account !== undefined].filter(
    Boolean,
  ).length;
  if (given !== 1) return null;
  if (raw.email !== undefined) return "email";
  return raw.phone !== undefined ? "phone" : "account";
}

export async function run(ctx: CommandContext, options: Readonly<Record<string, unknown>>): Promise<Outcome> {
  const decoded = decodeArg(Raw, Object.fromEntries(Object.keys(Raw.fields).map((k) => [k, options[k]])));
  if (Option.isNone(decoded)) return usage(ctx, { key: "usage.loginWay" });
  const raw = decoded.value;
  const way = wayOf(raw);
  const byCode = raw.code !== undefined || raw.sms === true;
  if (way === null || (byCode && way !== "phone") || (raw.assistant === true && way !== "account")) {
    return usage(ctx, { key: "usage.loginWay" });
  }
  const targetRequest = readTargetFlags({
    source: raw.source,
    redirect: raw.redirect,
    callback: raw.callback,
    hcSource: raw.hcSource,
  });
  if (!targetRequest.ok) return usage(ctx, targetRequest.error);
  const request = targetRequest.value;
  // Checked before a password is asked for or a code is texted: a refused target sends nothing.
  let allowedOrigins: readonly string[] = [];
  if (wantsTarget(request)) {
    // The web app's allow-list, assembled by the same use-case: this site, its runtime-config.json
    // and the admin domains (ADR-0360).
    const { useCases, thirdPartySources } = await ctx.services();
    const listed = await useCases.callbackOrigins.execute();
    allowedOrigins = listed.ok ? listed.value : [];
    const refused = refusalBeforeLogin(request, thirdPartySources, allowedOrigins);
    if (refused !== null) return targetRefused(ctx, refused);
  }

  const given = await credentialsFor(ctx, raw, way, byCode);
  if (!given.ok) return given.outcome;
  const credentials = given.value;

  const services = await ctx.services();
  const { useCases, stateDir } = services;
  const result = await useCases.login.execute({
    ...credentials,
    ...(raw.host === true ? { host: true } : {}),
    ...(request.thirdPartyRedirect === undefined ? {} : { thirdPartyRedirect: request.thirdPartyRedirect }),
  });
  if (!result.ok) return loginRefused(ctx, result.error, raw, credentials);
  if (result.value.kind === "needs-signup") return needsSignup(ctx, result.value);
  const session = result.value;
  const b2bToken = services.auth.b2bToken.value;
  const target = wantsTarget(request)
    ? targetAfterLogin(request, {
        token: session.token,
        memberId: session.memberId,
        fameExRedirectUrl: session.fameExRedirectUrl,
        host: raw.host === true,
        assistant: raw.assistant === true,
        lang: ctx.globals.lang,
        allowedOrigins,
        now: services.now(),
      })
    : null;
  const shownTarget = target === null ? null : targetData(target);
  const data = {
    loggedIn: true,
    mode: credentials.mode,
    host: raw.host === true,
    memberId: session.memberId,
    b2bToken,
    target: shownTarget,
    stateDir,
  };
  if (target?.kind === "rejected") {
    // Not reachable after the check above unless the allow-list changed in between; the web
    // keeps the session and shows auth-error, and so does this.
    return failure(
      {
        kind: "validation",
        field: request.callback === undefined ? "redirect" : "callback",
        key: TARGET_REJECTED_KEY,
        message: ctx.t(TARGET_REJECTED_KEY),
      },
      { data },
    );
  }
  const lines = [ctx.t("result.loggedIn", { stateDir })];
  if (b2bToken !== null) lines.push(ctx.t("result.b2bToken", { token: b2bToken }));
  if (shownTarget?.url) lines.push(ctx.t("result.browserTarget", { url: shownTarget.url }));
  return success(data, lines);
}

/** A refused login; a locked account says exactly how to open it, as the web's dialog offers its Unlock button. */
function loginRefused(
  ctx: CommandContext,
  error: LoginFailure,
  raw: Raw,
  credentials: LoginCredentials,
): Outcome {
  const outcome = useCaseFailed(ctx, error);
  const locked = error.kind === "api" && error.reaction?.kind === "account-locked";
  if (!locked || outcome.ok) return outcome;
  const next = raw.account === undefined ? unlockCommand(credentials, ctx.globals.codeFrom) : null;
  if (next === null) return outcome;
  return failure(outcome.failure, {
    data: { loggedIn: false, locked: true, continueWith: next },
    lines: [ctx.t("result.unlockHint", { command: next.join(" ") })],
  });
}

/** FLOW-REGTOKEN-1: no session but a register token; the command line that continues the signup. */
function needsSignup(
  ctx: CommandContext,
  { registerToken, identifier }: Extract<LoginSuccess, { kind: "needs-signup" }>,
): Outcome {
  const next = continueCommand(registerToken, identifier);
  return failure(
    { kind: "server", code: 200, message: ctx.t("failure.needsSignup"), reaction: "needs-signup" },
    {
      data: { loggedIn: false, needsSignup: true, registerToken, identifier, continueWith: next },
      lines: [ctx.t("result.continueSignup", { command: shellCommand(next) })],
    },
  );
}

type Given =
  { readonly ok: true; readonly value: LoginCredentials } | { readonly ok: false; readonly outcome: Outcome };

/** What the login sends for the way chosen, asking for a password or a texted code when not given. */
async function credentialsFor(ctx: CommandContext, raw: Raw, way: Way, byCode: boolean): Promise<Given> {
  const password = async (): Promise<string> => (await secrets.password(ctx, raw.password)) ?? "";
  if (way === "email") {
    return {
      ok: true,
      value: { mode: "email-password", email: raw.email ?? "", password: await password() },
    };
  }
  if (way === "account") {
    const account = raw.account ?? "";
    const value: LoginCredentials =
      raw.assistant === true
        ? { mode: "assistant", account, password: await password() }
        : { mode: "phone-password", country: ACCOUNT_COUNTRY, phone: account, password: await password() };
    return { ok: true, value };
  }
  const country = checkCountry(raw.country, true);
  if (!country.ok) return { ok: false, outcome: invalidInput(ctx, [country.error]) };
  const phone = raw.phone ?? "";
  if (!byCode) {
    return {
      ok: true,
      value: { mode: "phone-password", country: country.value, phone, password: await password() },
    };
  }
  // The SMS-code tab: without --code, the server texts one (purpose "login") and we ask for it.
  const authCode = await obtainCode(
    ctx,
    raw.code,
    { channel: "phone", country: country.value, phone },
    "login",
  );
  if (!authCode.ok) return { ok: false, outcome: authCode.outcome };
  return { ok: true, value: { mode: "phone-code", country: country.value, phone, authCode: authCode.value } };
}

/** The JSON form of the core's target: the URL only where the browser would leave the app. */
function targetData(target: ReturnType<typeof targetAfterLogin>): { kind: string; url: string | null } {
  return target.kind === "callback" || target.kind === "redirect"
    ? { kind: target.kind, url: target.url }
    : { kind: target.kind, url: null };
}

function targetRefused(ctx: CommandContext, refused: TargetRefusal): Outcome {
  const message = ctx.t(refused.key);
  return failure({
    kind: "validation",
    field: refused.field,
    key: refused.key,
    message,
    errors: [{ field: refused.field, key: refused.key, message }],
  });
}

/** The command line that continues this sign-up (the register token is bound to the identity). */
function continueCommand(registerToken: string, identifier: Identifier | null): string[] {
  const base = ["lumen", "signup", "--register-token", registerToken];
  if (identifier === null) return base;
  return identifier.channel === "email"
    ? [...base, "--email", identifier.email]
    : [...base, "--phone", identifier.phone, "--country", identifier.country];
}

/** `lumen unlock …` for the identity that was just refused as locked; null for account logins. */
function unlockCommand(
  credentials: { readonly mode: string } & Record<string, unknown>,
  codeFrom: string | null,
): string[] | null {
  const tail = codeFrom === null ? [] : ["--code-from", codeFrom];
  const text = (key: string) => (typeof credentials[key] === "string" ? credentials[key] : null);
  const email = text("email");
  if (credentials.mode === "email-password" && email !== null)
    return ["lumen", "unlock", "--email", email, ...tail];
  const phone = text("phone");
  const country = text("country");
  if (credentials.mode === "phone-password" && phone !== null && country !== null)
    return ["lumen", "unlock", "--phone", phone, "--country", country, ...tail];
  return null;
}
