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
    [{ SMTP_PORT: "smtp" }, "SMTP_PORT"],
    [{ STAFF_EMAIL: "front desk" }, "STAFF_EMAIL: must be an email address"],
    [{ SMTP_HOST: "mail.example", SMTP_USER: "motel" }, "SMTP_PASS: must be set with SMTP_USER"],
    [{ GA_MEASUREMENT_ID: "UA-1234-1" }, "GA_MEASUREMENT_ID"],
    [{ CONTACT_LIMIT_PER_HOUR: "0" }, "CONTACT_LIMIT_PER_HOUR"],
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

  it("keeps mail in the outbox unless SMTP is configured", () => {
    expect(parseConfig({}).mail).toMatchObject({ smtp: undefined, from: undefined });
    const config = parseConfig({
      SMTP_HOST: "mail.example",
      SMTP_PORT: "465",
      SMTP_SECURE: "true",
      SMTP_USER: "motel",
      SMTP_PASS: "secret",
      MAIL_FROM: "Motel <bookings@motel.example>",
      STAFF_EMAIL: "desk@motel.example",
    });
    expect(config.mail).toMatchObject({
      smtp: {
        host: "mail.example",
        port: 465,
        secure: true,
        auth: { user: "motel", pass: "secret" },
      },
      from: "Motel <bookings@motel.example>",
      staffAddress: "desk@motel.example",
    });
  });
});
