// A backup on a full data disk (issue 37): the embedded database's checkpoint on a disk with no
// room left hung the whole site. The backup now checks the space it needs first and is refused
// with a message; the site answers at once, and once space is freed the backup is made. The disk
// is a small tmpfs, so the test needs root (to mount it); elsewhere it is skipped, saying why.
import { spawn, spawnSync } from "node:child_process";
import {
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  rmSync,
  statfsSync,
  writeSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltServer } from "../../test/support/server.ts";

const root = path.resolve(import.meta.dirname, "../..");
const node = path.join(root, "node_modules/.bin/node");
const DISK_BYTES = 192 * 1024 * 1024;
/** What the filler leaves free: far less than a backup needs, enough for the site to start. */
const LEFT_FREE = 0;
/** How long `npm run backup` may take before the test calls it hung. */
const BACKUP_BOUND_MS = 30_000;

/** `npm run backup`'s script with these settings: its exit code and what it printed. */
function backup(env: Record<string, string>) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(node, [path.join(root, "scripts/backup.ts")], {
      cwd: root,
      env: { ...process.env, NODE_ENV: "test", LOG_LEVEL: "warn", ...env },
    });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (out += chunk.toString()));
    // A bound, not a wait: a backup still running by then is the hang this test is about.
    const hung = setTimeout(() => {
      out += `\n(no answer in ${BACKUP_BOUND_MS} ms: killed)`;
      child.kill("SIGKILL");
    }, BACKUP_BOUND_MS);
    child.once("close", (code) => {
      clearTimeout(hung);
      resolve({ code, out });
    });
  });
}

/** Fills the disk of `dir` with one file until `leave` bytes are free. */
function fill(file: string, leave: number): void {
  const { bavail, bsize } = statfsSync(path.dirname(file));
  let left = bavail * bsize - leave;
  const chunk = Buffer.alloc(1024 * 1024, 1);
  const fd = openSync(file, "w");
  try {
    while (left > 0) left -= writeSync(fd, chunk, 0, Math.min(chunk.length, left));
  } finally {
    closeSync(fd);
  }
}

describe("a backup on a full data disk (embedded database)", () => {
  const work = mkdtempSync(path.join(tmpdir(), "motel-diskfull-"));
  const disk = path.join(work, "disk");
  let cannotMount: string | undefined;

  beforeAll(() => {
    mkdirSync(disk);
    if (process.getuid?.() !== 0) {
      cannotMount = "needs root to mount a small tmpfs as the full disk (run the tests as root)";
      return;
    }
    const mounted = spawnSync("mount", ["-t", "tmpfs", "-o", `size=${DISK_BYTES}`, "tmpfs", disk], {
      encoding: "utf8",
    });
    if (mounted.status !== 0) cannotMount = `cannot mount a tmpfs: ${mounted.stderr.trim()}`;
  });
  afterAll(() => {
    if (!cannotMount) spawnSync("umount", ["-l", disk]);
    rmSync(work, { recursive: true, force: true });
  });

  it("is refused with a message; /healthz answers within a second; freed space lets it run", async ({
    skip,
  }) => {
    skip(cannotMount !== undefined, cannotMount);
    const env = {
      DATA_DIR: path.join(disk, "site"),
      // The data disk holds the backups too, as on a one-disk server.
      BACKUP_DIR: path.join(disk, "backups"),
      RECONCILE_EVERY_MS: "3600000",
    };
    const site = await startBuiltServer(env);
    const filler = path.join(disk, "filler");
    try {
      fill(filler, LEFT_FREE);
      const refused = await backup(env);
      expect(refused.out).toMatch(/Not enough free space/);
      expect(refused.code).toBe(1);

      const started = performance.now();
      const health = await fetch(`${site.url}/healthz`, { signal: AbortSignal.timeout(1_000) });
      expect(health.status).toBe(200);
      const healthMs = Math.round(performance.now() - started);
      console.info(`disk full: ${refused.out.trim()}\n/healthz ${health.status} in ${healthMs} ms`);
      expect(healthMs).toBeLessThan(1_000);
      const metrics = await (await fetch(`${site.url}/metrics`)).text();
      expect(metrics).toMatch(/^motel_backup_failed 1$/m);

      rmSync(filler);
      const made = await backup(env);
      expect(made.out).toMatch(/Backup written/);
      expect(made.code).toBe(0);
      expect((await fetch(`${site.url}/accommodation`)).status).toBe(200);
    } finally {
      rmSync(filler, { force: true });
      expect(await site.stop()).toBe(0);
    }
  }, 180_000); // a start and two backups, on a machine that may be busy
});
