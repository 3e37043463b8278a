/** `lumen random-username`: the server's generated account ID, as it answers (failures included). */
import { serverText } from "../output/terminal-text";
import { success, type Outcome } from "../output/outcome";
import type { CommandContext } from "../runtime/command-context";
import { useCaseFailed } from "./shared/outcomes";

export async function run(ctx: CommandContext): Promise<Outcome> {
  const { randomUsername } = (await ctx.services()).useCases;
  const result = await randomUsername.execute();
  if (!result.ok) return useCaseFailed(ctx, result.error);
  return success({ username: result.value }, [serverText(result.value)]);
}
