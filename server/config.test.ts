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
      PAYMENT_SIMULATORS: "true",
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

  it("trusts a number of proxy hops or the proxies' addresses, never every X-Forwarded-For", () => {
    expect(parseConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(parseConfig({ TRUST_PROXY: "0" }).trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: "loopback" }).trustProxy).toEqual(["loopback"]);
    expect(parseConfig({ TRUST_PROXY: "127.0.0.1, 10.0.0.0/8,::1" }).trustProxy).toEqual([
      "127.0.0.1",
      "10.0.0.0/8",
      "::1",
    ]);
    expect(() => parseConfig({ TRUST_PROXY: "true" })).toThrow(
      /TRUST_PROXY: true is refused: it would believe any X-Forwarded-For a client writes/,
    );
    expect(() => parseConfig({ TRUST_PROXY: "10.0.0.0/33" })).toThrow(/TRUST_PROXY: must be/);
    expect(() => parseConfig({ TRUST_PROXY: "proxy.example" })).toThrow(/TRUST_PROXY: must be/);
  });

  it("treats an empty value as not set", () => {
    const config = parseConfig({ PORT: "", SHUTDOWN_TIMEOUT_MS: "", DATABASE_URL: "" });
    expect(config.port).toBe(3000);
    expect(config.shutdownTimeoutMs).toBe(10_000);
    expect(config.database.kind).toBe("pglite");
  });

  const realPayments = {
    DARAJA_BASE_URL: "https://api.safaricom.co.ke",
    DARAJA_CONSUMER_KEY: "key",
    DARAJA_CONSUMER_SECRET: "secret",
    DARAJA_SHORTCODE: "600000",
    DARAJA_PASSKEY: "passkey",
    PESAPAL_BASE_URL: "https://pay.pesapal.com/v3/",
    PESAPAL_CONSUMER_KEY: "key",
    PESAPAL_CONSUMER_SECRET: "secret",
  };

  it("refuses production without its secrets and real payment providers, naming each", () => {
    const attempt = () => parseConfig({ NODE_ENV: "production" });
    expect(attempt).toThrow(/PUBLIC_URL/);
    expect(attempt).toThrow(/SESSION_SECRET/);
    expect(attempt).toThrow(/DARAJA_CONSUMER_KEY/);
    expect(attempt).toThrow(/PESAPAL_CONSUMER_SECRET/);
    const production = {
      NODE_ENV: "production",
      PUBLIC_URL: "https://motel.example",
      SESSION_SECRET: "x".repeat(32),
      ...realPayments,
    };
    const config = parseConfig(production);
    expect(config.payments).toMatchObject({
      simulators: false,
      daraja: { baseUrl: "https://api.safaricom.co.ke", shortCode: "600000", partyB: "600000" },
      pesapal: { baseUrl: "https://pay.pesapal.com/v3" },
    });
    expect(() => parseConfig({ ...production, PAYMENT_SIMULATORS: "true" })).toThrow(
      /refuses the payment simulators/,
    );
    expect(config.passwordHashCost).toBe(17);
    expect(() => parseConfig({ ...production, PASSWORD_HASH_COST: "14" })).toThrow(
      /PASSWORD_HASH_COST of 17 or more/,
    );
    expect(() => parseConfig({ PASSWORD_HASH_COST: "10" })).toThrow(/PASSWORD_HASH_COST/);
  });

  it("talks to the simulators served by the site itself unless real providers are set", () => {
    const config = parseConfig({ PORT: "4123" });
    expect(config.payments).toMatchObject({
      simulators: true,
      daraja: { baseUrl: "http://127.0.0.1:4123/simulators/daraja", shortCode: "174379" },
      pesapal: { baseUrl: "http://127.0.0.1:4123/simulators/pesapal" },
    });
    expect(config.holdMinutes).toBe(15);
    expect(() => parseConfig({ PAYMENT_SIMULATORS: "false" })).toThrow(/DARAJA_BASE_URL/);
    expect(parseConfig({ PAYMENT_SIMULATORS: "false", ...realPayments }).payments.simulators).toBe(
      false,
    );
  });

  it("simulates texts where payments are simulated, and never in production", () => {
    const local = parseConfig({ PORT: "4123", STAFF_DUTY_PHONE: "0733 000222" });
    expect(local.texts).toMatchObject({
      simulators: true,
      sms: { baseUrl: "http://127.0.0.1:4123/simulators/sms", username: "sandbox" },
      whatsapp: { baseUrl: "http://127.0.0.1:4123/simulators/whatsapp" },
      staffDutyPhone: "254733000222",
      reminderAt: "07:00",
    });
    const real = parseConfig({ PAYMENT_SIMULATORS: "false", ...realPayments });
    expect(real.texts).toMatchObject({ simulators: false, sms: undefined, whatsapp: undefined });
    expect(
      parseConfig({
        PAYMENT_SIMULATORS: "false",
        ...realPayments,
        AT_USERNAME: "motel",
        AT_API_KEY: "key",
        AT_SENDER_ID: "GILGILMOTEL",
      }).texts.sms,
    ).toEqual({
      baseUrl: "https://api.africastalking.com",
      username: "motel",
      apiKey: "key",
      senderId: "GILGILMOTEL",
    });
    expect(() =>
      parseConfig({
        NODE_ENV: "production",
        PUBLIC_URL: "https://motel.example",
        SESSION_SECRET: "x".repeat(32),
        ...realPayments,
        TEXT_SIMULATORS: "true",
      }),
    ).toThrow(/refuses the SMS and WhatsApp simulators/);
    expect(() => parseConfig({ STAFF_DUTY_PHONE: "12345" })).toThrow(/STAFF_DUTY_PHONE/);
    expect(() => parseConfig({ AT_SENDER_ID: "MUCH TOO LONG ID" })).toThrow(/AT_SENDER_ID/);
    expect(() => parseConfig({ TEXT_REMINDER_AT: "7am" })).toThrow(/TEXT_REMINDER_AT/);
  });

  it("refuses the simulators by default when PUBLIC_URL is not this machine", () => {
    for (const local of ["http://localhost:3000", "http://127.0.0.1:8080", "http://[::1]:3000"]) {
      expect(parseConfig({ PUBLIC_URL: local }).payments.simulators).toBe(true);
    }
    expect(() => parseConfig({ PUBLIC_URL: "https://motel.example" })).toThrow(
      /PUBLIC_URL https:\/\/motel.example is not this computer, and the payment simulators confirm bookings without payment/,
    );
    // On purpose (a demonstration site): allowed, and said so.
    const demo = parseConfig({
      PUBLIC_URL: "https://demo.motel.example",
      PAYMENT_SIMULATORS: "true",
    });
    expect(demo.payments.simulators).toBe(true);
    expect(
      parseConfig({
        PUBLIC_URL: "https://motel.example",
        PAYMENT_SIMULATORS: "false",
        ...realPayments,
      }).payments.simulators,
    ).toBe(false);
  });

  it("refuses the simulators on an address the site's own clients cannot reach over loopback", () => {
    expect(parseConfig({ HOST: "127.0.0.1" }).payments.simulators).toBe(true);
    expect(parseConfig({ HOST: "::" }).payments.simulators).toBe(true);
    expect(() => parseConfig({ HOST: "192.0.2.2" })).toThrow(/HOST=192.0.2.2/);
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
