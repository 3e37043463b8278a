/**
 * `lumen signup --email E | --phone N [--country C] [--code C] [--password P] [--account-id ID] [--nickname N]`
 * The web's flow, use-case by use-case: signup-verify (code → register token + generated account
 * ID), then signup (register, store the session). Running the command is taken as ticking the
 * agreement box. Without --code on a terminal, the code is sent first and then asked for.
 * The account ID, password and nickname are checked with the sign-up form's core rule set
 * *before* the code is spent, so a typo never burns a register token.
 *
 * `--register-token T` continues a login answered with a register token (SMS login of a phone
 * without an account, `lumen login` prints it): as the web's login form does, the verify step is
 * skipped and the account ID comes from the same generator; the token stands in for the code.
 */
import * as Option from "effect/Option";
import * as Schema from "effect/Schema";
import { attributionFrom } from "../../core/attribution/attribution";
import { defaultNickname } from "../../core/rules/default-nickname";
import { checkSignupForm } from "../../core/auth/signup-form.rules";
import type { SignupFailure } from "../../core/auth/signup.use-case";
import { ruleErrors } from "../../core/auth/use-case-failure";
import type { FieldName, ValidationError } from "../../core/validation/validation-error";
import { decodeArg, OptionalText } from "../args/decode-arg";
import { decodeIdentity, identityText } from "../args/identity-args";
import { failure, success, type Outcome } from "../output/outcome";
import type { CommandContext } from "../runtime/command-context";
import { identityProblem, invalidInput, usage, useCaseFailed } from "./shared/outcomes";
import * as secrets from "./shared/secrets";
import { obtainCode } from "./shared/obtain-code";
import { valueOf } from "../../core/result/result";

const Raw = Schema.Struct({
  code: OptionalText,
  registerToken: OptionalText,
  password: OptionalText,
  accountId: OptionalText,
  nickname: OptionalText,
  groupLink: OptionalText,
  marketCode: OptionalText,
  agentId: OptionalText,
  hicsRoomId: OptionalText,
  guestId: OptionalText,
});

type Raw = typeof Raw.Type;

/**
 * The sign-up form's rule set applied to the flags: only the `fields` that were given count (the
 * rest come later, from the verify step or a prompt); the password is its own confirmation.
 */
const signupFormErrors = (raw: Raw, fields: readonly FieldName[]): readonly ValidationError[] => {
  const given: Partial<Record<FieldName, string | undefined>> = {
    password: raw.password,
    username: raw.accountId,
    nickname: raw.nickname,
  };
  const errors = ruleErrors(
    checkSignupForm({
      password: raw.password ?? "",
      confirmPassword: raw.password ?? "",
      username: raw.accountId ?? "",
      nickname: raw.nickname ?? "",
    }),
  );
  return errors.filter((e) => fields.includes(e.field) && given[e.field] !== undefined);
};

/** The referral, read with the web app's query rules (core/attribution): any script is kept. */
function referralOf(raw: Raw) {
  const referral = attributionFrom(
    new URLSearchParams(
      Object.entries({
        groupLink: raw.groupLink,
        marketCode: raw.marketCode,
        agentId: raw.agentId,
        hicsRoomId: raw.hicsRoomId,
        guestId: raw.guestId,
      }).filter((entry): entry is [string, string] => entry[1] !== undefined),
    ),
  );
  const refused = (["groupLink", "marketCode", "agentId", "hicsRoomId", "guestId"] as const).filter(
    (key) => raw[key] !== undefined && referral[key] === undefined,
  );
  return { referral, refused };
}

function signupRefused(ctx: CommandContext, f: SignupFailure): Outcome {
  if (f.kind === "no-register-token") return failure({ kind: "malformed", message: ctx.t(f.key) });
  if (f.kind === "no-identifier") return usage(ctx, { key: "usage.oneIdentity" });
  const outcome = useCaseFailed(ctx, f);
  return "suggestedAccountId" in f && f.suggestedAccountId !== undefined && !outcome.ok
    ? failure(outcome.failure, { data: { suggestedAccountId: f.suggestedAccountId } })
    : outcome;
}

