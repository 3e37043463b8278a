// Reads the decision records in docs/adr/ and renders their index, so the index is always derived
// from the records (ADR-0180) and any engineer's number range works the same way.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export const ADR_DIR = "docs/adr";
export const INDEX_FILE = "README.md";
const FILE_NAME = /^(\d{4,})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
const STATUS = /^(accepted|rejected|proposed|deprecated|superseded by (ADR-\d{4,}))$/i;
const DATE = /^\d{4}-\d{2}-\d{2}(, \d{4}-\d{2}-\d{2})*$/;
const REQUIRED_SECTIONS = ["## Context", "## Decision", "## Consequences"];

/** The groups of the index, in the order a newcomer meets them; a record names its own on `Area:`. */
export const AREAS = {
  core: "Core: layers, ports, use-cases and the wire contract",
  auth: "Product rules: log-in, sign-up, sessions and accounts",
  web: "Web screens, routing and interaction",
  startup: "Web start-up, bundles and offline",
  server: "The local server, the host and deployment",
  cli: "The lumen CLI",
  i18n: "Languages and text",
  tooling: "Tests, checks, budgets and docs",
};

/**
 * The decisions to read first, in reading order: how decisions and rules are cited, the layers and
 * how they are composed, the route manifest and the shell, the server's split, the CLI's shape,
 * the first visit, and the checks that keep all of it.
 */
export const READ_FIRST = [
  "0180",
  "0181",
  "0003",
  "0004",
  "0285",
  "0360",
  "0430",
  "0220",
  "0240",
  "0241",
  "0121",
  "0370",
  "0200",
  "0350",
  "0480",
  "0280",
  "0103",
  "0282",
  "0043",
];

/** One record's number, title, status and the problems that make it not a record. */
export function parseRecord(fileName, markdown) {
  const problems = [];
  const nameMatch = FILE_NAME.exec(fileName);
  if (!nameMatch) problems.push(`file name is not NNNN-kebab-title.md`);
  const number = nameMatch ? nameMatch[1] : null;
  const lines = markdown.split(/\r?\n/);
  const heading = /^# ADR-(\d{4,}): (\S.*)$/.exec(lines[0] ?? "");
  if (!heading) problems.push(`first line is not "# ADR-NNNN: Title"`);
  else if (number !== null && heading[1] !== number)
    problems.push(`heading says ADR-${heading[1]} but the file name says ${number}`);
  const statusLine = lines.find((line) => /^Status:/.test(line));
  const status = statusLine?.slice("Status:".length).trim() ?? "";
  const statusMatch = STATUS.exec(status);
  if (!statusLine) problems.push(`no "Status:" line`);
  else if (!statusMatch)
    problems.push(
      `status "${status}" is not accepted, rejected, proposed, deprecated or superseded by ADR-NNNN`,
    );
  const dateLine = lines.find((line) => /^Date:/.test(line));
  const date = dateLine?.slice("Date:".length).trim() ?? "";
  if (!dateLine) problems.push(`no "Date:" line`);
  else if (!DATE.test(date)) problems.push(`date "${date}" is not YYYY-MM-DD (or several, comma-separated)`);
  const areaLine = lines.find((line) => /^Area:/.test(line));
  const area = areaLine?.slice("Area:".length).trim() ?? null;
  if (area !== null && !(area in AREAS))
    problems.push(`area "${area}" is not one of ${Object.keys(AREAS).join(", ")}`);
  for (const section of REQUIRED_SECTIONS)
    if (!lines.includes(section)) problems.push(`no "${section}" section`);
  const references = [
    ...markdown.matchAll(/^(?:Status: superseded by|Supersedes:|Amended by:|Amends:)(.*)$/gm),
  ].flatMap((m) => [...m[1].matchAll(/ADR-(\d{4,})/g)].map((r) => r[1]));
  return {
    fileName,
    number,
    title: heading ? heading[2].trim() : "",
    status: statusMatch ? status.replace(/^\w/, (c) => c.toLowerCase()) : status,
    date,
    area,
    references,
    problems,
  };
}

