// True when the calling module is the script node was started with (not imported by another).
import { pathToFileURL } from "node:url";
import fs from "node:fs";

export function isMain(metaUrl) {
  const entry = process.argv[1];
  if (!entry) return false;
  return metaUrl === pathToFileURL(fs.realpathSync(entry)).href;
}
