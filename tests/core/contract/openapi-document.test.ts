import { Validator } from "@seriousme/openapi-schema-validator";
import * as Schema from "effect/Schema";
import { describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "../../../core/contract/openapi-document";
import { SSO_ENDPOINTS } from "../../../core/contract/sso-endpoints";
import { CONTRACT_LOCALES } from "../../../core/contract/message-lookup";
import { englishMessage } from "../../../server/simulator/routes/contract-messages";

const build = (
  endpoints: typeof SSO_ENDPOINTS | Record<string, (typeof SSO_ENDPOINTS)[keyof typeof SSO_ENDPOINTS]>,
) => buildOpenApiDocument({ endpoints, english: englishMessage, locales: CONTRACT_LOCALES });

const Operation = Schema.Struct({
  operationId: Schema.String,
  "x-business-codes": Schema.Array(Schema.Struct({ code: Schema.Number, meaning: Schema.String })),
});
const Document = Schema.Struct({
  paths: Schema.Record(Schema.String, Schema.Record(Schema.String, Operation)),
  "x-error-catalogue": Schema.Array(
    Schema.Struct({
      code: Schema.Number,
      meaning: Schema.String,
      flows: Schema.Record(Schema.String, Schema.Unknown),
    }),
  ),
});

describe("the OpenAPI document generated from the contract", () => {
  it("is a valid OpenAPI 3.1 document for the official schema", async () => {
    const result = await new Validator().validate(structuredClone(build(SSO_ENDPOINTS)));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("has one operation per contract call, with every documented code explained in English", () => {
    const doc = Schema.decodeUnknownSync(Document)(build(SSO_ENDPOINTS));
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ path, method, op })),
    );
    expect(operations.map((o) => o.op.operationId).sort()).toEqual(Object.keys(SSO_ENDPOINTS).sort());
    for (const [name, e] of Object.entries(SSO_ENDPOINTS)) {
      expect(doc.paths[e.path]?.[e.method.toLowerCase()]?.operationId).toBe(name);
    }
    const login = doc.paths[SSO_ENDPOINTS.loginByEmail.path]?.["post"];
    expect(login?.["x-business-codes"]).toContainEqual({ code: 10002, meaning: "Wrong password" });
    for (const o of operations)
      for (const c of o.op["x-business-codes"]) expect(c.meaning).not.toMatch(/^\d+$/);
  });

  it("carries the error catalogue: the reaction of each flow and its message keys", () => {
    const doc = Schema.decodeUnknownSync(Document)(build(SSO_ENDPOINTS));
    const locked = doc["x-error-catalogue"].find((e) => e.code === 10024);
    expect(locked?.meaning).toMatch(/locked/i);
    expect(locked?.flows["login"]).toEqual({
      reaction: "account-locked",
      messageKeys: ["errors:accountLocked", "errors:accountLockedBody"],
    });
    const wrongPassword = doc["x-error-catalogue"].find((e) => e.code === 10002);
    expect(wrongPassword?.flows["login"]).toEqual({
      reaction: "clear-field",
      field: "password",
      messageKeys: ["errors:loginFailed", "errors:wrongPassword"],
    });
    expect(doc["x-error-catalogue"].find((e) => e.code === 10008)?.flows["generic"]).toMatchObject({
      reaction: "logout",
    });
  });

  it("follows the Schemas: a renamed response field changes the document", () => {
    const before = JSON.stringify(build(SSO_ENDPOINTS));
    const changed = {
      ...SSO_ENDPOINTS,
      androidVersion: {
        ...SSO_ENDPOINTS.androidVersion,
        data: Schema.Struct({ versionLabel: Schema.String }),
      },
    };
    const after = JSON.stringify(build(changed));
    expect(after).not.toBe(before);
    expect(before).toContain('"versionName"');
    expect(after).toContain('"versionLabel"');
  });
});
