/** `lumen announcements`: public announcements, in the server's order. */
import { success, type Outcome } from "../output/outcome";
import type { CommandContext } from "../runtime/command-context";
import { useCaseFailed } from "./shared/outcomes";

export async function run(ctx: CommandContext): Promise<Outcome> {
  const { announcements } = (await ctx.services()).useCases;
  const result = await announcements.execute();
  if (!result.ok) return useCaseFailed(ctx, result.error);
  const list = result.value;
  const lines =
    list.length === 0
      ? [ctx.t("result.announcementsEmpty")]
      : list.map((a) => `[${a.id}] ${a.createdAt ?? ""} ${a.title}`.replace(/\s+/g, " ").trim());
  return success({ announcements: list }, lines);
}
