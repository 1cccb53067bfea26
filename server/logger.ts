import { pino, type Logger } from "pino";
import type { Config } from "./config.ts";

export type { Logger };

/** JSON logs on stdout, one line per event; request ids are added per request (see http.ts). */
export function createLogger(config: Pick<Config, "logLevel">): Logger {
  return pino({
    level: config.logLevel,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: ["req.headers.cookie", "req.headers.authorization"],
  });
}
