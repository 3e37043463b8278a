import { readFileSync, writeFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEVICE, emptyDir, registerByEmail, startHarness } from "./support/server-harness";

describe("data file", () => {
  it("keeps accounts, lock state, sessions and applications across a restart", async () => {
    const dataFile = path.join(emptyDir(), "nested", "sso.json");
    const first = await startHarness({ dataFile });
    const { token } = await registerByEmail(first, "keep@example.com", "keep_user");
    await first.api("/sso/loginByEmail", {
      body: { ...DEVICE, email: "keep@example.com", password: "wrong1" },
    });
    await first.api("/creator/application", {
      headers: { Authorization: token },
      body: {
        role: "streamer",
        email: "keep@example.com",
        creativeField: ["other"],
        reason: "r",
        affect: "https://a.example",
      },
    });
    await first.close();

    const stored = readFileSync(dataFile, "utf8");
    expect(stored).not.toContain("pass1234");
    expect(stored).toMatch(/scrypt\$/);

    const second = await startHarness({ dataFile });
    try {
      const login = await second.api("/sso/loginByEmail", {
        body: { ...DEVICE, email: "keep@example.com", password: "pass1234" },
      });
      expect(login.code).toBe(200);
      expect(
        (await second.api("/miniProgram/oneTimeToken", { headers: { Authorization: token } })).code,
      ).toBe(200);
      const status = await second.api("/creator/application/status?role=streamer", {
        headers: { Authorization: token },
      });
      expect(status.data).toEqual({ role: "streamer", status: "reviewing" });
      expect((await second.api("/sso/genEmailAuthCode?email=keep@example.com&forRegister=true")).code).toBe(
        10005,
      );
    } finally {
      await second.close();
    }
  });

  it("refuses to start on a corrupt data file and leaves the file where it is", async () => {
    const dir = emptyDir();
    const dataFile = path.join(dir, "sso.json");
    writeFileSync(dataFile, "{ this is not json");
    await expect(startHarness({ dataFile })).rejects.toThrow(/not valid JSON/);
    expect(readdirSync(dir)).toEqual(["sso.json"]);
  });
});
