// Reading the JSON reports of Vitest and Playwright: the counts `npm test` sums, and the names of
// the tests that failed, which `npm run test:steady` tallies over its runs.
import { readFileSync } from "node:fs";
import path from "node:path";

export type Counts = { passed: number; failed: number; skipped: number };
export type Report = Counts & { failures: string[] };

type VitestJson = {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: {
    name: string;
    /** "failed" for a file that could not run (an import error, a hook that threw). */
    status?: string;
    assertionResults: { title: string; fullName: string; status: string }[];
  }[];
};

/** A Vitest JSON report: its counts, and each failed test as "file › full name". */
export function vitestReport(file: string, root: string): Report {
  const report = JSON.parse(readFileSync(file, "utf8")) as VitestJson;
  const failures = report.testResults.flatMap((result) =>
    result.assertionResults
      .filter((test) => test.status === "failed")
      .map((test) => `${path.relative(root, result.name)} › ${test.fullName}`),
  );
  // A file that failed to load has no assertion results: name the file itself.
  const broken = report.testResults
    .filter((result) => result.assertionResults.length === 0 && result.status === "failed")
    .map((result) => `${path.relative(root, result.name)} (did not run)`);
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
    failures: [...failures, ...broken],
  };
}

/** Race tests ("race: …") a Vitest report skipped: PGlite cannot run them. */
export function skippedRaceTests(file: string): number {
  const report = JSON.parse(readFileSync(file, "utf8")) as VitestJson;
  return report.testResults
    .flatMap((result) => result.assertionResults)
    .filter(
      (test) => test.title.startsWith("race:") && ["skipped", "pending"].includes(test.status),
    ).length;
}

type PlaywrightSuite = {
  title: string;
  file?: string;
  specs?: { title: string; line?: number; tests: { projectName: string; status: string }[] }[];
  suites?: PlaywrightSuite[];
};

type PlaywrightJson = {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites: PlaywrightSuite[];
};

/**
 * A Playwright JSON report: its counts (a test that passed only on a retry counts as failed), and
 * each failed or flaky test as "[project] file › title".
 */
export function playwrightReport(file: string): Report {
  const report = JSON.parse(readFileSync(file, "utf8")) as PlaywrightJson;
  const failures: string[] = [];
  const walk = (suite: PlaywrightSuite, titles: string[], file: string) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status === "unexpected" || test.status === "flaky") {
          failures.push(`[${test.projectName}] ${[file, ...titles, spec.title].join(" › ")}`);
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title], file);
  };
  for (const top of report.suites) walk(top, [], top.file ?? top.title);
  return {
    passed: report.stats.expected,
    failed: report.stats.unexpected + report.stats.flaky,
    skipped: report.stats.skipped,
    failures,
  };
}
