// The web app's chat socket (FLOW-SESSION-5, ADR-0077): a logged-in
// member's browser opens /ws/echo after the services load and authenticates with the stored token;
// logout closes it for good; a dropped socket comes back when the server does. Frames are read off
// the wire with Playwright's WebSocket events and decrypted here with the shared dev key.
import type { Page, WebSocket } from "playwright-core";
import { describe, expect, it, vi } from "vitest";
import { CryptoJsCipher } from "../../adapters/cipher/crypto-js-cipher";
import { DEFAULT_CHAT_CIPHER_KEY } from "../../core/contract/default-chat-key";
import {
  appUrl,
  clearFaults,
  collectConsoleErrors,
  currentRoute,
  newContext,
  setFault,
  signUpByEmail,
  waitForApp,
} from "./support";

const cipher = new CryptoJsCipher(DEFAULT_CHAT_CIPHER_KEY);

/** Generous for a loaded 2-core machine; the retry delay itself is 5 s of real time. */
const IO = { timeout: 20_000, interval: 50 };

interface Tap {
  readonly url: string;
  readonly sent: unknown[];
  readonly received: unknown[];
  closed: boolean;
}

const decode = (payload: string | Buffer): unknown => {
  const plain = cipher.decrypt(typeof payload === "string" ? payload : payload.toString("utf8"));
  return plain === null ? { undecryptable: payload } : JSON.parse(plain);
};

/** Records every WebSocket the page opens, with its frames decrypted. Attach before navigating. */
function tapSockets(page: Page): Tap[] {
  const taps: Tap[] = [];
  page.on("websocket", (ws: WebSocket) => {
    const tap: Tap = { url: ws.url(), sent: [], received: [], closed: false };
    taps.push(tap);
    ws.on("framesent", (frame) => tap.sent.push(decode(frame.payload)));
    ws.on("framereceived", (frame) => tap.received.push(decode(frame.payload)));
    ws.on("close", () => {
      tap.closed = true;
    });
  });
  return taps;
}

async function openTapped(route: string, token?: string) {
  const context = await newContext(token === undefined ? {} : { token });
  const page = await context.newPage();
  collectConsoleErrors(page);
  const taps = tapSockets(page);
  const chunks: string[] = [];
  page.on("request", (request) => chunks.push(request.url()));
  await page.goto(appUrl(route), { waitUntil: "load" });
  await waitForApp(page);
  return { page, taps, chunks };
}

const authed = (tap: Tap | undefined) =>
  tap?.received.some(
    (f) => typeof f === "object" && f !== null && "type" in f && f.type === "SRV_SUCCESS_AUTH",
  );

describe("chat socket in the web app", () => {
  it("a logged-in member's page opens one socket, authenticates with the stored token, and logout closes it for good", async () => {
    const session = await signUpByEmail();
    const { page, taps } = await openTapped("/dashboard", session.authorization);

    await vi.waitFor(() => expect(authed(taps[0])).toBe(true), IO);
    expect(taps).toHaveLength(1);
    expect(new URL(taps[0]?.url ?? "").pathname).toBe("/ws/echo");
    expect(taps[0]?.sent[0]).toEqual({ type: "CLI_AUTH", token: session.authorization });
    expect(
      taps[0]?.received.filter((f) => typeof f === "object" && f !== null && "undecryptable" in f),
    ).toEqual([]);
    // The dashboard's status line says so (role=status, read by screen readers too).
    await page.waitForSelector('[role=status][data-state="connected"]');

    // In-page navigation, not a reload: the socket must close because of the logout, not an unload.
    await page.evaluate(() => {
      location.hash = "#/logout";
    });
    await vi.waitFor(() => expect(currentRoute(page)).toMatch(/^\/login/), IO);
    await vi.waitFor(() => expect(taps[0]?.closed).toBe(true), IO);

    // Past the 5 s retry delay: a manual close must not come back.
    await page.waitForTimeout(7_000);
    expect(taps).toHaveLength(1);
    expect(collectConsoleErrors(page)).toEqual([]);
  });

  it("a visitor who is not logged in opens no socket and never fetches the cipher chunk", async () => {
    const { page, taps, chunks } = await openTapped("/home");
    // The services load once the landing is on screen; the server's notices are there only after
    // they have. Then give a socket, were one wrongly opened, a moment to show up.
    await page.locator(".notices__item-title").first().waitFor({ timeout: 15_000 });
    await page.waitForTimeout(1_000);
    expect(taps).toEqual([]);
    expect(chunks.filter((url) => /crypto-js/.test(url))).toEqual([]);
    expect(chunks.some((url) => /composition-root/.test(url))).toBe(true);
  });

  it("a dropped socket reconnects and authenticates again once the server is back", async () => {
    const session = await signUpByEmail();
    const { page, taps } = await openTapped("/dashboard", session.authorization);
    await vi.waitFor(() => expect(authed(taps[0])).toBe(true), IO);

    await setFault({ path: "*", dropSockets: true });
    await vi.waitFor(() => expect(taps[0]?.closed).toBe(true), IO);
    await page.waitForSelector('[role=status][data-state="reconnecting"]');
    await clearFaults();

    // The next retry, 5 s after the drop, finds the server back and authenticates again.
    await vi.waitFor(() => expect(taps.some((tap, i) => i > 0 && authed(tap))).toBe(true), IO);
    const resumed = taps.find((tap, i) => i > 0 && authed(tap));
    expect(resumed?.sent[0]).toEqual({ type: "CLI_AUTH", token: session.authorization });
    await page.waitForSelector('[role=status][data-state="connected"]');
  });
});
