/** `lumen android-version`: the latest Android build the server advertises. */
import { serverText } from "../output/terminal-text";
import { success, type Outcome } from "../output/outcome";
import type { CommandContext } from "../runtime/command-context";
import { useCaseFailed } from "./shared/outcomes";

export async function run(ctx: CommandContext): Promise<Outcome> {
  const { androidVersion } = (await ctx.services()).useCases;
  const result = await androidVersion.execute();
  if (!result.ok) return useCaseFailed(ctx, result.error);
  const v = result.value;
  const lines = [ctx.t("result.androidVersion", { versionName: v.versionName })];
  if (v.downloadUrl) lines.push(serverText(v.downloadUrl));
  return success({ version: v }, lines);
}
