import js from "@eslint/js";
import tseslint from "typescript-eslint";
import globals from "globals";
import architecture from "./tools/eslint/dependency-direction.rule.js";

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", "coverage/**", "tests/fixtures/**", "artifacts/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { architecture },
    rules: {
      "architecture/dependency-direction": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
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
