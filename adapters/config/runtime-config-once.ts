/**
 * The one place the browser loads runtime-config.json: on the first call that needs it (an API
 * call, the chat socket, a callback check), never before the first screen renders, and at most
 * once per page. Each problem with the file goes to the console once, naming the file and field,
 * so an operator who opens the developer tools sees it even on screens that show no notice.
 */
import {
  describeProblem,
  type RuntimeConfigProblem,
  type RuntimeConfigRead,
} from "../../core/contract/runtime-config-file";
import { loadRuntimeConfig } from "./runtime-config-file";

export type RuntimeConfigSource = () => Promise<RuntimeConfigRead>;

export function runtimeConfigOnce(
  url: string,
  report: (problem: RuntimeConfigProblem) => void = (problem) => console.error(describeProblem(problem)),
  fetcher?: typeof globalThis.fetch,
): RuntimeConfigSource {
  let pending: Promise<RuntimeConfigRead> | undefined;
  return () => {
    pending ??= loadRuntimeConfig(url, fetcher).then((read) => {
      for (const problem of read.problems) report(problem);
      return read;
    });
    return pending;
  };
}
