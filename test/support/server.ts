// Runs the production build (build/server/index.js) as a real process on a free port with a fresh
// data folder: what integration, browser tests and benchmarks talk to.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { StaffRole } from "../../domain/staff.ts";
import { builtServerStorage, migratedDataDir, type TestDatabaseKind } from "./databases.ts";
import { forTheSuite } from "./suite.ts";

const root = path.resolve(import.meta.dirname, "../..");
// Exactly what `npm start` runs, so the tests exercise the README's command.
const startScript = (
  JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
    scripts: { start: string };
  }
).scripts.start;
const entry = path.join(root, startScript.replace(/^node\s+/, ""));
// The project's Node (24), as `npm start` uses, even when the test runner was started by another.
const projectNode = path.join(root, "node_modules/.bin/node");
const node = existsSync(projectNode) ? projectNode : process.execPath;

export type RunningServer = {
  url: string;
  dataDir: string;
  process: ChildProcess;
  /** Resolves with the exit code when the process ends. */
  exited: Promise<number | null>;
  /** Everything the process printed so far. */
  output(): string;
  /** SIGTERM, wait for exit; returns the exit code. Removes the data folder unless kept. */
  stop(options?: { keepData?: boolean }): Promise<number | null>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** The built server for a suite: started before its tests, stopped after them. */
export function useBuiltServer(env: Record<string, string> = {}): RunningServer {
  return forTheSuite(
    () => startBuiltServer(env),
    (server) => server.stop(),
  );
}

export async function startBuiltServer(
  env: Record<string, string> = {},
  { waitForHealth = true } = {},
): Promise<RunningServer> {
  if (!existsSync(entry)) throw new Error("No production build: run `npm run build` first.");
  // A caller that must know the port before the start (its PUBLIC_URL names it) chooses it.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const dataDir =
    env.DATA_DIR ??
    (env.DATABASE_URL
      ? mkdtempSync(path.join(tmpdir(), "motel-test-"))
      : await migratedDataDir("test"));
  let output = "";
  const child = spawn(node, [entry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      // Staff passwords hash at a test cost (2^14): sign-ins in tests take milliseconds, not
      // a second each. The production cost is tested in server/staff/passwords.test.ts.
      PASSWORD_HASH_COST: "14",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));

  const server: RunningServer = {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    process: child,
    exited,
    output: () => output,
    async stop({ keepData = false } = {}) {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      const code = await exited;
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
  if (waitForHealth) await waitUntilHealthy(server, exited);
  return server;
}

async function waitUntilHealthy(server: RunningServer, exited: Promise<number | null>) {
  const deadline = Date.now() + 60_000;
  let gone = false;
  void exited.then(() => (gone = true));
  while (Date.now() < deadline && !gone) {
    try {
      const response = await fetch(`${server.url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  await server.stop();
  throw new Error(`Server did not become healthy:\n${server.output()}`);
}

/**
 * Runs `npm run create-admin` (the README's command, as its script) against a data folder or
 * database before the server starts, with the password on standard input. Returns its output.
 */
export function createStaffAccount(
  env: Record<string, string>,
  account: { email: string; name: string; password: string; role?: StaffRole },
): string {
  const script = path.join(root, "scripts/create-admin.ts");
  const result = spawnSync(
    node,
    [script, "--email", account.email, "--name", account.name, "--role", account.role ?? "admin"],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: "test",
        LOG_LEVEL: "warn",
        PASSWORD_HASH_COST: "14",
        ...env,
      },
      input: `${account.password}\n`,
      encoding: "utf8",
    },
  );
  if (result.status !== 0)
    throw new Error(`create-admin failed:\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

/** Signs a staff member in through the sign-in form; the session cookie ("name=value"). */
export async function signInStaff(
  server: RunningServer,
  account: { email: string; password: string },
): Promise<string> {
  const response = await fetch(`${server.url}/admin?index`, {
    method: "POST",
    body: new URLSearchParams({ email: account.email, password: account.password }),
    redirect: "manual",
  });
  if (response.status !== 302) throw new Error(`sign-in refused: ${response.status}`);
  return response.headers.get("set-cookie")!.split(";")[0]!;
}

export type StaffServer = {
  server: RunningServer;
  /** The (first) staff member's session cookie ("name=value"). */
  cookie: string;
  /** Each account's session cookie, in the order given. */
  cookies: string[];
  /** Where its database is (DATA_DIR, or DATABASE_URL): for a test that reads it directly. */
  env: Record<string, string>;
  /** Stops the server and drops its database. */
  stop: () => Promise<void>;
};

type StaffAccount = { email: string; name: string; password: string; role?: StaffRole };

/**
 * A staff HTTP suite's setup in one call: the built server on a database of its own (`kind`),
 * with its staff accounts made by the README's command and signed in through the form. `env`
 * adds to the server's settings.
 */
export async function startStaffServer(
  kind: TestDatabaseKind,
  name: string,
  accounts: StaffAccount | readonly StaffAccount[],
  env: Record<string, string> = {},
): Promise<StaffServer> {
  const staff = Array.isArray(accounts) ? accounts : [accounts as StaffAccount];
  const storage = await builtServerStorage(kind, name);
  try {
    for (const account of staff) createStaffAccount(storage.env, account);
    const server = await startBuiltServer({ ...storage.env, ...env });
    const stop = async () => {
      await server.stop();
      await storage.drop?.();
    };
    try {
      const cookies = await Promise.all(staff.map((account) => signInStaff(server, account)));
      return { server, cookie: cookies[0]!, cookies, env: storage.env, stop };
    } catch (error) {
      await server.stop();
      throw error;
    }
  } catch (error) {
    await storage.drop?.();
    throw error;
  }
}
