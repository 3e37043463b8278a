/**
 * Where a password or code comes from, in order: the flag, the environment variable, a prompt on a
 * terminal. The environment is the recommended way in scripts, because flags show up in `ps` and
 * shell history.
 */
import type { Prompter } from "./prompter";

export interface SecretSource {
  readonly flag: string | undefined;
  readonly envName: string;
  readonly question: string;
  readonly hidden: boolean;
}

export async function resolveSecret(
  source: SecretSource,
  env: NodeJS.ProcessEnv,
  prompter: Prompter,
): Promise<string | null> {
  if (source.flag !== undefined) return source.flag;
  const fromEnv = env[source.envName];
  if (fromEnv !== undefined && fromEnv !== "") return fromEnv;
  return prompter.ask(source.question, { hidden: source.hidden });
}
