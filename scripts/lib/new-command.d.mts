// Types for new-command.mjs.
export declare const COMMAND_NAME: RegExp;
export declare function newCommand(
  root: string,
  name: string,
  summary?: string,
): { written: string[]; untranslated: string[] };
