// `npm test`: every check and test layer, then one closing line "Tests: N passed, N failed".
// Stops at the first failing step.
//   route types -> lint, format, typecheck and build side by side -> unit -> integration -> browser
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { playwrightReport, skippedRaceTests, vitestReport, type Counts } from "./test-reports.ts";

const root = path.resolve(import.meta.dirname, "..");
const reports = path.join(root, "test-results");
rmSync(path.join(reports, "summary"), { recursive: true, force: true });
mkdirSync(path.join(reports, "summary"), { recursive: true });
const bin = (name: string) => path.join(root, "node_modules/.bin", name);

const total: Counts = { passed: 0, failed: 0, skipped: 0 };

const childEnv = (env: Record<string, string> = {}) => ({
  ...process.env,
  FORCE_COLOR: process.env.CI ? "0" : "1",
  ...env,
});

/** The line that closes a step: whether it passed and how long it took. */
function ended(title: string, ok: boolean, started: number) {
  console.log(`${ok ? "✔" : "✘"} ${title} (${((Date.now() - started) / 1000).toFixed(1)}s)`);
}

function run(title: string, command: string, args: string[], env: Record<string, string> = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: childEnv(env) });
  const ok = result.status === 0;
  ended(title, ok, started);
  return ok;
}

function add(counts: Counts) {
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
}

function tally(read: () => Counts) {
  try {
    add(read());
  } catch {
    total.failed += 1; // no report: the runner itself broke
  }
}

/** Race tests ("race: …") skipped because no PostgreSQL server was given. */
let racesSkipped = 0;

function finish(ok: boolean): never {
  if (!ok && total.failed === 0) total.failed = 1; // a failed check counts as a failure
  if (racesSkipped > 0 && !process.env.TEST_DATABASE_URL) {
    console.log(
      `\nRace tests skipped: ${racesSkipped}, because no PostgreSQL server was given (TEST_DATABASE_URL is not set; PGlite runs one transaction at a time). CI runs them.`,
    );
  }
  console.log(`\nTests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  process.exit(ok ? 0 : 1);
}

const summary = (name: string) => path.join(reports, "summary", name);

/**
 * Runs independent checks at once (each is mostly one busy core; two cores halve their minute),
 * printing each one's output whole when it ends, so the log reads as if they ran in turn.
 */
async function runTogether(checks: Array<[title: string, command: string, args: string[]]>) {
  const results = await Promise.all(
    checks.map(
      ([title, command, args]) =>
        new Promise<boolean>((resolve) => {
          const started = Date.now();
          const output: Buffer[] = [];
          const child = spawn(command, args, {
            cwd: root,
            stdio: ["ignore", "pipe", "pipe"],
            env: childEnv(),
          });
          child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
          child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
          let reported = false;
          // A command that cannot start emits "error", and may then emit "close" as well.
          const done = (ok: boolean) => {
            if (reported) return;
            reported = true;
            process.stdout.write(`\n▶ ${title}\n${Buffer.concat(output).toString()}`);
            ended(title, ok, started);
            resolve(ok);
          };
          child.on("error", (error) => {
            output.push(Buffer.from(`${error.message}\n`));
            done(false);
          });
          child.on("close", (code) => done(code === 0));
        }),
    ),
  );
  return results.every(Boolean);
}

// The route types first: the typecheck reads them.
if (!run("route types", bin("react-router"), ["typegen"])) finish(false);
const checked = await runTogether([
  ["lint", bin("eslint"), ["."]],
  ["format", bin("prettier"), ["--check", "."]],
  ["typecheck", bin("tsc"), []],
  ["build", bin("react-router"), ["build"]],
]);
if (!checked) finish(false);

for (const project of ["unit", "integration"]) {
  const file = summary(`${project}.json`);
  const ok = run(`${project} tests (Vitest)`, bin("vitest"), [
    "run",
    "--project",
    project,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${file}`,
  ]);
  tally(() => vitestReport(file, root));
  if (project === "integration") {
    try {
      racesSkipped = skippedRaceTests(file);
    } catch {
      // no report: tally counted the failure
    }
  }
  if (!ok) finish(false);
}

if (!run("Chromium for browser tests", "bash", ["scripts/ensure-chromium.sh"])) finish(false);
const e2eFile = summary("e2e.json");
const e2eOk = run(
  "browser tests (Playwright + Chromium)",
  bin("playwright"),
  ["test", "--reporter=list,json"],
  {
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eFile,
  },
);
tally(() => playwrightReport(e2eFile));
finish(e2eOk);
