import { defineConfig } from "vitest/config";

// Two of the three test layers (the third, browser tests, is Playwright: playwright.config.ts).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          setupFiles: ["test/support/no-console-error.ts"],
          include: [
            "domain/**/*.test.ts",
            "app/**/*.test.ts",
            "content/**/*.test.ts",
            "i18n/**/*.test.ts",
            "test/**/*.test.ts",
          ],
          // Far from Nairobi on purpose: motel dates must not depend on the machine's zone.
          env: { TZ: "America/Los_Angeles" },
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: "integration",
          setupFiles: ["test/support/no-console-error.ts"],
          include: ["server/**/*.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // expect.poll waits for an end state (a photo processed, a job run); its default of 1 s
          // is a race on a busy machine, and a generous ceiling costs a passing test nothing.
          expect: { poll: { timeout: 30_000, interval: 100 } },
          // Each file starts its own databases and servers; two cores, so two at a time.
          maxWorkers: 2,
          // A worker's files share its loaded modules: the server's imports are loaded twice per
          // run, not once per file. Files keep no state in modules (each opens its own databases).
          isolate: false,
          sequence: { groupOrder: 1 }, // after the unit tests, which are quick
        },
      },
    ],
  },
});
