/** Password and code inputs shared by login, signup, forgot and unlock. */
import { resolveSecret } from "../../runtime/secret-input";
import type { CommandContext } from "../../runtime/command-context";

export const PASSWORD_ENV = "LUMEN_PASSWORD";
export const CODE_ENV = "LUMEN_CODE";

export function password(
  ctx: CommandContext,
  flag: string | undefined,
  questionKey = "prompt.password",
): Promise<string | null> {
  return resolveSecret(
    { flag, envName: PASSWORD_ENV, question: ctx.t(questionKey), hidden: true },
    ctx.env,
    ctx.prompter,
  );
}

export function code(ctx: CommandContext, flag: string | undefined): Promise<string | null> {
  return resolveSecret(
    { flag, envName: CODE_ENV, question: ctx.t("prompt.code"), hidden: false },
    ctx.env,
    ctx.prompter,
  );
}
