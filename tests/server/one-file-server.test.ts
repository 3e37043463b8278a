// The bundle is the whole server: a copy of dist/ (the server bundle and the web app) in an empty
// temporary folder, with no node_modules there or anywhere above it, starts with plain `node` and
// serves the app, the API and the encrypted chat socket (ws and crypto-js are inside the file).
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import CryptoJS from "crypto-js";
import WebSocket from "ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServerBundle, spawnServer, type ServerProcess } from "./support/server-process";

const APP_MARKER = "one-file-app-page";
let folder: string;
let bundle: string;
const running: ServerProcess[] = [];

function ancestors(dir: string): string[] {
  const out = [dir];
  while (path.dirname(out.at(-1)!) !== out.at(-1)) out.push(path.dirname(out.at(-1)!));
  return out;
}

beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), "lumen-one-file-"));
  bundle = buildServerBundle(folder);
  mkdirSync(path.join(folder, "dist", "web"), { recursive: true });
  writeFileSync(
    path.join(folder, "dist", "web", "index.html"),
    `<!doctype html><html lang="en"><title>Lumen</title><p>${APP_MARKER}</p></html>`,
  );
}, 60_000);
afterAll(async () => {
  for (const server of running) {
    server.kill("SIGKILL");
    await server.exited;
  }
});

describe("the one-file server", () => {
  it("lies in a folder with no node_modules anywhere above it", () => {
    expect(ancestors(folder).filter((dir) => existsSync(path.join(dir, "node_modules")))).toEqual([]);
  });

  it("serves the app and the API from a copy of dist/ with plain node", async () => {
    const server = await spawnServer(bundle, [], { cwd: folder });
    running.push(server);
    const page = await fetch(`${server.url}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(APP_MARKER);
    const countries = await fetch(`${server.url}/api/sso/getCountryList`, {
      headers: { "Accept-Language": "en-US" },
    });
    expect(countries.status).toBe(200);
    const body: { code: number; data: unknown[] } = await countries.json();
    expect(body.code).toBe(200);
    expect(body.data.length).toBeGreaterThan(10);
  });

  it("runs the bundled chat socket: a bad login token is refused with the encrypted protocol", async () => {
    const server = await spawnServer(bundle, [], { cwd: folder });
    running.push(server);
    const socket = new WebSocket(`${server.url.replace("http", "ws")}/ws/echo`);
    await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
    const frame = { type: "CLI_AUTH", token: "Bearer not-a-session" };
    socket.send(CryptoJS.AES.encrypt(JSON.stringify(frame), "lumen-dev-chat-key").toString());
    const code = await new Promise<number>((resolve) => socket.once("close", resolve));
    expect(code).toBe(4001);
  });

  it("finds the web app beside the bundle when started from another folder", async () => {
    const elsewhere = mkdtempSync(path.join(tmpdir(), "lumen-cwd-"));
    const server = await spawnServer(bundle, [], { cwd: elsewhere });
    running.push(server);
    expect(await (await fetch(`${server.url}/`)).text()).toContain(APP_MARKER);
  });
});
