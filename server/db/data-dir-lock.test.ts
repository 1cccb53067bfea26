// The embedded database's folder lock (issue 37): a socket its holder listens on, which the
// kernel closes with the holder, so only a live holder blocks a start; a pid in a file does not.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, lstatSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirInUseError, DataDirLockError, lockDataDir } from "./data-dir-lock.ts";

// The project's own Node (24, which runs TypeScript), even when Vitest was started by another.
const projectNode = path.resolve(import.meta.dirname, "../../node_modules/.bin/node");
const lockModule = JSON.stringify(path.join(import.meta.dirname, "data-dir-lock.ts"));

/** A process that takes the lock and holds it until killed; resolves once it says "locked". */
function holder(dir: string): Promise<{ child: ChildProcess; said: string }> {
  const script = `
    const { lockDataDir } = await import(${lockModule});
    try { await lockDataDir(${JSON.stringify(dir)}); console.log("locked"); setInterval(() => {}, 60000); }
    catch (error) { console.log(error.name); }`;
  const child = spawn(projectNode, ["--input-type=module", "-e", script]);
  return new Promise((resolve) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes("\n")) resolve({ child, said: out.trim() });
    });
    child.once("exit", () => resolve({ child, said: out.trim() }));
  });
}

function exited(child: ChildProcess): Promise<unknown> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", resolve));
}

describe("lockDataDir", () => {
  const root = mkdtempSync(path.join(tmpdir(), "motel-lock-"));
  const dir = path.join(root, "pglite");
  const children: ChildProcess[] = [];
  afterEach(async () => {
    for (const child of children.splice(0)) {
      child.kill("SIGKILL");
      await exited(child);
    }
    rmSync(`${dir}.lock`, { force: true });
  });

  it("is a socket while held, removed on release", async () => {
    const release = await lockDataDir(dir);
    expect(lstatSync(`${dir}.lock`).isSocket()).toBe(true);
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it("refuses a folder another running process holds, naming it", async () => {
    const other = await holder(dir);
    children.push(other.child);
    expect(other.said).toBe("locked");
    const refused = lockDataDir(dir);
    await expect(refused).rejects.toThrow(DataDirInUseError);
    await expect(lockDataDir(dir)).rejects.toThrow(
      `is in use by process ${other.child.pid}. Stop it first`,
    );
  });

  it("is not blocked by a lock file naming an unrelated live process (after a power cut)", async () => {
    // The old lock's form: a pid, here of processes that are alive and have nothing to do with it.
    const unrelated = spawn("sleep", ["60"]);
    children.push(unrelated);
    for (const pid of [unrelated.pid!, process.ppid, 1]) {
      writeFileSync(`${dir}.lock`, String(pid));
      const release = await lockDataDir(dir);
      expect(lstatSync(`${dir}.lock`).isSocket()).toBe(true);
      release();
    }
  });

  it("takes over the lock of a holder that was killed", async () => {
    const killed = await holder(dir);
    expect(killed.said).toBe("locked");
    killed.child.kill("SIGKILL");
    await exited(killed.child);
    expect(lstatSync(`${dir}.lock`).isSocket()).toBe(true); // left behind, nobody listening
    const release = await lockDataDir(dir);
    release();
  });

  it("lets exactly one of several processes starting at once take a stale lock", async () => {
    writeFileSync(`${dir}.lock`, String(process.ppid));
    const results = await Promise.all(Array.from({ length: 4 }, () => holder(dir)));
    children.push(...results.map((r) => r.child));
    expect(results.filter((r) => r.said === "locked")).toHaveLength(1);
    expect(results.filter((r) => r.said === "DataDirInUseError")).toHaveLength(3);
  });

  it("says so when the folder's path is too long for a socket", async () => {
    const long = path.join(root, "x".repeat(120), "pglite");
    await expect(lockDataDir(long)).rejects.toThrow(DataDirLockError);
    await expect(lockDataDir(long)).rejects.toThrow("set DATA_DIR to a shorter path");
  });
});
