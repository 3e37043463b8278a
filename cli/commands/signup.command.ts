/**
 * `lumen signup --email E | --phone N [--country C] [--code C] [--password P] [--account-id ID] [--nickname N]`
 * The web's flow, use-case by use-case: signup-verify (code → register token + generated account
 * ID), then signup (register, store the session). Running the command is taken as ticking the
 * agreement box. Without --code on a terminal, the code is sent first and then asked for.
 * The account ID, password and nickname are checked with the core rules *before* the code is
 * spent, so a typo never burns a register token.
 */
import * as Option from "effect/Option";
import * as Schema from "effect/Schema";
import { defaultNickname } from "../../core/rules/default-nickname";
import { STORAGE_KEYS } from "../../core/storage/storage-keys";
import { validateAccountId } from "../../core/validation/account-id.rule";
import { validateNickname } from "../../core/validation/nickname.rule";
import { validatePassword } from "../../core/validation/password.rule";
import type { ValidationError } from "../../core/validation/validation-error";
import { decodeArg, OptionalText } from "../args/decode-arg";
import { decodeIdentity, identityText } from "../args/identity-args";
import { failure, success, type Outcome } from "../output/outcome";
import type { CommandContext } from "../runtime/command-context";
import { identityProblem, invalidInput, usage, useCaseFailed } from "./shared/outcomes";
import * as secrets from "./shared/secrets";
import { obtainCode } from "./shared/obtain-code";

const Raw = Schema.Struct({
  code: OptionalText,
  password: OptionalText,
  accountId: OptionalText,
  nickname: OptionalText,
});

export async function run(ctx: CommandContext, options: Readonly<Record<string, unknown>>): Promise<Outcome> {
  const decoded = decodeArg(Raw, {
    code: options["code"],
    password: options["password"],
    accountId: options["accountId"],
    nickname: options["nickname"],
  });
  if (Option.isNone(decoded)) return usage(ctx, { key: "usage.oneIdentity" });
  const raw = decoded.value;
  const identity = decodeIdentity(options);
  if (!identity.ok) return identityProblem(ctx, identity.error);

  // Checks that need no server, done before anything is sent or asked.
  const early: ValidationError[] = [];
  if (raw.accountId !== undefined) {
    const id = validateAccountId(raw.accountId);
    if (!id.ok) early.push(id.error);
  }
  if (raw.nickname !== undefined) {
    const nick = validateNickname(raw.nickname);
    if (!nick.ok) early.push(nick.error);
  }
  if (raw.password !== undefined) {
    const pw = validatePassword(raw.password);
    if (!pw.ok) early.push(pw.error);
  }
  if (early.length > 0) return invalidInput(ctx, early);

  const code = await obtainCode(ctx, raw.code, identity.value, "register");
  if (!code.ok) return code.outcome;
  const password = (await secrets.password(ctx, raw.password)) ?? "";
  const checkedPassword = validatePassword(password);
  if (!checkedPassword.ok) return invalidInput(ctx, [checkedPassword.error]);

  const services = await ctx.services();
  const label = ctx.t("labels.defaultUser");
  const verified = await services.useCases.signupVerify.execute({
    ...identity.value,
    authCode: code.value,
    agreed: true,
    defaultUserLabel: label,
  });
  if (!verified.ok) return useCaseFailed(ctx, verified.error);
  const draft = verified.value;
  const username = raw.accountId ?? draft.accountId;
  const nickname =
    raw.nickname ?? (raw.accountId === undefined ? draft.nickname : defaultNickname(username, label));

  const guestId = services.store.get(STORAGE_KEYS.guestId) ?? undefined;
  const signed = await services.useCases.signup.execute({
    registerToken: draft.registerToken,
    identifier: identity.value,
    password,
    confirmPassword: password,
    username,
    nickname,
    ...(guestId === undefined ? {} : { guestId }),
  });
  if (!signed.ok) {
    const f = signed.error;
    if (f.kind === "no-register-token") return failure({ kind: "malformed", message: ctx.t(f.key) });
    if (f.kind === "no-identifier") return usage(ctx, { key: "usage.oneIdentity" });
    const outcome = useCaseFailed(ctx, f);
    return "suggestedAccountId" in f && f.suggestedAccountId !== undefined && !outcome.ok
      ? failure(outcome.failure, { data: { suggestedAccountId: f.suggestedAccountId } })
      : outcome;
  }
  const data = {
    signedUp: true,
    loggedIn: signed.value.loggedIn,
    username,
    nickname,
    identifier: identityText(identity.value),
    memberId: services.auth.memberId.value,
    stateDir: services.stateDir,
  };
  return success(data, [ctx.t("result.signedUp", { username, nickname, stateDir: services.stateDir })]);
}
