/**
 * Judges one smoke call against what its check accepts. Pure, so the rules of "pass" are
 * unit-tested without a server. Nothing passes by default: the HTTP status, the content type, the
 * envelope, the business code and (for success) the `data` shape must each be what the contract
 * says; a failure says what was expected and what came back.
 */
import { codeName } from "../../../core/contract/business-codes";
import { driftOf, formatDrift, type Drift } from "../../../core/contract/drift";
import { parseJson } from "../../../core/result/parse-json";
import { Envelope } from "../../../core/sso/sso.schema";
import type { ProbeResult } from "../../../adapters/http/ofetch-http-client";
import type { Expectation, SmokeCheck } from "./smoke-checks";

export type Verdict = "pass" | "fail" | "warn";

/** Why a check failed, named for the reader: the first five are transport classes. */
export type FailureClass =
  | "refused"
  | "dns"
  | "tls"
  | "timeout"
  | "network"
  | "status"
  | "html"
  | "notJson"
  | "shape"
  | "code"
  | "slow"
  | "deadline"
  | "backendDown"
  | "interrupted";

export interface Note {
  /** A key of the `cli` namespace (smoke.*) and its params. */
  readonly key: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

export interface Judgement {
  readonly verdict: Verdict;
  readonly failure: FailureClass | null;
  readonly note: Note | null;
  readonly status: number | null;
  readonly code: number | null;
  /** Where the body differs from the contract (envelope or data). */
  readonly drift: readonly Drift[];
  /** A business code the contract does not document (reported as a warning). */
  readonly unknownCode: boolean;
}

/** How much of a non-JSON body a failure quotes. */
export const BODY_PREVIEW_CHARS = 60;

const preview = (text: string): string => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > BODY_PREVIEW_CHARS ? `${flat.slice(0, BODY_PREVIEW_CHARS)}…` : flat;
};

const looksLikeHtml = (contentType: string, text: string): boolean =>
  /html/i.test(contentType) || /^\s*<(!doctype|html|head|body|\?xml)/i.test(text);

const expectedCodes = (expect: Expectation): readonly number[] =>
  expect.kind === "success" ? [200] : expect.codes;

export function judge(check: SmokeCheck, probe: ProbeResult): Judgement {
  const noDrift: readonly Drift[] = [];
  const base = { drift: noDrift, unknownCode: false };
  if (probe.kind === "transport") {
    return {
      ...base,
      verdict: "fail",
      failure: probe.failure,
      status: null,
      code: null,
      note: { key: `smoke.transport.${probe.failure}`, params: { detail: probe.detail } },
    };
  }
  const { status, contentType, text } = probe;
  const { expect } = check;
  const json = parseJson(text);
  const fail = (failure: FailureClass, note: Note, extra: Partial<Judgement> = {}): Judgement => ({
    ...base,
    verdict: "fail",
    failure,
    note,
    status,
    code: null,
    ...extra,
  });
  const received = { status, contentType: contentType || "-", body: preview(text) };
  if (!json.ok) {
    // A missing /api shows as the site's own page (200) or its 404; an HTML 5xx is a failure on
    // the right path, and asking about /api there sends people the wrong way.
    return looksLikeHtml(contentType, text)
      ? fail("html", {
          key: status >= 500 ? "smoke.htmlServerError" : "smoke.html",
          params: { ...received, expected: expect.statuses.join("/") },
        })
      : fail("notJson", {
          key: "smoke.notJson",
          params: { ...received, expected: expect.statuses.join("/") },
        });
  }
  const envelopeDrift = driftOf(Envelope, json.value);
  if (envelopeDrift.length > 0 || typeof json.value !== "object" || json.value === null) {
    return fail(
      "shape",
      { key: "smoke.shape", params: { status, drift: envelopeDrift.map(formatDrift).join("; ") } },
      { drift: envelopeDrift },
    );
  }
  const envelope = json.value;
  const code = Reflect.get(envelope, "code");
  const numericCode = typeof code === "number" ? code : null;
  const unknownCode = numericCode !== null && codeName(numericCode) === undefined;
  const accepted = expectedCodes(expect);
  const statusOk = expect.statuses.includes(status);
  const codeOk = numericCode !== null && accepted.includes(numericCode);
  if (!statusOk || !codeOk) {
    return fail(
      statusOk ? "code" : "status",
      {
        key: "smoke.unexpected",
        params: {
          expectedStatus: expect.statuses.join("/"),
          expectedCodes: accepted.join("/"),
          status,
          code: numericCode ?? "-",
          name: numericCode === null ? "-" : (codeName(numericCode) ?? "?"),
        },
      },
      { code: numericCode, unknownCode },
    );
  }
  if (expect.kind === "success") {
    const dataDrift = driftOf(check.endpoint.data, Reflect.get(envelope, "data"), "data");
    if (dataDrift.length > 0) {
      return fail(
        "shape",
        { key: "smoke.shape", params: { status, drift: dataDrift.map(formatDrift).join("; ") } },
        { drift: dataDrift, code: numericCode },
      );
    }
  }
  return { ...base, verdict: "pass", failure: null, note: null, status, code: numericCode, unknownCode };
}
