import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirInUseError, lockDataDir } from "./data-dir-lock.ts";

// The project's own Node (24, which runs TypeScript), even when Vitest was started by another.
const projectNode = path.resolve(import.meta.dirname, "../../node_modules/.bin/node");

describe("lockDataDir", () => {
  const root = mkdtempSync(path.join(tmpdir(), "motel-lock-"));
  const dir = path.join(root, "pglite");
  afterEach(() => rmSync(`${dir}.lock`, { force: true }));

  it("writes our pid and removes the lock on release", () => {
    const release = lockDataDir(dir);
    expect(readFileSync(`${dir}.lock`, "utf8")).toBe(String(process.pid));
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it("refuses a folder held by another running process", async () => {
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      writeFileSync(`${dir}.lock`, String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
      expect(() => lockDataDir(dir)).toThrow(`in use by process ${other.pid}`);
    } finally {
      other.kill();
    }
  });

  it("takes over a lock left by a process that is gone", async () => {
    const gone = spawn(process.execPath, ["-e", ""]);
    await new Promise((resolve) => gone.once("exit", resolve));
    writeFileSync(`${dir}.lock`, String(gone.pid));
    const release = lockDataDir(dir);
    expect(readFileSync(`${dir}.lock`, "utf8")).toBe(String(process.pid));
    release();
  });

  it("takes over a lock file with no readable pid", () => {
    writeFileSync(`${dir}.lock`, "");
    const release = lockDataDir(dir);
    expect(readFileSync(`${dir}.lock`, "utf8")).toBe(String(process.pid));
    release();
  });

  it("lets exactly one of several processes starting at once take a stale lock", async () => {
    const gone = spawn(process.execPath, ["-e", ""]);
    await new Promise((resolve) => gone.once("exit", resolve));
    writeFileSync(`${dir}.lock`, String(gone.pid));
    const script = `
      const { lockDataDir } = await import(${JSON.stringify(path.join(import.meta.dirname, "data-dir-lock.ts"))});
      try { lockDataDir(${JSON.stringify(dir)}); console.log("locked"); setTimeout(() => {}, 1500); }
      catch (error) { console.log(error.name); }`;
    const results = await Promise.all(
      Array.from({ length: 4 }, () => {
        const child = spawn(projectNode, ["--input-type=module", "-e", script]);
        let out = "";
        child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
        return new Promise<string>((resolve) => child.once("exit", () => resolve(out.trim())));
      }),
    );
    expect(results.filter((r) => r === "locked")).toHaveLength(1);
    expect(results.filter((r) => r === "DataDirInUseError")).toHaveLength(3);
  });
});
