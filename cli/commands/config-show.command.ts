/**
 * `lumen config show`: every setting this run would use and where it came from (flag, environment
 * variable, profile and file, or default), and which config files were read. Only settings are
 * shown; the CLI's config files cannot hold secrets (cli/config/config-file.schema.ts).
 */
import { SETTING_NAMES, type SettingName } from "../args/global-options";
import { projectConfigPath, userConfigPath } from "../config/config-files";
import { success, type Outcome } from "../output/outcome";
import type { CommandContext } from "../runtime/command-context";

export async function run(ctx: CommandContext): Promise<Outcome> {
  const g = ctx.globals;
  const values: Record<SettingName, string | number | null> = {
    "base-url": g.baseUrl,
    lang: g.lang,
    timeout: g.timeoutMs,
    retry: g.retry,
    "code-from": g.codeFrom,
    device: g.device,
    "state-dir": g.stateDir,
  };
  const settings = Object.fromEntries(
    SETTING_NAMES.map((name) => [name, { value: values[name], from: g.sources[name] }]),
  );
  const files = ctx.profile?.files ?? [];
  const data = {
    profile: g.profile,
    profileFrom: ctx.profile?.nameFrom ?? null,
    files,
    searched: { project: projectConfigPath(process.cwd()), user: userConfigPath(ctx.env) },
    settings,
  };
  const none = ctx.t("config.none");
  const lines = [
    `${ctx.t("config.profile")}: ${g.profile ?? none}${ctx.profile?.nameFrom ? `  (${ctx.profile.nameFrom})` : ""}`,
    `${ctx.t("config.files")}: ${files.length === 0 ? none : files.join(", ")}`,
    "",
    ...SETTING_NAMES.map(
      (name) => `${name.padEnd(11)} ${String(values[name] ?? none).padEnd(36)} ${g.sources[name]}`,
    ),
  ];
  return success(data, lines);
}
