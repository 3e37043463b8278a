import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  EMPTY_RUNTIME_CONFIG,
  RUNTIME_CONFIG_FILE,
  describeProblem,
  readRuntimeConfig,
  type RuntimeConfigRead,
} from "../../core/contract/runtime-config-file";

/** The operator named a runtime config file (--runtime-config) that cannot be used: do not start. */
export class RuntimeConfigError extends Error {}

/** What /runtime-config.json is based on, read once at start (restart to apply an edit). */
export interface RuntimeConfigSource {
  /** The file it came from, for messages; undefined when there is none (the defaults). */
  readonly file: string | undefined;
  /** The operator's own file's text, served as is; undefined: the built file is served as a static file. */
  readonly text: string | undefined;
  readonly read: RuntimeConfigRead;
}

/**
 * The operator's --runtime-config file when given (it must exist and be valid: a typo there stops
 * the server with the file and field named), else the built one beside the app (its problems are
 * reported by `warnings`, and by the browser that loads it).
 */
export function runtimeConfigSource(
  staticDir: string,
  operatorFile: string | undefined,
): RuntimeConfigSource {
  if (operatorFile !== undefined) {
    let text: string;
    try {
      text = readFileSync(operatorFile, "utf8");
    } catch (error) {
      throw new RuntimeConfigError(`--runtime-config ${operatorFile} cannot be read: ${String(error)}`);
    }
    const read = readRuntimeConfig(text);
    if (read.problems.length > 0)
      throw new RuntimeConfigError(
        read.problems.map((p) => `${operatorFile}: ${describeProblem(p)}`).join("\n"),
      );
    return { file: operatorFile, text, read };
  }
  const built = path.join(staticDir, RUNTIME_CONFIG_FILE);
  if (!existsSync(built))
    return { file: undefined, text: undefined, read: { config: EMPTY_RUNTIME_CONFIG, problems: [] } };
  return { file: built, text: undefined, read: readRuntimeConfig(readFileSync(built, "utf8")) };
}

/** One line per problem in the built file, naming its path, for the start-up log. */
export function runtimeConfigWarnings(source: RuntimeConfigSource): string[] {
  return source.read.problems.map(
    (p) => `error: ${source.file ?? RUNTIME_CONFIG_FILE}: ${describeProblem(p)}`,
  );
}
