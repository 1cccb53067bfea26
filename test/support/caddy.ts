// Runs deploy/Caddyfile under Debian's Caddy as a child process, on high ports with Caddy's
// internal certificate authority, in front of one or more built servers; and an HTTPS client
// that trusts that authority and can speak from a chosen loopback address.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import https from "node:https";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./server.ts";

const root = path.resolve(import.meta.dirname, "../..");

/** Why the proxy tests cannot run here, or undefined. CI (.ci/run) installs Caddy first. */
export function caddyMissing(): string | undefined {
  if (process.env.CI_REQUIRES_CADDY) return undefined; // CI: fail rather than skip
  const found = spawnSync("caddy", ["version"], { encoding: "utf8" });
  return found.status === 0
    ? undefined
    : "Caddy is not installed (sudo apt-get install caddy; .ci/run installs it)";
}

export type RunningCaddy = {
  https: string;
  http: string;
  ca: Buffer;
  stop(): Promise<void>;
};

export async function startCaddy(upstreams: string[]): Promise<RunningCaddy> {
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const home = mkdtempSync(path.join(tmpdir(), "motel-caddy-"));
  const child: ChildProcess = spawn(
    "caddy",
    ["run", "--config", path.join(root, "deploy/Caddyfile"), "--adapter", "caddyfile"],
    {
      env: {
        PATH: "/usr/bin:/bin",
        HOME: home,
        XDG_DATA_HOME: home,
        XDG_CONFIG_HOME: home,
        SITE_ADDRESS: "localhost",
        UPSTREAM: upstreams.join(" "),
        CADDY_GLOBAL_OPTIONS: [
          "admin off",
          `http_port ${httpPort}`,
          `https_port ${httpsPort}`,
          "local_certs",
          "skip_install_trust",
        ].join("\n"),
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const caddy: RunningCaddy = {
    https: `https://localhost:${httpsPort}`,
    http: `http://localhost:${httpPort}`,
    ca: Buffer.alloc(0),
    async stop() {
      // Not SIGTERM: Caddy would wait its grace period for a stream a test left to the proxy.
      // Here it has nothing to save (its folder goes next).
      child.kill("SIGKILL");
      await exited;
      rmSync(home, { recursive: true, force: true });
    },
  };
  const rootCert = path.join(home, "caddy/pki/authorities/local/root.crt");
  for (let tries = 0; ; tries++) {
    try {
      caddy.ca = readFileSync(rootCert);
      const answer = await request(caddy, "/healthz");
      if (answer.status < 500) return caddy;
    } catch {
      // not up yet
    }
    if (tries > 200 || child.exitCode !== null) {
      await caddy.stop();
      throw new Error(`Caddy did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** One request through Caddy (https unless the path is given with http://). */
export function request(
  caddy: Pick<RunningCaddy, "https" | "ca">,
  pathOrUrl: string,
  {
    method = "GET",
    headers = {},
    body,
    localAddress,
  }: {
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    localAddress?: string;
  } = {},
): Promise<Answer> {
  const url = new URL(pathOrUrl, caddy.https);
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      { method, headers, ca: caddy.ca, localAddress, agent: false },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** Opens an event stream through Caddy; calls onEvent for each event until closed. */
export function openStream(
  caddy: Pick<RunningCaddy, "https" | "ca">,
  path: string,
  onEvent: (data: string) => void,
): Promise<{ status: number; close(): void }> {
  return new Promise((resolve, reject) => {
    const req = https.get(new URL(path, caddy.https), { ca: caddy.ca, agent: false }, (res) => {
      let buffer = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const event = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = event
            .split("\n")
            .filter((line) => line.startsWith("data: "))
            .map((line) => line.slice(6))
            .join("\n");
          if (data) onEvent(data);
        }
      });
      res.on("error", () => {});
      resolve({ status: res.statusCode!, close: () => req.destroy() });
    });
    req.on("error", reject);
  });
}
