// Which database failures are answered 503 "try again" rather than 500, and which reads retry.
import { describe, expect, it } from "vitest";
import { isConnectionError, isDatabaseUnavailable } from "./client.ts";

/** As Drizzle wraps a driver's error: the query's error with the driver's as its cause. */
const wrapped = (cause: unknown) =>
  Object.assign(new Error("Failed query (values withheld)"), { cause });

describe("a database failure the next request may not meet", () => {
  it("a connection ended by the server (57P01) or reset is unavailable and a lost connection", () => {
    for (const error of [
      Object.assign(new Error("terminating connection due to administrator command"), {
        code: "57P01",
      }),
      Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" }),
      new Error("Connection terminated unexpectedly"),
      wrapped(new Error("Client has encountered a connection error and is not queryable")),
    ]) {
      expect(isConnectionError(error)).toBe(true);
      expect(isDatabaseUnavailable(error)).toBe(true);
    }
  });

  it("no connection within the pool's wait is unavailable, but not a lost connection to retry on", () => {
    const timeout = wrapped(new Error("timeout exceeded when trying to connect"));
    expect(isDatabaseUnavailable(timeout)).toBe(true);
    expect(isConnectionError(timeout)).toBe(false);
  });

  it("a query's own fault is neither: a 500 and a log line", () => {
    for (const error of [
      Object.assign(new Error('duplicate key value violates unique constraint "x"'), {
        code: "23505",
      }),
      wrapped(
        Object.assign(new Error("canceling statement due to statement timeout"), { code: "57014" }),
      ),
      new Error("timeout"),
      "a string",
      undefined,
    ]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
  });
});
