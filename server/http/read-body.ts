import type { IncomingMessage } from "node:http";

export type BodyResult =
  | { readonly kind: "ok"; readonly value: unknown }
  | { readonly kind: "tooLarge" }
  | { readonly kind: "invalid" };

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

/** Text fields of a multipart/form-data body (SPEC §7 lets the client POST form-data). */
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

/** Reads a request body as JSON, urlencoded or multipart form; empty means {}. */
export async function readBody(req: IncomingMessage, max: number): Promise<BodyResult> {
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
  if (type.startsWith("application/x-www-form-urlencoded")) {
    return { kind: "ok", value: formToObject(new URLSearchParams(text)) };
  }
  if (type.startsWith("multipart/form-data")) {
    const fields = parseMultipart(raw, req.headers["content-type"] ?? "");
    return fields ? { kind: "ok", value: fields } : { kind: "invalid" };
  }
  try {
    return { kind: "ok", value: JSON.parse(text) };
  } catch {
    return { kind: "invalid" };
  }
}
