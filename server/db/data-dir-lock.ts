// PGlite is one process's database: a second process opening the same folder would corrupt it.
// A lock file holding the owner's pid keeps a second start (or a test) away; a lock left by a
// process that is gone is taken over.
import { linkSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";

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

function code(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException).code;
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number(readFileSync(file, "utf8"));
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Takes the lock for a folder; returns its release. Throws DataDirInUseError if it is held. */
export function lockDataDir(dir: string): () => void {
  const file = `${dir}.lock`;
  const mine = `${file}.${process.pid}`;
  // Written whole, then linked into place: the lock never exists without its pid, and link()
  // fails when the lock exists, so exactly one process creates it.
  writeFileSync(mine, String(process.pid));
  try {
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        linkSync(mine, file);
        return () => rmSync(file, { force: true });
      } catch (error) {
        if (code(error) !== "EEXIST") throw error;
      }
      const owner = readPid(file);
      if (owner !== undefined && owner !== process.pid && isAlive(owner)) {
        throw new DataDirInUseError(
          `The database folder ${dir} is in use by process ${owner}. Stop it first, or set DATA_DIR to another folder.`,
        );
      }
      takeOverStale(file, owner);
    }
    throw new DataDirInUseError(`Could not lock the database folder ${dir}; try again.`);
  } finally {
    rmSync(mine, { force: true });
  }
}

/**
 * Moves a dead owner's lock aside. Only one process can move a given file; if what we moved turns
 * out to be a live owner's fresh lock (we lost a race), it is put back.
 */
function takeOverStale(file: string, stalePid: number | undefined): void {
  const aside = `${file}.stale.${process.pid}`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if (code(error) === "ENOENT") return; // someone else moved it; look again
    throw error;
  }
  const moved = readPid(aside);
  if (moved !== stalePid && moved !== undefined && isAlive(moved)) {
    try {
      linkSync(aside, file);
    } catch {
      // a third process locked it meanwhile; it holds the folder now
    }
  }
  rmSync(aside, { force: true });
}
