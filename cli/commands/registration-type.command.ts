/** `lumen registration-type`: 1 phone only, 2 email only, 3 both (FLOW-REGTYPE-1). */
import { success, type Outcome } from "../output/outcome";
import type { CommandContext } from "../runtime/command-context";
import { useCaseFailed } from "./shared/outcomes";

const LABEL = { 1: "result.way.phone", 2: "result.way.email", 3: "result.way.both" } as const;

export async function run(ctx: CommandContext): Promise<Outcome> {
  const { registrationType } = (await ctx.services()).useCases;
  const result = await registrationType.execute();
  if (!result.ok) return useCaseFailed(ctx, result.error);
  const { type, ways } = result.value;
  return success({ type, ways }, [ctx.t("result.registrationType", { ways: ctx.t(LABEL[type]) })]);
}
