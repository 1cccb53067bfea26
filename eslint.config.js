// Lint rules, including the boundaries of docs/decisions/004-boundaries.md:
// domain/ is pure; browser code never reaches server/; app/ never reaches the database's tables
// or client; only server/config.ts reads process.env; the server reaches its simulators only
// through import() (they stay out of a production start).
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const serverOnly = {
  group: ["**/server/**", "../server/*", "../../server/*", "../../../server/*"],
  message: "Browser code reaches server/ only through a colocated *.server.ts module.",
};

// Route modules (*.server.ts too) query through server/ service functions, never the tables, the
// client or the query builder themselves. Types pass (erased: a Db parameter hands on the
// services' handle), and so do the test of a dropped connection and its Retry-After, which answer
// 503 and reach nothing.
const NO_QUERIES = "app/ reaches the database only through a server/ service function.";
const databaseAccess = [
  {
    regex: "(^|/)server/db/",
    allowTypeImports: true,
    allowImportNames: ["isDatabaseUnavailable", "CONNECTION_LOST_RETRY_AFTER_S"],
    message: NO_QUERIES,
  },
  { group: ["drizzle-orm", "drizzle-orm/*"], allowTypeImports: true, message: NO_QUERIES },
];

const simulatorsByImport = {
  group: ["**/simulators/*"],
  allowTypeImports: true,
  message: "Load server/simulators/ with import() when config turns them on (server/start.ts).",
};

// Decision 025: the bookings core (what a booking is and how it moves) and its entry points.
const BOOKINGS_CORE = [
  "availability",
  "booking-events",
  "booking-lock",
  "create",
  "events",
  "in-house",
  "nights",
  "quote-stay",
  "search",
  "streams",
  "transitions",
].map((name) => `server/bookings/${name}.ts`);
const BOOKINGS_ENTRY_POINTS = ["admin", "admin-actions", "http", "jobs", "release", "services"];
const CORE_ONLY = "The bookings core never reaches payments or the desk (decision 025).";

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
    rules: { "no-restricted-imports": ["error", { patterns: databaseAccess }] },
  },
  {
    // Replaces the rule above for these files: no server/ at all, so no server/db either.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.server.ts", "app/entry.server.tsx"],
    rules: { "no-restricted-imports": ["error", { patterns: [serverOnly] }] },
  },
  {
    files: ["server/**/*.ts"],
    ignores: ["server/simulators/**", "server/**/*.test.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [simulatorsByImport] }] },
  },
  {
    // Decision 025: the bookings core never asks for money; payments move a booking only through
    // the core (transitions, availability, events); the desk and the bookings' entry points
    // (routes, jobs, staff actions) compose both.
    files: BOOKINGS_CORE,
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            simulatorsByImport,
            { group: ["../payments/**", "../front-desk/**"], message: CORE_ONLY },
          ],
        },
      ],
    },
  },
  {
    files: ["server/payments/**/*.ts"],
    ignores: ["server/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            simulatorsByImport,
            {
              group: [
                "**/front-desk/**",
                ...BOOKINGS_ENTRY_POINTS.map((name) => `**/bookings/${name}.ts`),
              ],
              message: "Payments reach bookings only through its core (decision 025).",
            },
          ],
        },
      ],
    },
  },
  {
    // Tooling and tests read their own environment (ports, database URLs, CI flags).
    files: ["scripts/**", "bench/**", "e2e/**", "test/**", "**/*.test.ts", "*.config.ts"],
    rules: { "no-restricted-properties": "off" },
  },
);
