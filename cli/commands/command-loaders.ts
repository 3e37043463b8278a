/**
 * One dynamic import per command. In the single-file bundle esbuild turns each into a lazily
 * initialised module, so a command's code (and Schema, ofetch, ws …) is evaluated only when that
 * command runs, never for --help.
 */
import type { CommandName } from "../command-names";
import type { CommandModule } from "../runtime/command-context";

export const COMMAND_LOADERS: Readonly<Record<CommandName, () => Promise<CommandModule>>> = {
  countries: () => import("./countries.command"),
  "registration-type": () => import("./registration-type.command"),
  "random-username": () => import("./random-username.command"),
  announcements: () => import("./announcements.command"),
  "android-version": () => import("./android-version.command"),
  "admin-domains": () => import("./admin-domains.command"),
  "send-code": () => import("./send-code.command"),
  login: () => import("./login.command"),
  whoami: () => import("./whoami.command"),
  logout: () => import("./logout.command"),
  signup: () => import("./signup.command"),
  forgot: () => import("./forgot.command"),
  unlock: () => import("./unlock.command"),
  "one-time-token": () => import("./one-time-token.command"),
  socket: () => import("./socket.command"),
  smoke: () => import("./smoke.command"),
  contract: () => import("./contract.command"),
  "contract check": () => import("./contract-check.command"),
  "creator apply": () => import("./creator-apply.command"),
  "creator status": () => import("./creator-status.command"),
  code: () => import("./code.command"),
  flow: () => import("./flow.command"),
  "config show": () => import("./config-show.command"),
  completion: () => import("./completion.command"),
};
