// A hostile page on another origin (here another loopback port: same-site, cross-origin) tries to
// change the running local server the three ways a page can without CORS: an auto-submitting
// text/plain form shaped like JSON, an urlencoded form, and a no-cors fetch. Nothing may change.
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  api,
  apiUrl,
  getBrowser,
  loginByEmail,
  setServerConfig,
  signUpByEmail,
  type Session,
} from "./support";

let hostile: http.Server;
let hostileOrigin = "";
let victim: Session;

/** Pages of the hostile site; each one attacks as soon as it loads. */
function pages(): Record<string, string> {
  const deleteUrl = apiUrl("/dev/accounts/delete");
  // enctype=text/plain writes "name=value": this name/value pair makes the body valid JSON.
  const jsonName = `{"username":"${victim.username}","pad":"`;
  return {
    "/text-plain-form": `<!doctype html><form method="post" action="${deleteUrl}" enctype="text/plain">
      <input name='${jsonName}' value='"}'></form><script>document.forms[0].submit()</script>`,
    "/urlencoded-form": `<!doctype html><form method="post" action="${apiUrl("/dev/faults")}">
      <input name="path" value="*"><input name="status" value="500"></form>
      <script>document.forms[0].submit()</script>`,
    "/no-cors-fetch": `<!doctype html><script>
      fetch(${JSON.stringify(apiUrl("/dev/config"))}, { method: "POST", mode: "no-cors",
        headers: { "Content-Type": "text/plain" }, body: '{"registrationType":1}' })
        .finally(() => { document.title = "sent"; });
    </script>`,
  };
}

beforeAll(async () => {
  victim = await signUpByEmail();
  hostile = http.createServer((req, res) => {
    const page = pages()[req.url ?? ""];
    res.writeHead(page ? 200 : 404, { "Content-Type": "text/html; charset=utf-8" }).end(page ?? "");
  });
  await new Promise<void>((resolve) => hostile.listen(0, "127.0.0.1", resolve));
  hostileOrigin = `http://127.0.0.1:${(hostile.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await setServerConfig({ registrationType: 3 });
  await new Promise((resolve) => hostile.close(resolve));
});

async function visit(path: string, until: (page: Page) => Promise<unknown>) {
  const context = await (await getBrowser()).newContext();
  try {
    const page = await context.newPage();
    const answers: number[] = [];
    page.on("response", (response) => {
      if (response.url().includes("/api/dev/")) answers.push(response.status());
    });
    await page.goto(`${hostileOrigin}${path}`);
    await until(page);
    return answers;
  } finally {
    await context.close();
  }
}

describe("a page on another origin", () => {
  it("can't delete an account with a JSON-shaped text/plain form", async () => {
    const answers = await visit("/text-plain-form", (page) =>
      page.waitForURL(/\/api\/dev\/accounts\/delete$/),
    );
    expect(answers).toEqual([403]);
    // The account is still there and can log in.
    expect((await loginByEmail(victim.email ?? "", victim.password)).username).toBe(victim.username);
  });

  it("can't inject faults with an urlencoded form", async () => {
    const answers = await visit("/urlencoded-form", (page) => page.waitForURL(/\/api\/dev\/faults$/));
    expect(answers).toEqual([403]);
    expect((await api("/dev/faults")).data).toEqual([]);
  });

  it("can't change the server config with a no-cors fetch", async () => {
    await visit("/no-cors-fetch", (page) => page.waitForFunction(() => document.title === "sent"));
    expect((await api<{ registrationType: number }>("/dev/config")).data.registrationType).toBe(3);
  });
});
