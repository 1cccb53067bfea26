import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./config.ts";

describe("parseConfig", () => {
  it("runs on embedded defaults with nothing set", () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      env: "development",
      port: 3000,
      dataDir: path.resolve("data"),
      database: { kind: "pglite", dataDir: path.resolve("data/pglite") },
      publicUrl: "http://localhost:3000",
      logLevel: "info",
      trustProxy: false,
      bookingHorizonDays: 365,
    });
  });

  it("honours BOOKING_HORIZON_DAYS", () => {
    expect(parseConfig({ BOOKING_HORIZON_DAYS: "90" }).bookingHorizonDays).toBe(90);
  });

  it("honours PORT, DATA_DIR and DATABASE_URL", () => {
    const config = parseConfig({
      PORT: "8080",
      DATA_DIR: "/srv/motel",
      DATABASE_URL: "postgres://motel@db:5432/motel",
      PUBLIC_URL: "https://motel.example/",
    });
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe("/srv/motel");
    expect(config.database).toEqual({ kind: "postgres", url: "postgres://motel@db:5432/motel" });
    expect(config.publicUrl).toBe("https://motel.example");
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://x@y/z" }, "DATABASE_URL: must be a postgres://"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
    [{ TRUST_PROXY: "yes" }, "TRUST_PROXY"],
    [{ PUBLIC_URL: "motel.example" }, "PUBLIC_URL"],
    [
      { PUBLIC_URL: "https://motel.example/rooms?x=1" },
      "PUBLIC_URL: must be just the site's address",
    ],
    [{ PORT: "1e3" }, "PORT: must be a whole number"],
    [{ SHUTDOWN_TIMEOUT_MS: "-5" }, "SHUTDOWN_TIMEOUT_MS"],
    [{ BOOKING_HORIZON_DAYS: "0" }, "BOOKING_HORIZON_DAYS"],
  ])("rejects %o, naming the setting", (env, named) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(named);
  });

  it("treats an empty value as not set", () => {
    const config = parseConfig({ PORT: "", SHUTDOWN_TIMEOUT_MS: "", DATABASE_URL: "" });
    expect(config.port).toBe(3000);
    expect(config.shutdownTimeoutMs).toBe(10_000);
    expect(config.database.kind).toBe("pglite");
  });

  it("refuses production without its secrets, naming each", () => {
    const attempt = () => parseConfig({ NODE_ENV: "production" });
    expect(attempt).toThrow(/PUBLIC_URL/);
    expect(attempt).toThrow(/SESSION_SECRET/);
    expect(() =>
      parseConfig({
        NODE_ENV: "production",
        PUBLIC_URL: "https://motel.example",
        SESSION_SECRET: "x".repeat(32),
      }),
    ).not.toThrow();
  });
});
