// PGlite is one process's database: a second process opening the same folder would corrupt it.
// A lock file with the owner's pid keeps a second start (or a test) away; a stale one is taken over.
import { readFileSync, rmSync, writeFileSync } from "node:fs";

export class DataDirInUseError extends Error {
  override name = "DataDirInUseError";
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Takes the lock for a folder; returns its release. Throws DataDirInUseError if it is held. */
export function lockDataDir(dir: string): () => void {
  const file = `${dir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: "wx" });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number(readFileSync(file, "utf8"));
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
        throw new DataDirInUseError(
          `The database folder ${dir} is in use by process ${owner}. Stop it first, or set DATA_DIR to another folder.`,
        );
      }
      rmSync(file, { force: true }); // left by a process that is gone
    }
  }
  throw new DataDirInUseError(`Could not lock the database folder ${dir}.`);
}
