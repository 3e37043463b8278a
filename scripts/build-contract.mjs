#!/usr/bin/env node
// Writes the contract's generated artefacts into the build, from the Schemas (core/contract/),
// never from a kept copy: dist/contract/openapi.json (what /api/openapi.json serves and
// `lumen contract` prints) and dist/contract/error-catalogue.json (codes, the app's reaction per
// flow, message keys, English meaning) for backend teams.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { tsImport } from "tsx/esm/api";

const root = path.resolve(import.meta.dirname, "..");
const out = path.join(root, "dist/contract");
const { contractDocument } = await tsImport("../cli/commands/contract/contract-document.ts", import.meta.url);
const document = contractDocument();
await mkdir(out, { recursive: true });
await writeFile(path.join(out, "openapi.json"), `${JSON.stringify(document, null, 2)}\n`);
const catalogue = { version: document.info.version, codes: document["x-error-catalogue"] };
await writeFile(path.join(out, "error-catalogue.json"), `${JSON.stringify(catalogue, null, 2)}\n`);
console.log(
  `dist/contract: openapi.json (${Object.keys(document.paths).length} paths), error-catalogue.json (${catalogue.codes.length} codes)`,
);
