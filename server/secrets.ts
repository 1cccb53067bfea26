// The secret that signs tokens (unsubscribe links now, staff sessions later). Production must set
// SESSION_SECRET (config.ts refuses to start without it). Elsewhere a random one is made once and
// kept in DATA_DIR, so links sent before a restart still work.
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "./config.ts";

const FILE = "session-secret";

export function withSessionSecret(config: Config): Config {
  if (config.sessionSecret) return config;
  const file = path.join(config.dataDir, FILE);
  mkdirSync(config.dataDir, { recursive: true });
  try {
    // "wx": only the first of two processes starting together creates it.
    writeFileSync(file, randomBytes(32).toString("base64url"), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return { ...config, sessionSecret: readFileSync(file, "utf8").trim() };
}

/** The signing secret; start.ts has made sure there is one. */
export function sessionSecretOf(config: Pick<Config, "sessionSecret">): string {
  if (!config.sessionSecret) throw new Error("No session secret: start through server/start.ts");
  return config.sessionSecret;
}
