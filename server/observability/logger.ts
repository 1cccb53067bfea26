import { pino, type DestinationStream, type Logger } from "pino";
import type { Config } from "../config.ts";

export type { Logger };

/**
 * Fields that hold personal data or secrets: never written, wherever they sit in a log line (a
 * second fence behind the error serializer below, which already leaves values out).
 */
const PERSONAL_FIELDS = [
  "params",
  "password",
  "passwordHash",
  "currentPassword",
  "newPassword",
  "phone",
  "msisdn",
  "email",
  "idNumber",
  "firstName",
  "lastName",
  "detail",
];

export const REDACTED_PATHS = [
  "req.headers.cookie",
  "req.headers.authorization",
  ...PERSONAL_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

/**
 * JSON logs on stdout, one line per event; request ids are added per request (see http.ts). A
 * test may pass its own destination to read the lines.
 */
export function createLogger(
  config: Pick<Config, "logLevel">,
  destination?: DestinationStream,
): Logger {
  const options = {
    level: config.logLevel,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    serializers: { err: serializeError },
    redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
  };
  return destination ? pino(options, destination) : pino(options);
}

type ErrorLike = Error & Record<string, unknown>;

/** PostgreSQL's error fields that name things, never values (a row's values are in `detail`). */
const DATABASE_NAMES = ["code", "severity", "constraint", "table", "column", "schema", "routine"];

/**
 * An error as a log line shows it. A failed query (Drizzle's DrizzleQueryError: "Failed query:
 * <sql> params: <values>") keeps the statement's shape (its SQL, values are $1, $2, …) and
 * drops the values; a PostgreSQL error (pg or PGlite) keeps its SQLSTATE, constraint, table and
 * column, drops `detail` and `where` (they quote the row), and withholds the message of data
 * exceptions (class 22: `invalid input syntax for type uuid: "…"` quotes the value).
 */
export function serializeError(error: unknown, depth = 0): unknown {
  if (typeof error !== "object" || error === null || depth > 5) return error;
  const e = error as ErrorLike;
  const type = e.constructor?.name ?? "Error";
  const cause = e.cause === undefined ? {} : { cause: serializeError(e.cause, depth + 1) };
  const query = typeof e.query === "string" ? { query: e.query } : {};
  if (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code) && "severity" in e) {
    const names = Object.fromEntries(
      DATABASE_NAMES.filter((key) => e[key] !== undefined).map((key) => [key, e[key]]),
    );
    const message = e.code.startsWith("22")
      ? `data exception ${e.code} (value withheld)`
      : String(e.message);
    return { type, message, ...names, ...query, stack: stackWith(e, type, message), ...cause };
  }
  if ("query" in query && "params" in e) {
    const message = "Failed query (values withheld)";
    return { type, message, ...query, stack: stackWith(e, type, message), ...cause };
  }
  const own = Object.fromEntries(
    Object.entries(e).filter(([key]) => key !== "cause" && !PERSONAL_FIELDS.includes(key)),
  );
  return {
    type,
    ...own,
    message: String(e.message),
    stack: typeof e.stack === "string" ? e.stack : undefined,
    ...cause,
  };
}

/** The stack's frames under a message that says only what may be said. */
function stackWith(error: ErrorLike, type: string, message: string): string | undefined {
  if (typeof error.stack !== "string") return undefined;
  const frames = error.stack.split("\n").filter((line) => /^\s+at /.test(line));
  return [`${type}: ${message}`, ...frames].join("\n");
}

/** A body's top-level keys, for a log line that must not carry personal data. */
export function shapeOf(body: unknown): string[] {
  return typeof body === "object" && body !== null ? Object.keys(body).slice(0, 20) : [typeof body];
}
