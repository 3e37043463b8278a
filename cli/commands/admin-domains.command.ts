/**
 * `lumen admin-domains [--probe]`: the admin domains; with --probe, the host entrance's pick (the
 * first domain, in the server's order, whose /favicon.ico answers), found by the same use-case the
 * web's host entrance runs.
 */
import { serverText } from "../output/terminal-text";
import * as Option from "effect/Option";
import * as Schema from "effect/Schema";
import { decodeArg, OptionalFlag } from "../args/decode-arg";
import { failure, success, type Outcome } from "../output/outcome";
import type { CommandContext } from "../runtime/command-context";
import { usage, useCaseFailed } from "./shared/outcomes";

const Raw = Schema.Struct({ probe: OptionalFlag });

export async function run(ctx: CommandContext, options: Readonly<Record<string, unknown>>): Promise<Outcome> {
  const decoded = decodeArg(Raw, { probe: options["probe"] });
  if (Option.isNone(decoded)) return usage(ctx, { key: "usage.generic", params: { detail: "--probe" } });
  const { adminDomains, hostEntrance } = (await ctx.services()).useCases;
  const listed = await adminDomains.execute();
  if (!listed.ok) return useCaseFailed(ctx, listed.error);
  const { domains, origins } = listed.value;
  const lines = domains.length === 0 ? [ctx.t("result.adminDomainsEmpty")] : domains.map(serverText);
  if (decoded.value.probe !== true) return success({ domains, origins }, lines);

  const entrance = await hostEntrance.execute();
  if (entrance.ok) {
    const reachable = entrance.value.callback;
    return success({ domains, origins, reachable }, [
      ...lines,
      ctx.t("result.reachable", { domain: reachable }),
    ]);
  }
  if (entrance.error.kind === "no-admin-domain") {
    // Nothing answered: that is a network-level finding about these domains.
    return failure(
      { kind: "network", message: `${ctx.t("result.noneReachable")} ${ctx.t(entrance.error.key)}` },
      {
        data: { domains, origins, reachable: null },
        lines,
      },
    );
  }
  return useCaseFailed(ctx, entrance.error);
}
