/** `lumen countries`: the region list offered for phone numbers (what the sign-up selector shows). */
import { renderTable } from "../output/table";
import { success, type Outcome } from "../output/outcome";
import type { CommandContext } from "../runtime/command-context";
import { useCaseFailed } from "./shared/outcomes";

export async function run(ctx: CommandContext): Promise<Outcome> {
  const { countries: useCase } = (await ctx.services()).useCases;
  const result = await useCase.execute({ includeOther: false, locale: ctx.globals.lang });
  if (!result.ok) return useCaseFailed(ctx, result.error);
  const { countries } = result.value;
  const table = renderTable(
    [{ header: "region" }, { header: "+", align: "right" }, { header: "name" }],
    countries.map((c) => [c.regionCode, c.countryCode, c.countryName]),
  );
  return success({ countries }, [...table, "", ctx.t("result.countries", { count: countries.length })]);
}
