import { translator } from "./server-messages";
/**
 * Small files the server can answer on its own, so a fresh clone works before the web app is
 * built and the host entrance's favicon probe and the mini-app hand-off have something to hit.
 */

const PAGE_STYLE =
  "font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#1f2330";

export const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Web app not built</title><link rel="icon" href="/favicon.ico"></head>
<body style="${PAGE_STYLE}"><h1>The web app isn't built yet</h1>
<p>Run <code>npm run build</code> and restart the server. The API is already live under <code>/api</code>
(its contract: <a href="/api/openapi.json">/api/openapi.json</a>).</p></body></html>
`;

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The 404 page in the visitor's language, readable on a phone. */
export function notFoundPage(locale: string, text: { title: string; body: string; home: string }): string {
  const [title, body, home] = [text.title, text.body, text.home].map(escapeHtml);
  return `<!doctype html>
<html lang="${escapeHtml(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}</title><link rel="icon" href="/favicon.ico"></head>
<body style="${PAGE_STYLE}"><h1>404 · ${title}</h1><p>${body}</p><p><a href="/">${home}</a></p></body></html>
`;
}

/**
 * The 404 page the generated nginx and Caddy configurations embed: a static host cannot pick the
 * language per request as the bundled server does, so it carries the English one.
 */
export const NOT_FOUND_PAGE = ((t) =>
  notFoundPage("en-US", {
    title: t("pageNotFoundTitle"),
    body: t("pageNotFoundBody"),
    home: t("pageNotFoundHome"),
  }))(translator("en-US"));

/** Mini-app ids the server can serve by itself; any other `ma` is a 404. */
export const BUILTIN_MINI_APPS = ["demo"] as const;

export const MINI_DEMO_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Demo mini-app</title><link rel="icon" href="/favicon.ico"></head>
<body style="${PAGE_STYLE}"><h1>Demo mini-app</h1>
<p id="status">Waiting for the one-time hand-off…</p>
<p>accessToken: <code id="access-token">(none)</code></p>
<p>lang: <code id="lang">(none)</code></p>
<p>member: <code id="member">(not exchanged)</code></p>
<script src="/mini/app/demo/demo.js"></script></body></html>
`;

// External script because the CSP forbids inline scripts.
export const MINI_DEMO_JS = `(function () {
  var params = new URLSearchParams(location.search);
  var token = params.get("accessToken");
  document.getElementById("access-token").textContent = token || "(none)";
  document.getElementById("lang").textContent = params.get("lang") || "(none)";
  document.getElementById("status").textContent = token ? "Received accessToken" : "No accessToken in the URL";
  if (!token) return;
  fetch("/api/miniProgram/exchange", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ code: token })
  })
    .then(function (r) { return r.json(); })
    .then(function (body) {
      document.getElementById("member").textContent =
        body.code === 200 ? body.data.nickname + " (" + body.data.memberId + ")" : body.message;
    })
    .catch(function () { document.getElementById("member").textContent = "(exchange failed)"; });
})();
`;

/** A 16×16 ICO (32-bit BMP inside): a filled indigo disc, drawn in code to keep binaries out of git. */
export function faviconIco(): Buffer {
  const size = 16;
  const pixels = Buffer.alloc(size * size * 4);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const dx = x - 7.5;
      const dy = y - 7.5;
      const inside = dx * dx + dy * dy <= 56;
      const offset = ((size - 1 - y) * size + x) * 4; // BMP rows run bottom-up
      pixels.writeUInt32LE(inside ? 0xff5b4fe8 : 0x00000000, offset); // BGRA little-endian = ARGB
    }
  }
  const andMask = Buffer.alloc(size * 4);
  const info = Buffer.alloc(40);
  info.writeUInt32LE(40, 0);
  info.writeInt32LE(size, 4);
  info.writeInt32LE(size * 2, 8);
  info.writeUInt16LE(1, 12);
  info.writeUInt16LE(32, 14);
  info.writeUInt32LE(pixels.length + andMask.length, 20);
  const image = Buffer.concat([info, pixels, andMask]);
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(image.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, image]);
}
