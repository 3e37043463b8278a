/**
 * The glue QA no longer writes, through the CLI (in process) against the local server: codes read for
 * them (`lumen code`, `--code-from cmd:`), envelope data as --json fields, the locked → unlock
 * hint, did-you-mean, bash completion, `config show` and a small `lumen flow` with JUnit.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { dataOf, harnessForSuite, jsonOf, PASSWORD } from "./support/cli-harness";

const h = harnessForSuite();

describe("codes without glue", () => {
  it("lumen code --to prints the newest code, and --wait waits for one to arrive", async () => {
    const email = "code.to@example.com";
    const waiting = h.run(["code", "--to", email, "--purpose", "register", "--wait", "10s", "--json"]);
    const sent = await h.run(["send-code", "--email", email, "--purpose", "register"]);
    expect(sent.code, sent.stderr).toBe(0);
    const got = await waiting;
    expect(got.code, got.stderr).toBe(0);
    expect(dataOf(got)).toMatchObject({ to: email, code: await h.latestCode(email), purpose: "register" });
    const none = await h.run(["code", "--to", "nobody@example.com", "--json"]);
    expect(none.code).toBe(4);
    expect(jsonOf(none)["error"]).toMatchObject({ kind: "noCode" });
  });

  it("signs up with --code-from cmd:, reading the code through the team's own command", async () => {
    const email = "code.cmd@example.com";
    const command = `cmd:node -e "fetch('${h.baseUrl}/dev/outbox?to='+process.env.LUMEN_CODE_TO).then(r=>r.json()).then(l=>console.log(l[0]?l[0].code:''))"`;
    const result = await h.run([
      "signup",
      "--email",
      email,
      "--password",
      PASSWORD,
      "--code-from",
      command,
      "--json",
    ]);
    expect(result.code, result.stderr).toBe(0);
    expect(dataOf(result)).toMatchObject({ signedUp: true, loggedIn: true });
  });
});

describe("errors a script can act on", () => {
  it("carries attemptsLeft as a field and, once locked, the exact unlock command", async () => {
    const email = "lock.hint@example.com";
    expect(
      (await h.run(["signup", "--email", email, "--password", PASSWORD, "--code-from", "outbox"])).code,
    ).toBe(0);
    const wrong = await h.run(["login", "--email", email, "--password", "Wrong999", "--json"]);
    expect(wrong.code).toBe(4);
    expect(jsonOf(wrong)["error"]).toMatchObject({ kind: "server", attemptsLeft: expect.any(Number) });
    let last = wrong;
    for (let i = 0; i < 6 && !last.stderr.includes("lumen unlock"); i += 1)
      last = await h.run(["login", "--email", email, "--password", "Wrong999", "--json"]);
    expect(jsonOf(last)["data"]).toMatchObject({
      locked: true,
      continueWith: ["lumen", "unlock", "--email", email],
    });
    expect(last.stderr).toContain(`lumen unlock --email ${email}`);
    // The message says the reason once, not "title: title".
    const message = String((jsonOf(last)["error"] as { message?: unknown }).message);
    const [head] = message.split(/[:：]/);
    expect(message.split(head ?? "").length - 1).toBe(1);
  });

  it("suggests the command or option that was meant", async () => {
    const cmd = await h.run(["logn"]);
    expect(cmd.code).toBe(2);
    expect(cmd.stderr).toContain("Did you mean login?");
    const opt = await h.run(["login", "--emial", "x@example.com"]);
    expect(opt.stderr).toContain("Did you mean --email?");
  });
});

describe("help people expect", () => {
  it("bash completion completes `lumen lo` to login (and logout)", async () => {
    const script = (await h.run(["completion", "bash"])).stdout;
    const dir = mkdtempSync(path.join(tmpdir(), "lumen-completion-"));
    writeFileSync(path.join(dir, "lumen.bash"), script);
    const run = spawnSync(
      "bash",
      [
        "-c",
        `source ${dir}/lumen.bash; COMP_WORDS=(lumen lo); COMP_CWORD=1; _lumen_complete; echo "\${COMPREPLY[@]}"; COMP_WORDS=(lumen --base-url x login --em); COMP_CWORD=4; _lumen_complete; echo "\${COMPREPLY[@]}"`,
      ],
      { encoding: "utf8" },
    );
    const [first, second] = run.stdout.trim().split("\n");
    expect(first?.split(" ").sort()).toEqual(["login", "logout"]);
    expect(second).toBe("--email");
  });

  it("config show prints each setting with where it came from", async () => {
    const result = await h.run(["config", "show", "--retry", "2", "--json"], {
      env: { LUMEN_CODE_FROM: "outbox" },
    });
    expect(result.code, result.stderr).toBe(0);
    expect(dataOf(result)["settings"]).toMatchObject({
      retry: { value: 2, from: "flag" },
      "code-from": { value: "outbox", from: "env LUMEN_CODE_FROM" },
      timeout: { value: 8000, from: "default" },
    });
  });
});

describe("lumen flow", () => {
  it("runs signup-login for 5 users, 3 at a time, with percentiles and a JUnit case per user and step", async () => {
    const junit = path.join(mkdtempSync(path.join(tmpdir(), "lumen-flow-")), "flow.xml");
    const result = await h.run(
      ["flow", "signup-login", "--users", "5", "--concurrency", "3", "--junit", junit, "--json"],
      { timeoutMs: 120_000 },
    );
    expect(result.code, result.stderr).toBe(0);
    const data = dataOf(result);
    expect(data).toMatchObject({ passed: 5, failed: 0, users: 5 });
    expect(data["steps"]).toEqual(
      ["signup", "logout", "login", "whoami"].map((step) =>
        expect.objectContaining({
          step,
          passed: 5,
          failed: 0,
          p50: expect.any(Number),
          p99: expect.any(Number),
        }),
      ),
    );
    const xml = readFileSync(junit, "utf8");
    expect(xml.match(/<testcase /g)).toHaveLength(20);
    expect(xml).toContain('failures="0"');
    // No colour codes when the output is JSON, even if forced.
    const forced = await h.run(["flow", "signup-login", "--json"], { env: { FORCE_COLOR: "1" } });
    expect(forced.stdout + forced.stderr).not.toContain("\u001b[");
  }, 180_000);
});
