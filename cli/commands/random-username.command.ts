/** `lumen random-username`: the server's generated account ID, as the sign-up form would get it. */
import { success, type Outcome } from "../output/outcome";
import type { CommandContext } from "../runtime/command-context";
import { apiFailed } from "./shared/outcomes";

export async function run(ctx: CommandContext): Promise<Outcome> {
  const { api } = await ctx.services();
  const result = await api.generateRandomUsername();
  if (!result.ok) return apiFailed(ctx, result.error);
  return success({ username: result.value.data }, [result.value.data]);
}
