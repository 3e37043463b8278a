// README's first run sends a newcomer to the terminal running `npm start` for the sign-up code. A
// page load fetches dozens of files; their lines must not bury the code (38 lines came before it).
// The built server runs under a pseudo-terminal (util-linux `script`), as it does in a person's
// terminal, and a real browser loads the sign-up page and asks for a code.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVER_BUNDLE, WEB_DIST, ROOT } from "../../scripts/lib/paths.mjs";
import { freePort, tempDir } from "./deploy-steps";
import { newContext, uniqueEmail } from "./support";
import * as auth from "./auth-steps";

// eslint-disable-next-line no-control-regex -- the terminal's bold is what is stripped
const stripAnsi = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, "");

let output = "";
let url = "";
let stop: () => Promise<void> = async () => undefined;

beforeAll(async () => {
  const port = await freePort();
  const dir = tempDir("lumen-terminal-");
  const command = [
    process.execPath,
    SERVER_BUNDLE,
    "--port",
    String(port),
    "--host",
    "127.0.0.1",
    "--static",
    WEB_DIST,
    "--data",
    path.join(dir, "data.json"),
  ]
    .map((part) => `'${part.replaceAll("'", "'\\''")}'`)
    .join(" ");
  // `script` gives the server a terminal for stdout; its own copy of the session goes nowhere.
  const child = spawn("script", ["-qfec", command, "/dev/null"], {
    cwd: ROOT,
    env: { ...process.env, NO_COLOR: "", TERM: "dumb" },
    stdio: ["pipe", "pipe", "pipe"],
  });
  child.stdout.on("data", (chunk) => (output += stripAnsi(String(chunk)).replaceAll("\r", "")));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  stop = async () => {
    child.kill("SIGTERM");
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  };
  // The server's last start-up line names its URL.
  const running = /running at (http:\/\/\S+?)\/?\s/;
  url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no URL within 20 s:\n${output}`)), 20_000);
    const look = () => {
      const found = running.exec(output)?.[1];
      if (found === undefined) return;
      clearTimeout(timer);
      child.stdout.off("data", look);
      resolve(found);
    };
    child.stdout.on("data", look);
  });
});

afterAll(() => stop());

describe("the local server in a terminal", () => {
  it("shows the sign-up code within 10 lines of the page load that asked for it", async () => {
    const context = await newContext({ locale: "en-US", viewport: "phone" });
    const page = await context.newPage();
    const before = output.split("\n").length - 1;
    await page.goto(`${url}/#/signup-verify/email?lang=en-US`);
    const email = uniqueEmail();
    await auth.typeInto(auth.field(page, "Email"), email);
    await page.getByRole("button", { name: "Get code" }).click();
    // The code's line, once the server has sent it.
    const codeLine = new RegExp(`register code for ${email.replace(/[.+]/g, "\\$&")}: \\d{6}`);
    await expect.poll(() => codeLine.test(output), { timeout: 15_000 }).toBe(true);
    const after = output.split("\n").slice(before);
    const at = after.findIndex((line) => codeLine.test(line));
    expect(after[at]).toMatch(/^▶ \[sso\] register code/);
    expect(at, after.slice(0, at + 1).join("\n")).toBeLessThan(10);
    await context.close();
  });
});
