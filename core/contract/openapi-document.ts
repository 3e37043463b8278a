/**
 * The OpenAPI 3.1 document of the contract, generated from the Effect Schemas (effect's JSON Schema
 * support) and the tables beside this file, never written by hand: the local server serves it at
 * /api/openapi.json, the build writes it to dist/contract/, `lumen contract` prints it. Pure: the
 * English texts come in as a lookup, so core reads no locale file.
 */
import * as JsonSchema from "effect/JsonSchema";
import * as Schema from "effect/Schema";
import { Envelope } from "../sso/sso.schema";
import { CONTRACT_CODES, codeName, meaningKeyOf } from "./business-codes";
import { CONTRACT_VERSION } from "./contract-version";
import { errorCatalogueData } from "./error-catalogue-data";
import { HEADER_ENCODING_MARKER } from "./header-value";
import { documentedCodes, type SsoEndpoint } from "./sso-endpoints";
import { COMMON_HEADERS, HEADERS, HEADER_RULES, type HeaderId } from "./wire-headers";

type Json = { readonly [key: string]: unknown };

export interface OpenApiInput {
  readonly endpoints: Readonly<Record<string, SsoEndpoint>>;
  /** English text of a `namespace:key` message key (locales/en-US), or undefined when missing. */
  readonly english: (key: string) => string | undefined;
  /** Locales whose files hold the same keys, listed for backend teams. */
  readonly locales: readonly string[];
}

/** JSON Schema of one Effect Schema, as OpenAPI 3.1 wants it; named definitions go to `definitions`. */
function jsonSchemaOf(schema: Schema.Constraint, definitions: Record<string, unknown>): Json {
  const document = Schema.toJsonSchemaDocument(schema);
  const openApi = JsonSchema.toMultiDocumentOpenApi3_1({
    dialect: "draft-2020-12",
    schemas: [document.schema],
    definitions: document.definitions,
  });
  for (const [name, definition] of Object.entries(openApi.definitions)) definitions[name] = tidy(definition);
  return tidyObject(openApi.schemas[0]);
}

/**
 * effect's JSON Schema of a Number also admits the strings "Infinity", "-Infinity" and "NaN" (its
 * own encoding of non-finite numbers); JSON has no such numbers and no client sends them.
 */
const NON_FINITE = JSON.stringify({ type: "string", enum: ["Infinity", "-Infinity", "NaN"] });

const isJson = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `{ "type": "string" }` or `{ "type": ["string", "null"] }` and nothing else. */
const typesOf = (schema: unknown): readonly string[] | null => {
  if (!isJson(schema) || Object.keys(schema).length !== 1) return null;
  const type = schema["type"];
  if (typeof type === "string") return [type];
  return Array.isArray(type) && type.every((t) => typeof t === "string") ? type : null;
};

/**
 * The schema as a reader wants it: numbers are numbers (no non-finite strings), each alternative
 * of an `anyOf` once, an alternative that admits anything makes the whole union anything, and a
 * union of bare types is one `type` list (`["string", "null"]`: nullable, said once).
 */
function tidy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(tidy);
  return isJson(value) ? tidyObject(value) : value;
}

function tidyObject(value: Json): Json {
  const node: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) node[key] = tidy(child);
  const anyOf = node["anyOf"];
  if (!Array.isArray(anyOf)) return node;
  const seen = new Set<string>();
  const kept: unknown[] = [];
  for (const item of anyOf) {
    const key = JSON.stringify(item);
    if (key === NON_FINITE || seen.has(key)) continue;
    seen.add(key);
    kept.push(item);
  }
  const rest = Object.fromEntries(Object.entries(node).filter(([key]) => key !== "anyOf"));
  if (kept.some((item) => isJson(item) && Object.keys(item).length === 0)) return rest;
  const [only] = kept;
  if (kept.length === 1 && isJson(only)) return { ...rest, ...only };
  const types = kept.map(typesOf);
  if (types.every((t) => t !== null)) return { ...rest, type: [...new Set(types.flat())] };
  return { ...rest, anyOf: kept };
}

const meaning = (input: OpenApiInput, code: number): string =>
  input.english(`server:${meaningKeyOf(code) ?? ""}`) ?? codeName(code) ?? String(code);

function headerParameter(id: HeaderId): Json {
  const rule = HEADER_RULES[id];
  const encoding = rule.pctEncoded
    ? ` Visitor input: a value that is not plain URL-safe ASCII is sent as "${HEADER_ENCODING_MARKER}" + encodeURIComponent(value) (UTF-8); decode it with decodeURIComponent.`
    : "";
  return {
    name: HEADERS[id],
    in: "header",
    required: false,
    description: `Sent on ${rule.when}.${encoding}`,
    schema: { type: "string" },
    example: rule.example,
  };
}

/** Query parameters this project added to SPEC §7's calls, and why. */
const PARAMETER_EXTENSIONS: Readonly<Record<string, string>> = {
  purpose:
    "Not in SPEC §7: what the code is for (register, login, reset, unlock); a code sent with it is accepted for that purpose only. Without it the purpose follows forRegister (register), else isByPhoneSms (login), else reset, and the code is accepted for log-in, reset and unlock alike.",
};

