// DATA_DIR must be a folder this process can write (the embedded database, the session secret):
// checked once at start, so a wrong setting is one line that says what to do, not a stack trace.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

const REASONS: Record<string, string> = {
  EACCES: "permission denied",
  EPERM: "permission denied",
  ENOTDIR: "part of that path is a file, not a folder",
  EEXIST: "a file of that name is in the way",
  EROFS: "the file system is read-only",
  ENOSPC: "the disk is full",
  ENOENT: "a part of that path is missing",
};

/** The one line printed when DATA_DIR cannot be used; undefined when it can. */
export function dataDirProblem(dataDir: string): string | undefined {
  try {
    mkdirSync(dataDir, { recursive: true });
    const probe = path.join(dataDir, `.write-test-${process.pid}`);
    writeFileSync(probe, "");
    rmSync(probe, { force: true });
    return undefined;
  } catch (error) {
    const reason = fileErrorReason(error);
    return `Cannot write to DATA_DIR ${dataDir}: ${reason}. Set DATA_DIR to a folder this user can write, or fix its permissions.`;
  }
}

/** Why a file operation failed, in words ("the disk is full"), from its error code. */
export function fileErrorReason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code ?? "";
  return REASONS[code] ?? (code || String(error));
}
