// Every decision record has the shape and a status, and docs/adr/README.md is exactly what
// `npm run adr:index` would write from them (ADR-0180), whatever number range a record uses.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  ADR_DIR,
  AREAS,
  INDEX_FILE,
  READ_FIRST,
  parseRecord,
  readRecords,
  recordProblems,
  renderIndex,
} from "../../scripts/lib/adr-records.mjs";

const ROOT = path.resolve(import.meta.dirname, "../..");

const record = (number: string, status: string, title = "A title", area = "core") =>
  [
    `# ADR-${number}: ${title}`,
    "",
    `Status: ${status}`,
    "Date: 2026-11-27",
    `Area: ${area}`,
    "",
    "## Context",
    "",
    "Why.",
    "",
    "## Decision",
    "",
    "What.",
    "",
    "## Consequences",
    "",
    "So.",
    "",
  ].join("\n");

describe("decision records", () => {
  const records = readRecords(ROOT);

  it("are all well-formed, numbered once, with a status and references to records that exist", () => {
    expect(records.length).toBeGreaterThan(0);
    expect(recordProblems(records)).toEqual([]);
  });

  it("are listed by docs/adr/README.md exactly as npm run adr:index writes it", () => {
    const index = readFileSync(path.join(ROOT, ADR_DIR, INDEX_FILE), "utf8");
    expect(index, "docs/adr/README.md is stale: run npm run adr:index").toBe(renderIndex(records));
  });

  it("replace docs/decisions.md, which is at most a pointer", () => {
    const pointer = path.join(ROOT, "docs/decisions.md");
    if (!existsSync(pointer)) return;
    const decisions = readFileSync(pointer, "utf8");
    expect(decisions.split("\n").length).toBeLessThan(20);
    expect(decisions).toContain("adr/README.md");
  });
});

describe("the record reader", () => {
  it("reads number, title and status, and finds no problem in a well-formed record", () => {
    const parsed = parseRecord("0200-host-and-simulator.md", record("0200", "accepted", "Host | simulator"));
    expect(parsed).toMatchObject({
      number: "0200",
      title: "Host | simulator",
      status: "accepted",
      date: "2026-11-27",
      area: "core",
      problems: [],
    });
  });

  it("reports a record without a date or with a malformed one, and an unknown area", () => {
    const noDate = record("0007", "accepted").replace("Date: 2026-11-27\n", "");
    expect(parseRecord("0007-x.md", noDate).problems).toEqual([`no "Date:" line`]);
    const badDate = record("0007", "accepted").replace("Date: 2026-11-27", "Date: 27 Nov");
    expect(parseRecord("0007-x.md", badDate).problems).toEqual([
      `date "27 Nov" is not YYYY-MM-DD (or several, comma-separated)`,
    ]);
    expect(parseRecord("0007-x.md", record("0007", "accepted", "T", "misc")).problems).toEqual([
      `area "misc" is not one of ${Object.keys(AREAS).join(", ")}`,
    ]);
  });

  it("reports a record without a status, with an unknown one, or without a section", () => {
    const noStatus = record("0007", "accepted").replace("Status: accepted\n", "");
    expect(parseRecord("0007-x.md", noStatus).problems).toEqual([`no "Status:" line`]);
    expect(parseRecord("0007-x.md", record("0007", "maybe")).problems).toEqual([
      `status "maybe" is not accepted, rejected, proposed, deprecated or superseded by ADR-NNNN`,
    ]);
    const noConsequences = record("0007", "accepted").replace("## Consequences", "## Results");
    expect(parseRecord("0007-x.md", noConsequences).problems).toEqual([`no "## Consequences" section`]);
  });

  it("reports a heading whose number differs from the file name, and a badly named file", () => {
    expect(parseRecord("0008-x.md", record("0007", "accepted")).problems).toEqual([
      "heading says ADR-0007 but the file name says 0008",
    ]);
    expect(parseRecord("8-Some Title.md", record("0008", "accepted")).problems).toEqual([
      "file name is not NNNN-kebab-title.md",
    ]);
  });

  it("reports two records with one number and a supersession that points nowhere", () => {
    const records = [
      parseRecord("0001-a.md", record("0001", "superseded by ADR-0404")),
      parseRecord("0001-b.md", record("0001", "accepted")),
    ];
    expect(recordProblems(records)).toEqual([
      "ADR-0001 is used by 0001-a.md and 0001-b.md",
      "0001-a.md: refers to ADR-0404, which does not exist",
    ]);
  });

  it("indexes any number range in numeric order and links a superseding record", () => {
    const records = [
      parseRecord("1000-later.md", record("1000", "accepted", "Later")),
      parseRecord("0200-first.md", record("0200", "superseded by ADR-1000", "First")),
    ].sort((a, b) => Number(a.number) - Number(b.number));
    const rows = renderIndex(records)
      .split("\n")
      .filter((line) => line.startsWith("| [ADR-"));
    expect(rows).toEqual([
      "| [ADR-0200](0200-first.md) | First | superseded by [ADR-1000](1000-later.md) | 2026-11-27 |",
      "| [ADR-1000](1000-later.md) | Later | accepted | 2026-11-27 |",
    ]);
  });

  it("opens with the records to read first, then groups the rest by area (read-first ones not again), unsorted ones last", () => {
    const records = [
      parseRecord(`${READ_FIRST[0]}-first.md`, record(READ_FIRST[0]!, "accepted", "Read me", "tooling")),
      parseRecord("1001-a.md", record("1001", "accepted", "A web one", "web")),
      parseRecord("1002-b.md", record("1002", "accepted", "No area").replace("Area: core\n", "")),
    ];
    const lines = renderIndex(records).split("\n");
    const headings = lines.filter((line) => line.startsWith("## "));
    expect(headings).toEqual([
      "## Read these first",
      `## ${AREAS["web"]}`,
      "## Not sorted yet (add an `Area:` line)",
    ]);
    const after = (heading: string) => lines[lines.indexOf(heading) + 4];
    expect(after("## Read these first")).toContain("Read me");
    expect(after("## Not sorted yet (add an `Area:` line)")).toContain("No area");
  });

  it("lists 15 to 20 records to read first, each of them a record that holds today", () => {
    const records = readRecords(ROOT);
    expect(READ_FIRST.length).toBeGreaterThanOrEqual(15);
    expect(READ_FIRST.length).toBeLessThanOrEqual(20);
    for (const number of READ_FIRST)
      expect(records.find((r) => r.number === number)?.status, `ADR-${number}`).toBe("accepted");
  });
});
