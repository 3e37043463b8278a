/**
 * Every command's name, apart from the grammar that builds them: the help examples, the loaders
 * and the runtime name commands without importing commander (and without a cycle through it).
 */
export const COMMAND_NAMES = [
  "countries",
  "registration-type",
  "random-username",
  "announcements",
  "android-version",
  "admin-domains",
  "send-code",
  "login",
  "whoami",
  "logout",
  "signup",
  "forgot",
  "unlock",
  "one-time-token",
  "socket",
  "smoke",
  "contract",
  "contract check",
  "creator apply",
  "creator status",
  "code",
  "flow",
  "config show",
  "completion",
] as const;
export type CommandName = (typeof COMMAND_NAMES)[number];

/** Commands that only group others (`lumen creator apply|status`). */
export const COMMAND_GROUPS = ["creator", "config"] as const;
