import js from "@eslint/js";
import tseslint from "typescript-eslint";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import architecture from "./tools/eslint/dependency-direction.rule.js";
import cycles from "./tools/eslint/no-import-cycle.rule.js";
import screens from "./tools/eslint/screen-boundary.rule.js";
import shell from "./tools/eslint/shell-zone.rule.js";
import server from "./tools/eslint/server-host-boundary.rule.js";
import drivers from "./tools/eslint/driver-ports.rule.js";
import naming from "./tools/eslint/file-naming.rule.js";
import links from "./tools/eslint/typed-links.rule.js";

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", "coverage/**", "tests/fixtures/**", "artifacts/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // React code only: the CLI's `useCaseFailed` and the composition root's `useCaseConfigFrom`
    // ("use-case …") are not hooks, but the rules of hooks go by the name.
    ...reactHooks.configs.flat.recommended,
    files: ["web/**/*.{ts,tsx}", "tests/web/**/*.{ts,tsx}"],
    ignores: ["web/composition-root.ts"],
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      // A warning would not fail `npm test`; a missing dependency is a real bug here.
      // useUseCase(run, deps) is checked like useEffect (web/shell/screen-doors.ts).
      "react-hooks/exhaustive-deps": ["error", { additionalHooks: "^useUseCase$" }],
    },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { architecture, cycles, screens, shell, server, drivers, naming, links },
    rules: {
      "architecture/dependency-direction": "error",
      "cycles/no-import-cycle": "error",
      "screens/screen-boundary": "error",
      "shell/shell-zone": "error",
      "server/server-host-boundary": "error",
      "drivers/driver-ports": "error",
      "naming/file-naming": "error",
      "links/typed-links": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    // Type-only imports count as cycles too, everywhere (ADR-0360, ADR-0396).
    files: ["**/*.{ts,tsx}"],
    rules: { "cycles/no-import-cycle": ["error", { typeImports: true }] },
  },
  {
    // Outside data is decoded with Schema, never asserted into shape.
    files: ["core/**/*.ts", "adapters/**/*.ts", "cli/**/*.ts", "server/**/*.ts"],
    rules: {
      "@typescript-eslint/consistent-type-assertions": ["error", { assertionStyle: "never" }],
      "@typescript-eslint/no-explicit-any": "error",
    },
  },
);
