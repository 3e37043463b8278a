import {
  CreatorApplicationBody as ApplicationBody,
  CreatorStatusQuery as StatusQuery,
} from "../../../core/contract/sso-requests.schema";
import type { CreatorApplicationStatus, CreatorRole } from "../../../core/sso/sso.schema";
import { CODES, type Failure } from "../domain/response-codes";
import { isValidEmail } from "../domain/validation";
import { ok, type ApiReply, type ApiRequest } from "./api-request";
import { authenticate } from "./authenticate";
import { readSensitive } from "./field-codec";
import { BAD_REQUEST, decodeInput, fail } from "./replies";
import { STORAGE_FAILED } from "./attempt-limits";

/** 1000 is the longer of the two limits VAL-CREATOR-2 gives (English texts); the client enforces its own. */
const MAX_TEXT = 1000;

function alreadyFailure(role: CreatorRole): Failure {
  return role === "streamer"
    ? { code: CODES.isStreamer, key: "isStreamer" }
    : { code: CODES.isBlogger, key: "isBlogger" };
}

export async function submitApplication(req: ApiRequest): Promise<ApiReply> {
  const auth = authenticate(req);
  if ("failure" in auth) return fail(req, auth.failure);
  const body = decodeInput(ApplicationBody, req.body);
  if (!body.ok) return fail(req, body.failure);
  const { role, creativeField, reason, affect } = body.value;
  if (auth.account.applications[role]?.status === "approved") return fail(req, alreadyFailure(role));
  // `email` is a sensitive field: encoded per X-Field-Encoding like everywhere else.
  const email = readSensitive(req, body.value.email);
  if (email === undefined) return fail(req, BAD_REQUEST);
  if (!isValidEmail(email.trim())) return fail(req, { code: CODES.emailFormatError, key: "emailFormat" });
  const fields = creativeField.map((f) => f.trim()).filter((f) => f !== "");
  const tooLong = reason.length > MAX_TEXT || affect.length > MAX_TEXT;
  if (fields.length === 0 || reason.trim() === "" || affect.trim() === "" || tooLong)
    return fail(req, BAD_REQUEST);
  const saved = await req.state.accounts.setApplication(auth.account.id, role, {
    status: "reviewing",
    email: email.trim(),
    creativeField: fields,
    reason,
    affect,
    submittedAt: new Date(req.state.options.clock.now()).toISOString(),
  });
  if (!saved) return fail(req, STORAGE_FAILED);
  const data: CreatorApplicationStatus = { role, status: "reviewing" };
  return ok(req, data, "applicationSubmitted");
}

export function applicationStatus(req: ApiRequest): ApiReply {
  const auth = authenticate(req);
  if ("failure" in auth) return fail(req, auth.failure);
  const query = decodeInput(StatusQuery, req.query);
  if (!query.ok) return fail(req, query.failure);
  const role = query.value.role;
  const data: CreatorApplicationStatus = { role, status: auth.account.applications[role]?.status ?? "none" };
  return ok(req, data);
}