export async function run(ctx: CommandContext, options: Readonly<Record<string, unknown>>): Promise<Outcome> {
  const decoded = decodeArg(Raw, {
    code: options["code"],
    registerToken: options["registerToken"],
    password: options["password"],
    accountId: options["accountId"],
    nickname: options["nickname"],
    groupLink: options["groupLink"],
    marketCode: options["marketCode"],
    agentId: options["agentId"],
    hicsRoomId: options["hicsRoomId"],
    guestId: options["guestId"],
  });
  if (Option.isNone(decoded)) return usage(ctx, { key: "usage.oneIdentity" });
  const raw = decoded.value;
  const identity = decodeIdentity(options);
  if (!identity.ok) return identityProblem(ctx, identity.error);

  // The sign-up form's rules for what was given, checked before anything is sent or asked.
  const early = signupFormErrors(raw, ["password", "username", "nickname"]);
  if (early.length > 0) return invalidInput(ctx, early);
  const { referral, refused } = referralOf(raw);
  if (refused.length > 0)
    return usage(ctx, { key: "usage.badReferral", params: { names: refused.join(", ") } });

  // The register token replaces the code: both together can't mean anything.
  if (raw.registerToken !== undefined && raw.code !== undefined)
    return usage(ctx, { key: "usage.registerTokenOrCode" });
  if (raw.registerToken !== undefined && raw.registerToken.trim() === "")
    return usage(ctx, { key: "usage.registerTokenBlank" });
  const code =
    raw.registerToken === undefined ? await obtainCode(ctx, raw.code, identity.value, "register") : null;
  if (code !== null && !code.ok) return code.outcome;
  const password = (await secrets.password(ctx, raw.password)) ?? "";
  const badPassword = signupFormErrors({ ...raw, password }, ["password"]);
  if (badPassword.length > 0) return invalidInput(ctx, badPassword);

  const services = await ctx.services();
  const label = ctx.t("labels.defaultUser");
  let draft: { readonly registerToken: string; readonly accountId: string; readonly nickname: string };
  if (code === null) {
    // The web's login form on "needs-signup": a generated account ID and its default nickname.
    const accountId = raw.accountId ?? valueOf(await services.useCases.accountIds.execute());
    draft = {
      registerToken: raw.registerToken ?? "",
      accountId,
      nickname: defaultNickname(accountId, label),
    };
  } else {
    const verified = await services.useCases.signupVerify.execute({
      ...identity.value,
      authCode: code.value,
      agreed: true,
      defaultUserLabel: label,
    });
    if (!verified.ok) return useCaseFailed(ctx, verified.error);
    draft = verified.value;
  }
  const username = raw.accountId ?? draft.accountId;
  const nickname =
    raw.nickname ?? (raw.accountId === undefined ? draft.nickname : defaultNickname(username, label));

  // As the web app: guestId is kept locally; a flag replaces the kept one.
  const keptGuestId = services.preferences.guestId;
  if (referral.guestId !== undefined) keptGuestId.write(referral.guestId);
  const guestId = keptGuestId.read() ?? undefined;
  services.setAttributionHeaders({
    ...(referral.groupLink === undefined ? {} : { groupLink: referral.groupLink }),
    ...(referral.marketCode === undefined ? {} : { marketCode: referral.marketCode }),
  });
  const signed = await services.useCases.signup.execute({
    registerToken: draft.registerToken,
    identifier: identity.value,
    password,
    confirmPassword: password,
    username,
    nickname,
    ...(guestId === undefined ? {} : { guestId }),
    ...(referral.groupLink === undefined ? {} : { groupLink: referral.groupLink }),
    ...(referral.hicsRoomId === undefined ? {} : { hicsRoomId: referral.hicsRoomId }),
    ...(referral.agentId === undefined ? {} : { agentId: referral.agentId }),
  });
  if (!signed.ok) return signupRefused(ctx, signed.error);
  const data = {
    signedUp: true,
    loggedIn: signed.value.loggedIn,
    username,
    nickname,
    identifier: identityText(identity.value),
    viaRegisterToken: code === null,
    memberId: services.auth.memberId.value,
    stateDir: services.stateDir,
  };
  return success(data, [ctx.t("result.signedUp", { username, nickname, stateDir: services.stateDir })]);
}
