// `npm run test:steady`: does the suite cry wolf? In a fresh clone of the last commit, with CPU
// hogs keeping every core busy, it runs the integration and browser layers N times and prints each
// test that failed and in how many runs. Exit 0 only when no test failed.
//
//   npm run test:steady                          3 runs of both layers, one hog per core
//   npm run test:steady -- --runs 1 --hogs 0     one quiet run
//   npm run test:steady -- --only e2e/home.e2e.ts,server/http/http.test.ts
//                                                those files only (.e2e.ts: browser, else integration)
//
// TEST_DATABASE_URL is passed on, as `npm test` does. What is not committed is not in the clone.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, openSync, closeSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { playwrightReport, vitestReport, type Report } from "./test-reports.ts";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    hogs: { type: "string", default: String(availableParallelism()) },
    layers: { type: "string", default: "integration,browser" },
    only: { type: "string", default: "" },
    keep: { type: "boolean", default: false },
  },
});
const runs = Number(values.runs);
const hogs = Number(values.hogs);
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(hogs) || hogs < 0) {
  console.error("--runs must be a whole number from 1, --hogs from 0.");
  process.exit(2);
}
const only = values.only.split(",").filter(Boolean);
const browserFiles = only.filter((file) => file.endsWith(".e2e.ts"));
const integrationFiles = only.filter((file) => !file.endsWith(".e2e.ts"));
const layers = values.layers
  .split(",")
  .filter((layer): layer is Layer => layer === "integration" || layer === "browser")
  .filter(
    (layer) =>
      only.length === 0 || (layer === "browser" ? browserFiles : integrationFiles).length > 0,
  );

type Layer = "integration" | "browser";

const source = path.resolve(import.meta.dirname, "..");
const clone = mkdtempSync(path.join(tmpdir(), "motel-steady-"));
const logs = path.join(clone, "test-results", "steady");

/** Runs a command in the clone with its output in a log file; true when it exits 0. */
function step(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  mkdirSync(logs, { recursive: true });
  const log = path.join(logs, `${name}.log`);
  const fd = openSync(log, "w");
  try {
    const result = spawnSync(command, args, {
      cwd: clone,
      stdio: ["ignore", fd, fd],
      env: { ...process.env, FORCE_COLOR: "0", ...env },
    });
    if (result.status !== 0)
      console.log(`  ${name}: exit ${result.status ?? result.signal} (${log})`);
    return result.status === 0;
  } finally {
    closeSync(fd);
  }
}

const bin = (name: string) => path.join(clone, "node_modules/.bin", name);

function prepare(): void {
  console.log(`Fresh clone of ${source} in ${clone}`);
  const cloned = spawnSync("git", ["clone", "--quiet", "--no-hardlinks", source, clone], {
    stdio: "inherit",
  });
  if (cloned.status !== 0) process.exit(1);
  const ready =
    step("install", "npm", ["ci", "--no-audit", "--no-fund"]) &&
    step("build", bin("react-router"), ["build"]) &&
    (!layers.includes("browser") || step("chromium", "bash", ["scripts/ensure-chromium.sh"]));
  if (!ready) process.exit(1);
}

/** Busy loops, one per core asked for: the "busy machine" the suite must pass on. */
function startHogs(): ChildProcess[] {
  return Array.from({ length: hogs }, () =>
    spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" }),
  );
}

function runLayer(layer: Layer, run: number): Report & { seconds: number } {
  const report = path.join(logs, `${layer}-${run}.json`);
  const started = Date.now();
  let ok: boolean;
  if (layer === "integration") {
    ok = step(`${layer}-${run}`, bin("vitest"), [
      "run",
      "--project",
      "integration",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${report}`,
      ...integrationFiles,
    ]);
  } else {
    ok = step(
      `${layer}-${run}`,
      bin("playwright"),
      ["test", "--reporter=line,json", ...browserFiles],
      {
        PLAYWRIGHT_JSON_OUTPUT_NAME: report,
      },
    );
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  try {
    const read = layer === "integration" ? vitestReport(report, clone) : playwrightReport(report);
    // A runner that failed with no failed test (no test files found, a crash after the report).
    if (!ok && read.failures.length === 0) read.failures.push(`${layer} runner (exit not 0)`);
    return { ...read, seconds };
  } catch {
    return { passed: 0, failed: 1, skipped: 0, failures: [`${layer} runner (no report)`], seconds };
  }
}

prepare();
const started = startHogs();
const failedIn = new Map<string, number>();
try {
  console.log(
    `${runs} run(s) of ${layers.join(" and ")}, ${hogs} CPU hog(s) on ${availableParallelism()} core(s)`,
  );
  for (let run = 1; run <= runs; run++) {
    for (const layer of layers) {
      const result = runLayer(layer, run);
      console.log(
        `run ${run} ${layer}: ${result.passed} passed, ${result.failed} failed, ${result.skipped} skipped in ${result.seconds} s`,
      );
      for (const name of result.failures) failedIn.set(name, (failedIn.get(name) ?? 0) + 1);
    }
  }
} finally {
  for (const hog of started) hog.kill("SIGKILL");
}

if (failedIn.size === 0) {
  console.log(`\nSteady: 0 failures in ${runs} run(s).`);
  if (!values.keep) rmSync(clone, { recursive: true, force: true });
  process.exit(0);
}
console.log(`\nFailures per test (of ${runs} run(s)):`);
for (const [name, count] of [...failedIn].sort((a, b) => b[1] - a[1])) {
  console.log(`  ${count}/${runs}  ${name}`);
}
console.log(`\nSteady: ${failedIn.size} test(s) failed at least once. Logs and reports: ${logs}`);
process.exit(1);
