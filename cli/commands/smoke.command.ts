/**
 * `lumen smoke [--write --email E --phone N --country C]`: one call per API-CALLS-1 endpoint with the
 * app's own headers and field encoding, each judged against the envelope schema; a table (or with
 * --json the same rows as data). Exit 0 only when every non-optional check passes, 6 otherwise.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import * as Option from "effect/Option";
import * as Schema from "effect/Schema";
import { checkCountry } from "../args/country";
import { decodeArg, OptionalFlag, OptionalText } from "../args/decode-arg";
import { failure, success, type Outcome } from "../output/outcome";
import { renderTable } from "../output/table";
import type { CommandContext } from "../runtime/command-context";
import { readOnlyChecks, writeChecks, type SmokeCheck } from "./smoke/smoke-checks";
import { junitXml } from "./smoke/junit-report";
import { judge, type Verdict } from "./smoke/smoke-verdict";
import { invalidInput, usage } from "./shared/outcomes";
import { validateEmail } from "../../core/validation/email.rule";
import { validatePhoneOrAccount } from "../../core/validation/login-account.rule";
import type { ValidationError } from "../../core/validation/validation-error";

const Raw = Schema.Struct({
  write: OptionalFlag,
  email: OptionalText,
  phone: OptionalText,
  country: OptionalText,
  junit: OptionalText,
});

export interface SmokeRow {
  readonly endpoint: string;
  readonly method: string;
  readonly path: string;
  readonly status: number | null;
  readonly code: number | null;
  readonly latencyMs: number;
  readonly verdict: Verdict;
  readonly note: string | null;
}

export async function run(ctx: CommandContext, options: Readonly<Record<string, unknown>>): Promise<Outcome> {
  const decoded = decodeArg(Raw, {
    write: options["write"],
    email: options["email"],
    phone: options["phone"],
    country: options["country"],
    junit: options["junit"],
  });
  if (Option.isNone(decoded)) return usage(ctx, { key: "usage.writeNeedsIdentity" });
  const raw = decoded.value;
  const write = raw.write === true;
  if (write && raw.email === undefined && raw.phone === undefined)
    return usage(ctx, { key: "usage.writeNeedsIdentity" });

  // The identities are checked with the app's rules before anything is sent to them.
  const problems: ValidationError[] = [];
  let email: string | undefined;
  let phone: string | undefined;
  const country = checkCountry(raw.country);
  if (!country.ok) problems.push(country.error);
  if (raw.email !== undefined) {
    const checked = validateEmail(raw.email);
    if (checked.ok) email = checked.value;
    else problems.push(checked.error);
  }
  if (raw.phone !== undefined && country.ok) {
    const checked = validatePhoneOrAccount(raw.phone, country.value);
    if (checked.ok) phone = checked.value;
    else problems.push(checked.error);
  }
  if (problems.length > 0) return invalidInput(ctx, problems);

  const nonce = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const checks: SmokeCheck[] = [
    ...readOnlyChecks(nonce),
    ...(write ? writeChecks({ email, phone, country: country.ok ? country.value : "CN" }) : []),
  ];

  const { http } = await ctx.services();
  const rows: SmokeRow[] = [];
  // One after another: latencies stay comparable and a shared server is not hammered.
  for (const check of checks) {
    const call = await http.rawCall(check.method, check.path, check.payload);
    const judged = judge(check.expect, call, check.optional === true);
    const optionalNote =
      check.optional === true && judged.verdict === "warn" ? ` (${ctx.t("smoke.optional")})` : "";
    rows.push({
      endpoint: `${check.method} ${check.path}`,
      method: check.method,
      path: check.path,
      status: call.status,
      code: call.envelope?.code ?? null,
      latencyMs: Math.round(call.latencyMs),
      verdict: judged.verdict,
      note: judged.note === null ? null : `${ctx.t(judged.note.key, judged.note.params)}${optionalNote}`,
    });
  }

  const passed = rows.filter((r) => r.verdict === "pass").length;
  const failed = rows.filter((r) => r.verdict === "fail").length;
  const warned = rows.filter((r) => r.verdict === "warn").length;
  const { t } = ctx;
  const table = renderTable(
    [
      { header: t("smoke.endpoint") },
      { header: t("smoke.status"), align: "right" },
      { header: t("smoke.code"), align: "right" },
      { header: t("smoke.latency"), align: "right" },
      { header: t("smoke.verdict") },
      { header: t("smoke.note") },
    ],
    rows.map((r) => [
      r.endpoint,
      r.status === null ? "-" : String(r.status),
      r.code === null ? "-" : String(r.code),
      String(r.latencyMs),
      t(`smoke.${r.verdict}`),
      r.note ?? "",
    ]),
  );
  const summary = t("smoke.summary", { passed, failed, warned, baseUrl: ctx.globals.baseUrl });
  const lines = [...table, "", summary, ...(write ? [] : [t("smoke.skippedWrite")])];
  let junit: string | null = null;
  if (raw.junit !== undefined) {
    junit = path.resolve(raw.junit);
    const xml = junitXml({
      suite: "lumen smoke",
      baseUrl: ctx.globals.baseUrl,
      timestamp: new Date().toISOString(),
      cases: rows,
    });
    try {
      writeFileSync(junit, xml, "utf8");
    } catch (error) {
      return failure({
        kind: "internal",
        message: t("smoke.junitWriteFailed", { file: junit, reason: String(error) }),
      });
    }
    lines.push(t("smoke.junitWritten", { file: junit }));
  }
  const data = { baseUrl: ctx.globals.baseUrl, write, passed, failed, warned, checks: rows, junit };
  return failed === 0
    ? success(data, lines)
    : failure({ kind: "smokeFailed", failed, message: summary }, { data, lines });
}
