import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { defaultStateDir, FileStore } from "../../../adapters/storage/file-store";

const root = mkdtempSync(join(tmpdir(), "lumen-file-store-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let n = 0;
const freshDir = () => join(root, `case${n++}`, "lumen");

describe("FileStore", () => {
  it("creates its directory 0700 and its file 0600 on first write", () => {
    const dir = freshDir();
    const store = new FileStore({ dir });
    store.set("hc.token", "Bearer t");
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(store.path).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(store.path, "utf8"))).toEqual({ "hc.token": "Bearer t" });
  });

  it("leaves no temporary files behind after writes", () => {
    const dir = freshDir();
    const store = new FileStore({ dir });
    for (let i = 0; i < 5; i++) store.set(`k${i}`, String(i));
    store.remove("k0");
    expect(readdirSync(dir)).toEqual(["store.json"]);
  });

  it("reads a corrupted file as empty and replaces it on the next write", () => {
    const dir = freshDir();
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "store.json"), '{"hc.token": "trunc');
    const store = new FileStore({ dir });
    expect(store.get("hc.token")).toBeNull();
    store.set("hc.locale", "ja");
    expect(store.get("hc.locale")).toBe("ja");
  });

  it("reads foreign JSON (an array, a number) as empty", () => {
    for (const foreign of ["[1,2,3]", "42", "null", '"text"']) {
      const dir = freshDir();
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, "store.json"), foreign);
      expect(new FileStore({ dir }).get("0")).toBeNull();
    }
  });

  it("treats a non-string value under a key as absent but keeps the other keys", () => {
    const dir = freshDir();
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, "store.json"),
      JSON.stringify({ "hc.token": { nested: true }, "hc.locale": "ko" }),
    );
    const store = new FileStore({ dir });
    expect(store.get("hc.token")).toBeNull();
    expect(store.get("hc.locale")).toBe("ko");
  });

  it("keeps a __proto__ key as an ordinary key", () => {
    const store = new FileStore({ dir: freshDir() });
    store.set("__proto__", "3");
    store.set("other", "4");
    expect(store.get("__proto__")).toBe("3");
    expect(new FileStore({ dir: store.dir }).get("other")).toBe("4");
  });

  it("sees keys written by another instance (another CLI process) instead of overwriting them", () => {
    const dir = freshDir();
    const a = new FileStore({ dir });
    const b = new FileStore({ dir });
    a.set("x", "1");
    b.set("y", "2");
    expect(a.get("y")).toBe("2");
    expect(b.get("x")).toBe("1");
  });

  it("reports a write it cannot make instead of throwing", () => {
    const blocker = join(root, `blocker${n++}`);
    writeFileSync(blocker, "a file where a directory should be");
    const errors: unknown[] = [];
    const store = new FileStore({ dir: join(blocker, "lumen"), onError: (e) => errors.push(e) });
    expect(() => store.set("k", "v")).not.toThrow();
    expect(errors).toHaveLength(1);
    expect(store.get("k")).toBeNull();
  });

  it("defaults to $XDG_CONFIG_HOME/lumen, else ~/.config/lumen", () => {
    expect(defaultStateDir({ XDG_CONFIG_HOME: "/x/cfg" }, "/home/ann")).toBe("/x/cfg/lumen");
    expect(defaultStateDir({}, "/home/ann")).toBe("/home/ann/.config/lumen");
    expect(defaultStateDir({ XDG_CONFIG_HOME: " " }, "/home/ann")).toBe("/home/ann/.config/lumen");
  });
});
