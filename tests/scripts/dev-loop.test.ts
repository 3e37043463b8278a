// `npm run dev` (scripts/dev.mjs) in a real child process: the API comes up on PORT, Vite on
// VITE_PORT serves the app with its proxy following PORT, and one signal stops both.
import { spawn } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");

async function freePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Polls `url` until it answers (any status), up to `timeoutMs`. */
async function answered(url: string, timeoutMs = 90_000): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await fetch(url);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

describe("npm run dev", () => {
  it("starts the API on PORT and Vite on VITE_PORT proxying to it; SIGTERM stops both", async () => {
    const [apiPort, vitePort] = [await freePort(), await freePort()];
    const dev = spawn(process.execPath, [path.join(ROOT, "scripts/dev.mjs")], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(apiPort), VITE_PORT: String(vitePort) },
      stdio: "ignore",
    });
    const exited = new Promise<number | null>((resolve) => dev.on("exit", (code) => resolve(code)));
    try {
      expect((await answered(`http://127.0.0.1:${apiPort}/healthz`)).status).toBe(200);
      const page = await answered(`http://127.0.0.1:${vitePort}/`);
      expect(page.status).toBe(200);
      // Vite's dev page injects its client for hot reload.
      expect(await page.text()).toContain("/@vite/client");
      const viaProxy = await fetch(`http://127.0.0.1:${vitePort}/api/sso/getCountryList`);
      expect(viaProxy.status).toBe(200);
      expect(((await viaProxy.json()) as { code: number }).code).toBe(200);
    } finally {
      dev.kill("SIGTERM");
    }
    expect(await exited).toBe(0);
    await expect(fetch(`http://127.0.0.1:${apiPort}/healthz`)).rejects.toThrow();
    await expect(fetch(`http://127.0.0.1:${vitePort}/`)).rejects.toThrow();
  }, 150_000);
});
