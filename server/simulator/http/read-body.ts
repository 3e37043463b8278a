import type { IncomingMessage } from "node:http";
import { readTextNumbers } from "./text-numbers";

export type BodyResult =
  | { readonly kind: "ok"; readonly value: unknown }
  | { readonly kind: "tooLarge" }
  | { readonly kind: "invalid" }
  | { readonly kind: "unsupportedType" };

/** Past this much we stop draining an oversized body and drop the connection instead. */
const DRAIN_LIMIT = 16 * 1024 * 1024;

function collect(req: IncomingMessage, max: number): Promise<Buffer | "tooLarge"> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > max) {
        // Keep reading (and discarding) so the client gets to see our 413 instead of a reset.
        over = true;
        chunks.length = 0;
        if (size > DRAIN_LIMIT) req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => resolve(over ? "tooLarge" : Buffer.concat(chunks)));
    req.on("error", () => resolve("tooLarge"));
    req.on("close", () => {
      if (over) resolve("tooLarge");
    });
  });
}

function formToObject(params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of params) out[key] = value;
  return out;
}

/** Text fields of a multipart/form-data body (API-CALLS-1 lets the client POST form-data). */
function parseMultipart(body: Buffer, contentType: string): Record<string, string> | undefined {
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary) return undefined;
  const out: Record<string, string> = {};
  for (const part of body.toString("utf8").split(`--${boundary}`)) {
    const split = part.indexOf("\r\n\r\n");
    if (split < 0) continue;
    const head = part.slice(0, split);
    const name = /name="([^"]*)"/i.exec(head)?.[1];
    if (name === undefined || /filename=/i.test(head)) continue;
    out[name] = part.slice(split + 4).replace(/\r\n$/, "");
  }
  return out;
}

/** application/json, application/*+json, or no Content-Type at all (a hand-written call). */
function isJsonType(type: string): boolean {
  const media = type.split(";")[0]?.trim() ?? "";
  return media === "" || media === "application/json" || /^application\/[\w.+-]+\+json$/.test(media);
}

/**
 * Reads a request body as JSON, urlencoded or multipart form; empty means {}. With `jsonOnly`
 * (the dev endpoints) only JSON is accepted. Any other type, text/plain above all, is refused
 * rather than parsed as JSON: text/plain is what a cross-site form or a no-cors fetch can send
 * without a preflight, so treating it as JSON would let any web page call the API.
 */
export async function readBody(req: IncomingMessage, max: number, jsonOnly = false): Promise<BodyResult> {
  const declared = Number(req.headers["content-length"] ?? "0");
  if (declared > DRAIN_LIMIT) {
    req.destroy();
    return { kind: "tooLarge" };
  }
  const raw = await collect(req, max);
  if (raw === "tooLarge") return { kind: "tooLarge" };
  const text = raw.toString("utf8");
  if (text.trim() === "") return { kind: "ok", value: {} };
  const type = (req.headers["content-type"] ?? "").toLowerCase();
  if (isJsonType(type)) {
    try {
      return { kind: "ok", value: JSON.parse(text) };
    } catch {
      return { kind: "invalid" };
    }
  }
  if (jsonOnly) return { kind: "unsupportedType" };
  if (type.startsWith("application/x-www-form-urlencoded")) {
    return { kind: "ok", value: readTextNumbers(formToObject(new URLSearchParams(text))) };
  }
  if (type.startsWith("multipart/form-data")) {
    const fields = parseMultipart(raw, req.headers["content-type"] ?? "");
    return fields ? { kind: "ok", value: readTextNumbers(fields) } : { kind: "invalid" };
  }
  return { kind: "unsupportedType" };
}
