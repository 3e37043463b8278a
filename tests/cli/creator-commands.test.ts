/**
 * `lumen creator apply|status` (ADR-0160): the creator application of /invite/{role} for both
 * roles, through the web form's core use-cases, refused with the form's own messages.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { dataOf, harnessForSuite, jsonOf } from "./support/cli-harness";

const EMAIL = "cli.creator@example.com";
const h = harnessForSuite();
beforeAll(async () => {
  const signed = await h.signUpByEmail(EMAIL, ["--account-id", "cli_creator1"]);
  expect(signed.code, signed.stderr).toBe(0);
}, 60_000);

const APPLY = [
  "--field",
  "market-analysis",
  "--field",
  "project-review,other",
  "--reason",
  "Weekly market notes since 2019.",
  "--affect",
  "https://video.example/@me",
  "--accept-rules",
];

describe("creator status", () => {
  it("needs a login (exit 7 with the web's message)", async () => {
    const stateDir = mkdtempSync(path.join(tmpdir(), "lumen-cli-creator-"));
    const result = await h.run(["creator", "status", "--json"], { stateDir });
    expect(result.code).toBe(7);
    expect(jsonOf(result)["error"]).toEqual({
      kind: "notLoggedIn",
      message: "You're not logged in yet. Please log in and try again",
    });
    const apply = await h.run(["creator", "apply", "--role", "streamer", ...APPLY], { stateDir });
    expect(apply.code).toBe(7);
  });
});

describe("creator apply", () => {
  it("refuses an empty application with every rule of the form (exit 3)", async () => {
    const result = await h.run(["creator", "apply", "--role", "blogger", "--json"]);
    expect(result.code).toBe(3);
    const error = Object(jsonOf(result)["error"]);
    expect(error["kind"]).toBe("validation");
    expect(error["errors"]).toEqual([
      {
        field: "creativeField",
        key: "validation:creativeFieldRequired",
        message: "Please choose at least one creative field",
      },
      {
        field: "reason",
        key: "validation:reasonRequired",
        message: "Please tell us why you're applying and what your strengths are",
      },
      {
        field: "affect",
        key: "validation:affectRequired",
        message: "Please add a link to a profile that shows your reach",
      },
      {
        field: "creatorRules",
        key: "validation:creatorRulesRequired",
        message: "Please read and accept the creator rules before submitting",
      },
    ]);
    const badLink = await h.run([
      "creator",
      "apply",
      "--role",
      "blogger",
      ...APPLY,
      "--affect",
      "ftp://x",
      "--json",
    ]);
    expect(badLink.code).toBe(3);
    expect(jsonOf(badLink)["error"]).toMatchObject({ field: "affect", key: "validation:affectInvalid" });
  });

  it("applies as a blogger (the account's email by default), then status says under review", async () => {
    const result = await h.run(["creator", "apply", "--role", "blogger", ...APPLY, "--json"]);
    expect(result.code, result.stdout + result.stderr).toBe(0);
    expect(dataOf(result)).toEqual({
      role: "blogger",
      outcome: "submitted",
      status: "reviewing",
      email: EMAIL,
    });
    const stored = h.server.state.accounts.byUsername("cli_creator1")?.applications.blogger;
    expect(stored).toMatchObject({
      email: EMAIL,
      creativeField: ["market-analysis", "project-review", "other"],
      affect: "https://video.example/@me",
    });
    const status = await h.run(["creator", "status", "--json"]);
    expect(status.code, status.stderr).toBe(0);
    expect(dataOf(status)).toEqual({
      statuses: [
        { role: "blogger", status: "reviewing" },
        { role: "streamer", status: "none" },
      ],
    });
    const human = await h.run(["creator", "status", "--role", "blogger", "--lang", "zh-CN"]);
    expect(human.stdout.trim()).toBe("博主：审核中");
  });

  it("applies as a streamer with its own email; an approved streamer is told so", async () => {
    const applied = await h.run([
      "creator",
      "apply",
      "--role",
      "streamer",
      ...APPLY,
      "--email",
      "streams@example.com",
      "--json",
    ]);
    expect(applied.code, applied.stdout + applied.stderr).toBe(0);
    expect(dataOf(applied)).toMatchObject({
      role: "streamer",
      status: "reviewing",
      email: "streams@example.com",
    });
    const approve = await fetch(`${h.baseUrl}/dev/creator/approve`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username: "cli_creator1", role: "streamer" }),
    });
    expect(approve.ok).toBe(true);
    const again = await h.run(["creator", "apply", "--role", "streamer", ...APPLY, "--json"]);
    expect(again.code, again.stderr).toBe(0);
    expect(dataOf(again)).toEqual({
      role: "streamer",
      outcome: "already-approved",
      status: "approved",
      approvedRole: "streamer",
    });
    const status = await h.run(["creator", "status", "--role", "streamer", "--json"]);
    expect(dataOf(status)).toEqual({ statuses: [{ role: "streamer", status: "approved" }] });
  });

  it("refuses a missing or unknown role as a usage error (exit 2)", async () => {
    const missing = await h.run(["creator", "apply", "--json"]);
    expect(missing.code).toBe(2);
    expect(jsonOf(missing)).toMatchObject({
      command: "creator apply",
      error: { kind: "usage", message: "--role is required: blogger or streamer." },
    });
    const unknown = await h.run(["creator", "status", "--role", "vlogger", "--lang", "ko"]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("--role은 blogger, streamer 중 하나여야 합니다");
    const noAction = await h.run(["creator", "publish"]);
    expect(noAction.code).toBe(2);
  });
});