export function readRecords(root) {
  const dir = path.join(root, ADR_DIR);
  return readdirSync(dir)
    .filter((name) => name.endsWith(".md") && name !== INDEX_FILE)
    .map((name) => parseRecord(name, readFileSync(path.join(dir, name), "utf8")))
    .sort(
      (a, b) =>
        Number(a.number ?? Infinity) - Number(b.number ?? Infinity) || a.fileName.localeCompare(b.fileName),
    );
}

/** Problems across records: each record's own, duplicate numbers and references to no record. */
export function recordProblems(records) {
  const problems = records.flatMap((r) => r.problems.map((p) => `${r.fileName}: ${p}`));
  const byNumber = new Map();
  for (const r of records)
    if (r.number) byNumber.set(r.number, [...(byNumber.get(r.number) ?? []), r.fileName]);
  for (const [number, files] of byNumber)
    if (files.length > 1) problems.push(`ADR-${number} is used by ${files.join(" and ")}`);
  for (const r of records)
    for (const ref of r.references)
      if (!byNumber.has(ref)) problems.push(`${r.fileName}: refers to ADR-${ref}, which does not exist`);
  return problems;
}

const cell = (text) => text.replaceAll("|", "\\|");

function tableOf(records, all) {
  const rows = records.map((r) => {
    const status = r.status.replace(/ADR-(\d{4,})/, (ref, n) => {
      const target = all.find((o) => o.number === n);
      return target ? `[${ref}](${target.fileName})` : ref;
    });
    return `| [ADR-${r.number}](${r.fileName}) | ${cell(r.title)} | ${status} | ${r.date} |`;
  });
  return ["| ADR | Title | Status | Date |", "| --- | --- | --- | --- |", ...rows];
}

export function renderIndex(records) {
  const first = READ_FIRST.map((n) => records.find((r) => r.number === n)).filter((r) => r !== undefined);
  const rest = records.filter((r) => !first.includes(r));
  const groups = [
    ...Object.entries(AREAS).map(([id, heading]) => [heading, rest.filter((r) => r.area === id)]),
    ["Not sorted yet (add an `Area:` line)", rest.filter((r) => r.area === null)],
  ].filter(([, list]) => list.length > 0);
  return [
    "# Architecture decision records",
    "",
    "<!-- Generated by `npm run adr:index` from the records in this folder. Do not edit by hand. -->",
    "",
    "One file per decision: `NNNN-kebab-title.md`, starting `# ADR-NNNN: Title`, then a",
    "`Status:` line (`accepted`, `rejected`, `proposed`, `deprecated` or `superseded by ADR-NNNN`), a",
    "`Date:` line, an `Area:` line (one of " +
      Object.keys(AREAS)
        .map((id) => `\`${id}\``)
        .join(", ") +
      ") and",
    "the sections `## Context`, `## Decision` and `## Consequences`; paths the record names that have",
    "since gone are listed on a `Since removed:` line. After adding or changing a record, run",
    "`npm run adr:index`; `tests/docs/adr-records.test.ts` fails while this index is stale and",
    "`tests/docs/adr-paths.test.ts` while a record names a path that neither exists nor is marked removed.",
    "Measurements live in [`../performance-log.md`](../performance-log.md).",
    "",
    "Numbers are handed out in blocks (0200–0219, 0220–0239 …) to engineers working at the same time and a",
    "block's unused numbers stay unused, so a gap is never a deleted record; 0001–0179 are the old decision",
    "diary's entries, moved one to one (ADR-0180).",
    "",
    "## Read these first",
    "",
    ...tableOf(first, records),
    "",
    ...groups.flatMap(([heading, list]) => [`## ${heading}`, "", ...tableOf(list, records), ""]),
  ].join("\n");
}
