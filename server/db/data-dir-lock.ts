// PGlite is one process's database: a second process opening the same folder would corrupt it.
// The lock is a Unix socket, `pglite.lock` beside the folder, that the holder listens on: the
// kernel closes it when the holder ends however it ends (a crash, a kill, a power cut), so
// "someone answers" is the test of a live holder. A pid in a file was not: after a power cut the
// pid may be an unrelated live process's, and the start was refused (issue 37).
import { linkSync, renameSync, rmSync, statSync } from "node:fs";
import net from "node:net";

/** The folder cannot be locked; the message says what to do. */
export class DataDirLockError extends Error {
  override name = "DataDirLockError";
}

/** Another running process holds the folder. */
export class DataDirInUseError extends DataDirLockError {
  override name = "DataDirInUseError";
}

/** sun_path is 104 bytes on macOS and 108 on Linux, its final NUL included. */
const MAX_SOCKET_PATH = 103;
/** How long a live holder has to tell its pid (only for the message; it is alive either way). */
const PID_ANSWER_MS = 2_000;

function code(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException).code;
}

type Holder = { alive: false } | { alive: true; pid?: number };

/**
 * Who listens on the lock socket. A socket file nobody listens on (its process is gone), a plain
 * file (the pid lock of older versions) or no file refuse the connection: no live holder.
 */
function holderOf(file: string): Promise<Holder> {
  return new Promise((resolve, reject) => {
    const connection = net.createConnection(file);
    let answer = "";
    let connected = false;
    const done = () => {
      clearTimeout(timer);
      connection.destroy();
      const pid = Number(answer.trim());
      resolve({ alive: true, ...(Number.isInteger(pid) && pid > 0 ? { pid } : {}) });
    };
    // Connecting needs no answer from the holder (the kernel queues it): a holder busy with a
    // long query is alive, and only its pid may be missing from the message.
    const timer = setTimeout(() => (connected ? done() : undefined), PID_ANSWER_MS);
    connection.setEncoding("utf8");
    connection.on("connect", () => (connected = true));
    connection.on("data", (chunk: string) => (answer += chunk));
    connection.on("end", done);
    connection.on("error", (error) => {
      clearTimeout(timer);
      if (connected) return done();
      if (["ECONNREFUSED", "ENOENT", "ENOTSOCK"].includes(code(error) ?? "")) {
        resolve({ alive: false });
      } else reject(error);
    });
  });
}

function listen(server: net.Server, file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(file, () => {
      server.off("error", reject);
      resolve();
    });
  });
}

/** Takes the lock for a folder; resolves with its release. DataDirInUseError if it is held. */
export async function lockDataDir(dir: string): Promise<() => void> {
  const file = `${dir}.lock`;
  const mine = `${file}.${process.pid}`;
  const aside = `${file}.stale.${process.pid}`;
  if (Buffer.byteLength(aside) > MAX_SOCKET_PATH) {
    throw new DataDirLockError(
      `The database folder's path ${dir} is too long for its lock (a Unix socket path is at most ${MAX_SOCKET_PATH} bytes with the lock's name): set DATA_DIR to a shorter path.`,
    );
  }
  // Whoever connects is told our pid (for its message), and the socket never keeps the process up.
  const server = net.createServer((connection) => {
    connection.on("error", () => {});
    connection.end(`${process.pid}\n`);
  });
  server.unref();
  // A socket left under our own name can only be a dead process's that had our pid.
  rmSync(mine, { force: true });
  await listen(server, mine);
  try {
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        // Listening first, then linked into place: link() fails when the lock exists, so exactly
        // one process creates it, and it answers from the moment it exists.
        linkSync(mine, file);
        const { ino } = statSync(file);
        return () => {
          // Removed only while it is still ours (never a successor's).
          if (statSync(file, { throwIfNoEntry: false })?.ino === ino) rmSync(file, { force: true });
          server.close();
        };
      } catch (error) {
        if (code(error) !== "EEXIST") throw error;
      }
      const holder = await holderOf(file);
      if (holder.alive) {
        throw new DataDirInUseError(
          `The database folder ${dir} is in use by ${holder.pid ? `process ${holder.pid}` : "another running process"}. Stop it first, or set DATA_DIR to another folder.`,
        );
      }
      await takeOverStale(file, aside);
    }
    throw new DataDirLockError(`Could not lock the database folder ${dir}; try again.`);
  } catch (error) {
    server.close();
    throw error;
  } finally {
    rmSync(mine, { force: true }); // the lock's own name keeps the socket reachable
  }
}

/**
 * Moves a dead holder's lock aside. Only one process can move a given file; if what it moved
 * turns out to be a live holder's fresh lock (it lost a race), it is put back.
 */
async function takeOverStale(file: string, aside: string): Promise<void> {
  try {
    renameSync(file, aside);
  } catch (error) {
    if (code(error) === "ENOENT") return; // someone else moved it; look again
    throw error;
  }
  try {
    if ((await holderOf(aside)).alive) {
      try {
        linkSync(aside, file);
      } catch {
        // a third process locked it meanwhile; it holds the folder now
      }
    }
  } finally {
    rmSync(aside, { force: true });
  }
}
