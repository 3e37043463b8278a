// At a terminal the log is read by a person looking for a verification code: the files a page
// load fetches must not bury it, and the code's line must stand out. Log collectors (JSON) keep
// every request.
import { describe, expect, it } from "vitest";
import { consoleLog } from "../../../server/host/access-log";
import type { AccessEntry } from "../../../server/host/server-log";

const request = (path: string, status = 200, method = "GET"): AccessEntry => ({
  method,
  path,
  status,
  durationMs: 2,
  requestId: "r1",
  client: "127.0.0.1",
});

function capture(terminal: boolean, colour = false) {
  const lines: string[] = [];
  const log = consoleLog(
    "info",
    terminal,
    (line) => lines.push(line),
    (line) => lines.push(`stderr: ${line}`),
    () => new Date("2026-11-27T12:00:00.000Z"),
    () => undefined,
    colour,
  );
  return { log, lines };
}

const pageLoad = [
  request("/"),
  request("/index.en-US.html"),
  request("/assets/entry-abc.js"),
  request("/assets/app-def.css"),
  request("/locales/en-US/auth.json"),
  request("/sw.js", 304),
  request("/runtime-config.json"),
];

describe("the server's log at a terminal", () => {
  it("leaves out the files a page load fetches and keeps the API calls", () => {
    const { log, lines } = capture(true);
    for (const entry of pageLoad) log.access!(entry);
    log.access!(request("/api/sso/genEmailAuthCode?email&purpose", 200));
    expect(lines).toEqual(["12:00:00 GET /api/sso/genEmailAuthCode?email&purpose 200 2 ms r1"]);
  });

  it("still shows a file that failed", () => {
    const { log, lines } = capture(true);
    log.access!(request("/assets/missing.js", 404));
    log.access!(request("/index.html", 500));
    expect(lines).toEqual([
      "12:00:00 GET /assets/missing.js 404 2 ms r1",
      "12:00:00 GET /index.html 500 2 ms r1",
    ]);
  });

  it("shows every request at debug level", () => {
    const lines: string[] = [];
    const log = consoleLog(
      "debug",
      true,
      (line) => lines.push(line),
      () => undefined,
      () => new Date(0),
      () => undefined,
      false,
    );
    for (const entry of pageLoad) log.access!(entry);
    expect(lines).toHaveLength(pageLoad.length);
  });

  it("sets a code's line apart with a marker, bold when the terminal takes colour", () => {
    const plain = capture(true, false);
    plain.log.notice!("[sso] register code for me@example.com: 123456");
    expect(plain.lines).toEqual(["▶ [sso] register code for me@example.com: 123456"]);
    const bold = capture(true, true);
    bold.log.notice!("[sso] register code for me@example.com: 123456");
    expect(bold.lines).toEqual(["\u001b[1m▶ [sso] register code for me@example.com: 123456\u001b[22m"]);
  });
});

describe("the server's log for collectors (not a terminal)", () => {
  it("keeps one JSON line per request, files included, and the code's line unmarked", () => {
    const { log, lines } = capture(false);
    for (const entry of pageLoad) log.access!(entry);
    log.notice!("[sso] register code for me@example.com: 123456");
    expect(lines).toHaveLength(pageLoad.length + 1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ msg: "request", path: "/" });
    expect(lines.at(-1)).toBe("[sso] register code for me@example.com: 123456");
  });
});
