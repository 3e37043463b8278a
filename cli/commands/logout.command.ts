/** `lumen logout`: the web's logout (FLOW-SESSION-5: removes the token); succeeds when already logged out. */
import { success, type Outcome } from "../output/outcome";
import type { CommandContext } from "../runtime/command-context";

export async function run(ctx: CommandContext): Promise<Outcome> {
  const {
    auth,
    useCases: { logout },
  } = await ctx.services();
  const wasLoggedIn = auth.token.value !== null;
  await logout.execute();
  return success({ loggedOut: true, wasLoggedIn }, [
    ctx.t(wasLoggedIn ? "result.loggedOut" : "result.notLoggedInAnyway"),
  ]);
}