function queryParameters(schema: Json): Json[] {
  const properties = schema["properties"];
  const required = Array.isArray(schema["required"]) ? schema["required"] : [];
  if (typeof properties !== "object" || properties === null) return [];
  return Object.entries(properties).map(([name, property]) => {
    const extension = PARAMETER_EXTENSIONS[name];
    return {
      name,
      in: "query",
      required: required.includes(name),
      schema: property,
      ...(extension === undefined ? {} : { "x-lumen-extension": extension }),
    };
  });
}

/** An error answer whose body is still an envelope. */
const envelopeResponse = (description: string): Json => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/Envelope" } } },
});

function envelopeOf(data: Json, codes: readonly number[]): Json {
  const failures = codes.filter((code) => code !== CONTRACT_CODES.success);
  return {
    oneOf: [
      {
        type: "object",
        description: "Success.",
        required: ["code"],
        properties: {
          code: { const: CONTRACT_CODES.success },
          message: { type: ["string", "null"] },
          data,
        },
      },
      {
        type: "object",
        description:
          "Refusal: a documented business code, a message in the caller's language, and data (null, or details such as attemptsLeft).",
        required: ["code"],
        properties: {
          code: { enum: failures },
          message: { type: ["string", "null"] },
          data: {},
        },
      },
    ],
  };
}

function operation(
  input: OpenApiInput,
  name: string,
  e: SsoEndpoint,
  definitions: Record<string, unknown>,
): Json {
  const codes = documentedCodes(e);
  const signedIn = e.headers.includes("authorization");
  const data = jsonSchemaOf(e.data, definitions);
  const request = e.request === undefined ? undefined : jsonSchemaOf(e.request, definitions);
  const headers = [...COMMON_HEADERS, ...e.headers].filter((h) => h !== "authorization");
  const table = codes.map((code) => `| ${code} | ${codeName(code) ?? ""} | ${meaning(input, code)} |`);
  return {
    operationId: name,
    summary: e.summary,
    description: [
      "Business codes this call may answer (HTTP 200 unless the code is a transport code):",
      "",
      "| code | name | meaning |",
      "| --- | --- | --- |",
      ...table,
    ].join("\n"),
    // Public calls say so: an empty list, not a missing one (which would mean "whatever the default is").
    security: signedIn ? [{ session: [] }] : [],
    parameters: [
      ...headers.map(headerParameter),
      ...(e.method === "GET" && request !== undefined ? queryParameters(request) : []),
    ],
    ...(e.method === "POST"
      ? {
          requestBody: {
            required: request !== undefined,
            content: { "application/json": { schema: request ?? { type: "object" } } },
          },
        }
      : {}),
    responses: {
      "200": {
        description: `Envelope; data on success: ${e.summary}.`,
        content: { "application/json": { schema: envelopeOf(data, codes) } },
      },
      "400": envelopeResponse("Malformed input (envelope code 400)."),
      ...(signedIn
        ? {
            "401": envelopeResponse(
              "No session, or an expired or refused one (envelope code 401; a backend may also answer HTTP 200 with 10007 or 10008).",
            ),
          }
        : {}),
      default: envelopeResponse(
        "Transport failure, still as an envelope when the server can (403, 413, 415, 500, 502, 504).",
      ),
    },
    "x-business-codes": codes.map((code) => ({
      code,
      name: codeName(code) ?? null,
      meaning: meaning(input, code),
      meaningKey: `server:${meaningKeyOf(code) ?? ""}`,
    })),
    ...(e.optional ? { "x-optional": true } : {}),
    ...(e.extension === undefined ? {} : { "x-lumen-extension": e.extension }),
    ...(e.readOnly ? { "x-read-only": true } : {}),
  };
}

export function buildOpenApiDocument(input: OpenApiInput): Json {
  const definitions: Record<string, unknown> = {};
  const paths: Record<string, Record<string, Json>> = {};
  for (const [name, e] of Object.entries(input.endpoints)) {
    paths[e.path] = { ...paths[e.path], [e.method.toLowerCase()]: operation(input, name, e, definitions) };
  }
  const catalogue = errorCatalogueData().map((entry) => ({
    ...entry,
    meaning: input.english(entry.meaningKey) ?? entry.name,
  }));
  return {
    openapi: "3.1.0",
    info: {
      title: "Lumen SSO API",
      version: CONTRACT_VERSION,
      description: [
        "The backend contract of the Lumen H5 app, generated from its Effect Schemas (core/contract/).",
        "Every answer is an envelope {code, message, data}; code 200 is success, any other code a refusal.",
        "The chat socket sends text frames encrypted with CryptoJS AES (passphrase mode): every frame starts with the salted header 'U2FsdGVkX1'; frames without it are refused.",
        `Message keys (namespace:key) exist in locales/{locale}/ for ${input.locales.join(", ")}.`,
      ].join("\n\n"),
    },
    servers: [{ url: "/api" }],
    paths,
    components: {
      schemas: { ...definitions, Envelope: jsonSchemaOf(Envelope, definitions) },
      securitySchemes: {
        session: {
          type: "apiKey",
          in: "header",
          name: HEADERS.authorization,
          description: HEADER_RULES.authorization.when,
        },
      },
    },
    "x-error-catalogue": catalogue,
  };
}
