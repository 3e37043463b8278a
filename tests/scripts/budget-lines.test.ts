import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { countStartupLines, STARTUP_FILES, STARTUP_LINE_LIMIT } from "../../scripts/budget-lines.mjs";

function tree(files: Record<string, number>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "startup-lines-"));
  for (const [file, lines] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), "x\n".repeat(lines));
  }
  return root;
}

describe("the start-up code's line count", () => {
  it("counts every file under web/shell and the listed start-up files that still exist, nothing else", () => {
    const root = tree({
      "web/shell/boot.tsx": 10,
      "web/shell/prerender/boot-script.ts": 5,
      [STARTUP_FILES[0]!]: 7,
      "web/screens/landing/landing.screen.tsx": 100,
    });
    const result = countStartupLines(root);
    expect(result.total).toBe(22);
    expect(result.files.map((f) => f.file).sort()).toEqual(
      ["web/shell/boot.tsx", "web/shell/prerender/boot-script.ts", STARTUP_FILES[0]].sort(),
    );
    expect(result.ok).toBe(true);
  });

  it("fails past the limit", () => {
    const root = tree({ "web/shell/boot.tsx": STARTUP_LINE_LIMIT + 1 });
    expect(countStartupLines(root)).toMatchObject({ total: STARTUP_LINE_LIMIT + 1, ok: false });
  });

  it("holds this tree", () => {
    expect(countStartupLines().ok).toBe(true);
  });
});
