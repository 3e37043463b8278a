// Proves the driver-ports rule fires (ADR-0360, ADR-0430): in a fixture tree (a miniature repo with
// a port table, ports, adapters and the use-case record), screens, components, layout and CLI
// commands that import a port, anything from core/ports, an adapter class, the table, or read a
// port by name are reported; a port file's value types outside core/ports, an adapter's functions
// and data types, the use-case record, the composition root and files outside the drivers are not. Then the project's real config reports the same in web/ and
// cli/, and the import-cycle rule counts type-only imports where that config says so.
import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";
import { fixtureLinter, REPO_ROOT as ROOT, type FixtureProblems } from "../support/rule-fixture-lint";

const FIXTURES = path.join(ROOT, "tests/fixtures/hygiene/driver-ports");
const RULE_ID = "drivers/driver-ports";

let problems: FixtureProblems;

beforeAll(async () => {
  problems = await fixtureLinter({
    ruleFile: "driver-ports.rule.js",
    ruleId: RULE_ID,
    fixtures: FIXTURES,
    files: ["**/*.ts", "**/*.tsx"],
    jsx: true,
  });
});

describe("driver-ports rule on the fixture tree", () => {
  it.each([
    ["web/screens/demo/bad-port-type.tsx", "must not import the port KeyValueStore"],
    ["cli/commands/bad-api.command.ts", "must not import the port SsoApi"],
    ["web/screens/demo/bad-table.ts", "must not import the port table or its resolvers"],
    ["cli/commands/bad-dynamic.command.ts", "must not import the port table or its resolvers"],
    ["web/screens/demo/bad-resolve.ts", "must not read a port by name (port(…))"],
    ["web/layout/bad-ports-folder.ts", "must not import from core/ports ('../../core/ports/clock.port')"],
    ["web/components/demo/bad-adapter.tsx", "must not import the adapter class LocalStorageStore"],
    ["cli/commands/bad-adapter-type.command.ts", "must not import the adapter class OfetchHttpClient"],
  ])("reports %s", async (file, message) => {
    const found = await problems(file);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(`${RULE_ID}: A driver`);
    expect(found[0]).toContain(message);
  });

  it.each([
    "web/screens/demo/ok-use-case.tsx",
    "cli/commands/ok.command.ts",
    "cli/commands/ok-adapter-helpers.command.ts",
    "web/shell/ok-outside-drivers.ts",
    "web/composition-root.ts",
  ])("allows %s", async (file) => {
    expect(await problems(file)).toEqual([]);
  });
});

describe("the project's own lint config", () => {
  let real: ESLint;
  const lint = async (text: string, file: string) => {
    const [result] = await real.lintText(text, { filePath: path.join(ROOT, file) });
    return result!.messages;
  };
  beforeAll(async () => {
    real = new ESLint({ cwd: ROOT });
    // Loading the config (typescript-eslint, the React Compiler) takes seconds on a busy machine.
    await real.lintText("", { filePath: path.join(ROOT, "web/screens/auth/__lint-probe__.ts") });
  }, 120_000);

  it("reports a layout file naming the store adapter (as npm run lint would)", async () => {
    const messages = await lint(
      'import { LocalStorageStore } from "../../adapters/storage/local-storage-store";\nexport const tab = () => new LocalStorageStore().get("t");\n',
      "web/layout/__lint-probe__.ts",
    );
    expect(messages.map((m) => m.ruleId)).toContain(RULE_ID);
  });

  it("reports a screen naming a port type and a command reading the SSO API port (as npm run lint would)", async () => {
    const screen = await lint(
      'import type { Clock } from "../../../core/ports/clock.port";\nexport const now = (clock: Clock) => clock.now();\n',
      "web/screens/auth/__lint-probe__.ts",
    );
    expect(screen.map((m) => m.ruleId)).toContain(RULE_ID);
    const command = await lint(
      'import type { SsoApi } from "../../core/sso/sso-api.port";\nexport const run = (api: SsoApi) => api.adminDomains();\n',
      "cli/commands/__lint-probe__.command.ts",
    );
    expect(command.map((m) => m.ruleId)).toContain(RULE_ID);
  });

  it("allows a command that only calls a use-case", async () => {
    const messages = await lint(
      'import type { UseCases } from "../../core/app/use-cases";\nexport const run = (u: UseCases) => u.adminDomains.execute();\n',
      "cli/commands/__lint-probe__.command.ts",
    );
    expect(messages).toEqual([]);
  });

  it("counts a type-only import cycle in the composition (the port table and the use-case factory)", async () => {
    const messages = await lint(
      'import type { UseCasePortKey } from "./use-cases.factory";\nexport type Key = UseCasePortKey;\n',
      "adapters/modules/port-table.ts",
    );
    const cycles = messages.filter((m) => m.ruleId === "cycles/no-import-cycle");
    expect(cycles).toHaveLength(1);
    expect(cycles[0]!.message).toBe(
      "Import cycle: adapters/modules/port-table.ts → adapters/modules/use-cases.factory.ts → adapters/modules/port-table.ts.",
    );
  });
});
