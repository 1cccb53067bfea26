// `npm run backup` while the site runs on the embedded database: only the site may open it, so
// the command asks the site, over a Unix socket in DATA_DIR that only DATA_DIR's owner can open
// (the file permissions are the authentication), and the site makes the backup itself.
import { chmodSync, rmSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { CONTROL_SOCKET } from "./backup.ts";

type Answer = { ok: true; file: string } | { ok: false; message: string };

/** The site's side: answers "backup" with the archive's path or the reason it failed. */
export function serveBackupRequests(
  dataDir: string,
  makeBackup: () => Promise<string>,
  onError: (error: Error) => void,
): { close(): Promise<void> } {
  const socket = path.join(dataDir, CONTROL_SOCKET);
  // The data folder's lock is ours, so a socket file left there is a crashed process's.
  rmSync(socket, { force: true });
  const server = net.createServer((connection) => {
    connection.setEncoding("utf8");
    let request = "";
    connection.on("data", (chunk: string) => {
      request += chunk;
      if (!request.includes("\n")) return;
      if (request.trim() !== "backup") {
        connection.end(`${JSON.stringify({ ok: false, message: "unknown request" })}\n`);
        return;
      }
      makeBackup().then(
        (file) => connection.end(`${JSON.stringify({ ok: true, file } satisfies Answer)}\n`),
        (error: Error) =>
          connection.end(`${JSON.stringify({ ok: false, message: error.message })}\n`),
      );
    });
    connection.on("error", () => {}); // the command went away: nothing to tell
  });
  server.on("error", onError);
  const old = process.umask(0o077); // the socket is created owner-only, then made sure of
  server.listen(socket, () => {
    process.umask(old);
    chmodSync(socket, 0o600);
  });
  return {
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * The command's side: the running site's answer, or undefined when no site listens in this
 * DATA_DIR (then the command opens the database itself).
 */
export function askRunningSite(dataDir: string): Promise<Answer | undefined> {
  const socket = path.join(dataDir, CONTROL_SOCKET);
  return new Promise((resolve, reject) => {
    const connection = net.createConnection(socket);
    let answer = "";
    connection.setEncoding("utf8");
    connection.on("connect", () => connection.write("backup\n"));
    connection.on("data", (chunk: string) => (answer += chunk));
    connection.on("end", () => {
      try {
        resolve(JSON.parse(answer) as Answer);
      } catch {
        reject(new Error("the site stopped before it answered"));
      }
    });
    connection.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT" || error.code === "ECONNREFUSED") resolve(undefined);
      else reject(error);
    });
  });
}
