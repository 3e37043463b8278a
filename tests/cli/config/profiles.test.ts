/** Profiles: the project file over the user's, flags and environment over both, errors with file + field. */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { decodeGlobalOptions } from "../../../cli/args/global-options";
import { selectProfile } from "../../../cli/config/select-profile";

function setup(project: unknown, user: unknown) {
  const dir = mkdtempSync(path.join(tmpdir(), "lumen-profile-"));
  const cwd = path.join(dir, "repo", "sub");
  mkdirSync(cwd, { recursive: true });
  writeFileSync(path.join(dir, "repo", "lumen.config.json"), JSON.stringify(project));
  mkdirSync(path.join(dir, "xdg", "lumen"), { recursive: true });
  writeFileSync(path.join(dir, "xdg", "lumen", "config.json"), JSON.stringify(user));
  return { cwd, env: { XDG_CONFIG_HOME: path.join(dir, "xdg") }, dir };
}

describe("profiles", () => {
  const files = setup(
    { profile: "staging", profiles: { staging: { "base-url": "https://staging.example/api", retry: 3 } } },
    { profiles: { staging: { lang: "ja", retry: 9, "code-from": "cmd:echo 123456" } } },
  );

  it("merges the project's and the user's profile key by key and says where each value came from", () => {
    const selected = selectProfile({ flag: undefined, env: files.env, cwd: files.cwd });
    if (!selected.ok) throw new Error(JSON.stringify(selected.error));
    expect(selected.value.name).toBe("staging");
    const globals = decodeGlobalOptions({}, files.env, { ...selected.value, name: "staging" });
    if (!globals.ok) throw new Error(JSON.stringify(globals.error));
    expect(globals.value).toMatchObject({
      baseUrl: "https://staging.example/api",
      retry: 3,
      lang: "ja",
      codeFrom: "cmd:echo 123456",
      profile: "staging",
    });
    expect(globals.value.sources["base-url"]).toBe(
      `profile staging (${path.join(files.dir, "repo", "lumen.config.json")})`,
    );
    expect(globals.value.sources.lang).toBe(
      `profile staging (${path.join(files.dir, "xdg", "lumen", "config.json")})`,
    );
    expect(globals.value.sources.timeout).toBe("default");
  });

  it("lets an environment variable and a flag override the profile", () => {
    const env = { ...files.env, LUMEN_BASE_URL: "http://127.0.0.1:9/api" };
    const selected = selectProfile({ flag: undefined, env, cwd: files.cwd });
    if (!selected.ok) throw new Error("no profile");
    const globals = decodeGlobalOptions({ retry: "0" }, env, { ...selected.value, name: "staging" });
    if (!globals.ok) throw new Error("not decoded");
    expect(globals.value.baseUrl).toBe("http://127.0.0.1:9/api");
    expect(globals.value.sources["base-url"]).toBe("env LUMEN_BASE_URL");
    expect(globals.value.retry).toBe(0);
    expect(globals.value.sources.retry).toBe("flag");
  });

  it("names an unknown profile and the known ones", () => {
    const selected = selectProfile({ flag: "prod", env: files.env, cwd: files.cwd });
    expect(selected).toMatchObject({
      ok: false,
      error: { kind: "unknown", name: "prod", known: ["staging"] },
    });
  });

  it("refuses a secret or a wrong type with the file and the field path", () => {
    const bad = setup({ profiles: { ci: { password: "hunter2" } } }, {});
    expect(selectProfile({ flag: "ci", env: bad.env, cwd: bad.cwd })).toMatchObject({
      ok: false,
      error: {
        kind: "file",
        problem: { field: "profiles.ci.password", file: path.join(bad.dir, "repo", "lumen.config.json") },
      },
    });
    const wrong = setup({ profiles: { ci: { retry: "three" } } }, {});
    expect(selectProfile({ flag: "ci", env: wrong.env, cwd: wrong.cwd })).toMatchObject({
      ok: false,
      error: { kind: "file", problem: { field: "profiles.ci.retry" } },
    });
  });
});
