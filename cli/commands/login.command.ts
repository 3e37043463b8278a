/**
 * `lumen login`: every login tab of the web app through the same LoginUseCase, which also stores
 * the session (token head + token) in the state folder exactly as the web stores it in localStorage.
 *   --email E --password P            email + password
 *   --phone N [--country C] --password P   phone + password
 *   --phone N [--country C] --code 123456  phone + SMS code (--sms: send the code, then ask)
 *   --account ID --password P [--assistant]  account login (country "other")
 *   --host                            host (stream administrator) login
 */
import * as Option from "effect/Option";
import * as Schema from "effect/Schema";
import type { LoginCredentials } from "../../core/auth/login.use-case";
import { ACCOUNT_COUNTRY } from "../../core/validation/phone.rule";
import { checkCountry } from "../args/country";
import { decodeArg, OptionalFlag, OptionalText } from "../args/decode-arg";
import { failure, success, type Outcome } from "../output/outcome";
import type { CommandContext } from "../runtime/command-context";
import { obtainCode } from "./shared/obtain-code";
import { invalidInput, usage, useCaseFailed } from "./shared/outcomes";
import * as secrets from "./shared/secrets";

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

  let credentials: LoginCredentials;
  if (way === "phone") {
    const country = checkCountry(raw.country, true);
    if (!country.ok) return invalidInput(ctx, [country.error]);
    const phone = raw.phone ?? "";
    if (byCode) {
      // The SMS-code tab: without --code, the server texts one (purpose "login") and we ask for it.
      const authCode = await obtainCode(
        ctx,
        raw.code,
        { channel: "phone", country: country.value, phone },
        "login",
      );
      if (!authCode.ok) return authCode.outcome;
      credentials = { mode: "phone-code", country: country.value, phone, authCode: authCode.value };
    } else {
      credentials = {
        mode: "phone-password",
        country: country.value,
        phone,
        password: (await secrets.password(ctx, raw.password)) ?? "",
      };
    }
  } else if (way === "email") {
    credentials = {
      mode: "email-password",
      email: raw.email ?? "",
      password: (await secrets.password(ctx, raw.password)) ?? "",
    };
  } else {
    const password = (await secrets.password(ctx, raw.password)) ?? "";
    const account = raw.account ?? "";
    credentials =
      raw.assistant === true
        ? { mode: "assistant", account, password }
        : { mode: "phone-password", country: ACCOUNT_COUNTRY, phone: account, password };
  }

  const {
    useCases: { login },
    stateDir,
  } = await ctx.services();
  const result = await login.execute({ ...credentials, ...(raw.host === true ? { host: true } : {}) });
  if (!result.ok) return useCaseFailed(ctx, result.error);
  if (result.value.kind === "needs-signup") {
    return failure({
      kind: "server",
      code: 200,
      message: ctx.t("failure.needsSignup"),
      reaction: "needs-signup",
    });
  }
  const data = {
    loggedIn: true,
    mode: credentials.mode,
    host: raw.host === true,
    memberId: result.value.memberId,
    stateDir,
  };
  return success(data, [ctx.t("result.loggedIn", { stateDir })]);
}
