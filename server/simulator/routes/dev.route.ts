import * as Schema from "effect/Schema";
import { emailIdentifier, phoneIdentifier } from "../domain/identifier";
import { CODES } from "../domain/response-codes";
import { FaultRuleInput, MAX_FAULT_RULES, faultRules } from "../dev/fault-rule.schema";
import { RuntimeConfigPatch, applyPatch } from "../dev/runtime-config";
import type { Account } from "../state/account-store";
import { ok, type ApiReply, type ApiRequest } from "./api-request";
import { BAD_REQUEST, decodeInput, fail } from "./replies";
import { STORAGE_FAILED } from "./attempt-limits";

/*
 * Developer and test controls. They exist only in this local server (never in the web build) and
 * are switched off when the server proxies to a real backend.
 */

const OutboxQuery = Schema.Struct({ to: Schema.optional(Schema.String) });

/** Plain JSON array (no envelope) so shell scripts can `jq '.[0].code'`. */
export function outbox(req: ApiRequest): ApiReply {
  const query = decodeInput(OutboxQuery, req.query);
  if (!query.ok) return fail(req, query.failure);
  return { status: 200, body: req.state.outbox.list(query.value.to) };
}

export function setFaults(req: ApiRequest): ApiReply {
  const body = decodeInput(FaultRuleInput, req.body);
  if (!body.ok) return fail(req, body.failure);
  if (!req.state.faults.add(faultRules(body.value)))
    return fail(req, { ...BAD_REQUEST, data: { detail: `at most ${MAX_FAULT_RULES} fault rules at once` } });
  return ok(req, req.state.faults.list());
}

export function clearFaults(req: ApiRequest): ApiReply {
  req.state.faults.clear();
  return ok(req, []);
}

export function listFaults(req: ApiRequest): ApiReply {
  return ok(req, req.state.faults.list());
}

export function setConfig(req: ApiRequest): ApiReply {
  const body = decodeInput(RuntimeConfigPatch, req.body);
  if (!body.ok) return fail(req, body.failure);
  applyPatch(req.state.config, body.value);
  return getConfig(req);
}

export function getConfig(req: ApiRequest): ApiReply {
  const { registrationType, fingerprintProxy404, adminDomains, callbackOrigins } = req.state.config;
  return ok(req, {
    registrationType,
    fingerprintProxy404,
    adminDomains: adminDomains ?? null,
    callbackOrigins: callbackOrigins ?? null,
  });
}

const AccountSelector = Schema.Struct({
  username: Schema.optional(Schema.String),
  memberId: Schema.optional(Schema.Union([Schema.String, Schema.Number])),
  email: Schema.optional(Schema.String),
  country: Schema.optional(Schema.String),
  phone: Schema.optional(Schema.String),
});

/** Dev inputs are plain text (no field encoding): they come from curl and tests. */
function findAccount(req: ApiRequest, selector: typeof AccountSelector.Type): Account | undefined {
  const { accounts } = req.state;
  if (selector.username) return accounts.byUsername(selector.username);
  if (selector.memberId !== undefined) return accounts.byMemberId(String(selector.memberId));
  if (selector.email) {
    const id = emailIdentifier(selector.email);
    return id ? accounts.byIdentifier(id) : undefined;
  }
  if (selector.phone) {
    const id = phoneIdentifier(selector.country ?? "CN", selector.phone);
    return id ? accounts.byIdentifier(id) : undefined;
  }
  return undefined;
}

/** Marks an account deleted (login then answers 10019) and ends its sessions. */
export async function deleteAccount(req: ApiRequest): Promise<ApiReply> {
  const body = decodeInput(AccountSelector, req.body);
  if (!body.ok) return fail(req, body.failure);
  const account = findAccount(req, body.value);
  if (!account) return fail(req, { code: CODES.accountNotFound, key: "accountNotFound" });
  const [saved, ended] = await Promise.all([
    req.state.accounts.update(account.id, (a) => ({ ...a, deleted: true })),
    req.state.sessions.revokeAll(account.id),
  ]);
  if (!saved || !ended) return fail(req, STORAGE_FAILED);
  return ok(req, { memberId: account.memberId, username: account.username, deleted: true });
}

const ApproveBody = Schema.Struct({
  ...AccountSelector.fields,
  role: Schema.Literals(["blogger", "streamer"]),
});

/** Stands in for the back-office review: marks the member's application for a role approved. */
export async function approveCreator(req: ApiRequest): Promise<ApiReply> {
  const body = decodeInput(ApproveBody, req.body);
  if (!body.ok) return fail(req, body.failure);
  const account = findAccount(req, body.value);
  if (!account) return fail(req, { code: CODES.accountNotFound, key: "accountNotFound" });
  const role = body.value.role;
  const previous = account.applications[role];
  const now = new Date(req.state.options.clock.now()).toISOString();
  const saved = await req.state.accounts.setApplication(account.id, role, {
    status: "approved",
    email: previous?.email ?? account.email ?? "",
    creativeField: previous?.creativeField ?? [],
    reason: previous?.reason ?? "",
    affect: previous?.affect ?? "",
    submittedAt: previous?.submittedAt ?? now,
  });
  if (!saved) return fail(req, STORAGE_FAILED);
  return ok(req, { role, status: "approved" });
}

const LastSignupQuery = Schema.Struct({ username: Schema.optional(Schema.String) });

/** The last sign-up's body (password left out), headers and decoded referral; null before any. */
export function lastSignup(req: ApiRequest): ApiReply {
  const query = decodeInput(LastSignupQuery, req.query);
  if (!query.ok) return fail(req, query.failure);
  return ok(req, req.state.signups.last(query.value.username));
}
