// Lint rules, including the boundaries of docs/decisions/004-boundaries.md:
// domain/ is pure; browser code never reaches server/; only server/config.ts reads process.env.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const serverOnly = {
  group: ["**/server/**", "../server/*", "../../server/*", "../../../server/*"],
  message: "Browser code reaches server/ only through a colocated *.server.ts module.",
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      "data/",
      "node_modules/",
      ".react-router/",
      "test-results/",
      "playwright-report/",
      "bench/results/",
      "bench/floor/build/",
      "bench/floor/.react-router/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Effects here sync with the browser (scroll, media queries), which is their purpose.
      "react-hooks/set-state-in-effect": "off",
    },
  },
  {
    // Playwright fixtures take `use` and an empty object pattern by design.
    files: ["e2e/**/*.ts"],
    rules: { "no-empty-pattern": "off" },
  },
  {
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-explicit-any": "error",
      "no-restricted-properties": [
        "error",
        {
          object: "process",
          property: "env",
          message: "Read configuration from server/config.ts.",
        },
      ],
    },
  },
  {
    files: ["domain/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/app/**", "**/server/**", "**/content/**"], message: "domain/ is pure." },
            { group: ["node:*", "react", "react-router"], message: "domain/ is pure TypeScript." },
          ],
        },
      ],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.server.ts", "app/entry.server.tsx"],
    rules: { "no-restricted-imports": ["error", { patterns: [serverOnly] }] },
  },
  {
    // Tooling and tests read their own environment (ports, database URLs, CI flags).
    files: ["scripts/**", "bench/**", "e2e/**", "test/**", "**/*.test.ts", "*.config.ts"],
    rules: { "no-restricted-properties": "off" },
  },
);
