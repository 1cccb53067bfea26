// The booking engine as the site runs it, inside a test: a database (PGlite or the PostgreSQL
// server), the real Daraja and Pesapal clients talking over HTTP to the standalone simulators,
// and the engine's HTTP routes (callbacks, IPN, card return, event streams) on a local port the
// simulators call back.
import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import express from "express";
import { pino } from "pino";
import { C2B_SANDBOX, DARAJA_SANDBOX } from "../../server/config.ts";
import { listenForBookingChanges } from "../../server/bookings/events.ts";
import { bookingRoutes, callbackToken, callbackUrls } from "../../server/bookings/http.ts";
import { createBookingStreams } from "../../server/bookings/streams.ts";
import { findBookingView } from "../../server/bookings/views.ts";
import { startMpesaPayment } from "../../server/payments/payments.ts";
import type { PaymentDeps } from "../../server/payments/deps.ts";
import { createBooking } from "../../server/bookings/create.ts";
import type { Database } from "../../server/db/client.ts";
import { paymentAttempts } from "../../server/db/schema/bookings.ts";
import { seedDatabase } from "../../server/db/seed.ts";
import { DEFAULT_REFUND_TIMES } from "../../domain/refunds.ts";
import { createDarajaClient } from "../../server/payments/daraja/client.ts";
import { createDarajaConnection } from "../../server/payments/daraja/connection.ts";
import {
  createDarajaRefundsClient,
  refundCallbackUrls,
} from "../../server/payments/daraja/refunds-client.ts";
import { throwawayKeys } from "./throwaway-keys.ts";
import { createPesapalClient } from "../../server/payments/pesapal/client.ts";
import { startDarajaSimulator } from "../../server/simulators/daraja.ts";
import { startPesapalSimulator } from "../../server/simulators/pesapal.ts";
import { openTestDatabase, type TestDatabaseKind } from "./databases.ts";

const KEYS = { consumerKey: "test-key", consumerSecret: "test-secret" };
const logger = pino({ level: "silent" });

export type TestEngine = {
  database: Database;
  deps: PaymentDeps;
  /** The engine's own origin (callbacks, card return, event streams). */
  url: string;
  darajaUrl: string;
  pesapalUrl: string;
  close(): Promise<void>;
};

/** The refunds' API operator the simulator accepts (its key pair made for this test process). */
const INITIATOR = { name: "motel-test-api", password: "Gilgil#2026" };
/** A refund above this needs a second staff member in tests. */
export const TEST_APPROVAL_ABOVE_KES = 10_000;

export async function startTestEngine(
  kind: TestDatabaseKind,
  { promptSeconds = 10 }: { promptSeconds?: number } = {},
): Promise<TestEngine> {
  const database = await openTestDatabase(kind);
  await seedDatabase(database.db);
  const daraja = await startDarajaSimulator({
    ...DARAJA_SANDBOX,
    ...KEYS,
    promptSeconds,
    logger,
    refunds: {
      initiator: { ...INITIATOR, privateKeyPem: throwawayKeys().privateKeyPem },
      resultDelayMs: 50,
    },
  });
  const pesapal = await startPesapalSimulator({ ...KEYS, logger, refundDelayMs: 100 });
  const events = await listenForBookingChanges(database);
  const token = callbackToken("a test secret that is long enough to sign things");
  const pesapalClient = createPesapalClient({ baseUrl: pesapal.url, ...KEYS, timeoutMs: 5_000 });
  const refundsClient = createDarajaRefundsClient(
    {
      shortCode: DARAJA_SANDBOX.shortCode,
      b2cShortCode: "600997",
      initiatorName: INITIATOR.name,
      initiatorPassword: INITIATOR.password,
      certificatePem: throwawayKeys().publicKeyPem,
    },
    createDarajaConnection({ baseUrl: daraja.url, ...KEYS, timeoutMs: 5_000 }),
  );
  const deps: PaymentDeps = {
    db: database.db,
    daraja: createDarajaClient({
      baseUrl: daraja.url,
      ...KEYS,
      ...DARAJA_SANDBOX,
      transactionType: "CustomerPayBillOnline",
      partyB: DARAJA_SANDBOX.shortCode,
      c2b: C2B_SANDBOX,
      timeoutMs: 5_000,
    }),
    pesapal: pesapalClient,
    log: logger,
    urls: callbackUrls("http://unset", token),
    paybill: { shortCode: C2B_SANDBOX.shortCode, validation: false },
    staffAddress: "staff@example.com",
    publicUrl: "http://unset",
    clock: () => new Date(),
    refunds: {
      daraja: refundsClient,
      pesapal: pesapalClient,
      urls: refundCallbackUrls("http://unset", token),
      approvalAboveKes: TEST_APPROVAL_ABOVE_KES,
      times: DEFAULT_REFUND_TIMES,
    },
  };
  const app = express();
  const streams = createBookingStreams({
    events,
    read: (bookingId) => findBookingView(database.db, bookingId),
    limits: { perAddress: 8, perBooking: 4, recheckMs: 10_000 },
    log: logger,
  });
  app.use(bookingRoutes({ deps, events, streams, token }));
  const server = createServer(app);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  deps.urls = callbackUrls(url, token);
  deps.refunds!.urls = refundCallbackUrls(url, token);
  deps.publicUrl = url;
  return {
    database,
    deps,
    url,
    darajaUrl: daraja.url,
    pesapalUrl: pesapal.url,
    async close() {
      await events.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await Promise.all([daraja.close(), pesapal.close()]);
      await database.close();
    },
  };
}

/** Scripts the next M-Pesa prompt to that phone (the simulator's test control). */
export async function scriptPrompt(
  engine: TestEngine,
  phone: string,
  outcome: string,
  delayMs = 100,
): Promise<void> {
  const response = await fetch(`${engine.darajaUrl}/control/script`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ phone, outcome, delayMs }),
  });
  if (!response.ok) throw new Error(`script refused: ${await response.text()}`);
}

/** Polls until check() is true (the engine works asynchronously: callbacks, queries). */
export async function eventually<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The engine's dependencies with the clock stopped at `time` (the jobs as if run then). */
export function atTime(deps: PaymentDeps, time: Date): PaymentDeps {
  return { ...deps, clock: () => time };
}

/** A Daraja STK callback saying paid (payment-providers.md A.4), as the engine receives it. */
export function paidStkCallback(checkoutRequestId: string, amount: number, receipt = "NLJ7RT61SV") {
  return {
    Body: {
      stkCallback: {
        MerchantRequestID: "29115-34620561-1",
        CheckoutRequestID: checkoutRequestId,
        ResultCode: 0,
        ResultDesc: "The service request is processed successfully.",
        CallbackMetadata: {
          Item: [
            { Name: "Amount", Value: amount },
            { Name: "MpesaReceiptNumber", Value: receipt },
            { Name: "TransactionDate", Value: 20261121102115 },
            { Name: "PhoneNumber", Value: 254712345678 },
          ],
        },
      },
    },
  };
}

/** POSTs a callback body to the engine's secret STK callback address. */
export function postStkCallback(engine: TestEngine, body: unknown): Promise<Response> {
  return fetch(engine.deps.urls.stkCallback, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

/**
 * Sends a prompt for the booking that the simulated phone pays but whose callback never comes,
 * and waits until Daraja's query says paid; returns the attempt's CheckoutRequestID.
 */
export async function givenPaidPromptWithoutCallback(
  engine: TestEngine,
  bookingId: string,
  phone: string,
): Promise<string> {
  await scriptPrompt(engine, `254${phone}`, "no_callback", 0);
  const started = await startMpesaPayment(engine.deps, bookingId, { phone }, new Date());
  if (!started.ok) throw new Error(started.message.code);
  const [attempt] = await engine.database.db
    .select({ checkoutRequestId: paymentAttempts.checkoutRequestId })
    .from(paymentAttempts)
    .where(eq(paymentAttempts.bookingId, bookingId));
  const checkoutRequestId = attempt!.checkoutRequestId!;
  await eventually(
    () => engine.deps.daraja.stkQuery(checkoutRequestId),
    ({ outcome }) => outcome.kind === "paid",
  );
  return checkoutRequestId;
}

/** Has the Daraja simulator send the Paybill's C2B confirmations (and validations) to the engine. */
export function registerPaybill(engine: TestEngine): Promise<"registered" | "already"> {
  return engine.deps.daraja.registerC2bUrls({
    confirmation: engine.deps.urls.c2bConfirmation,
    validation: engine.deps.urls.c2bValidation,
  });
}

export type PhonePayment = { result: string; transId?: string; detail: string };

/** The simulated phone's Pay Bill: the simulator posts Daraja's C2B bodies to the engine. */
export async function payBillFromPhone(
  engine: TestEngine,
  msisdn: string,
  account: string,
  amount: number,
): Promise<PhonePayment> {
  const response = await fetch(`${engine.darajaUrl}/control/paybill`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ msisdn, business: engine.deps.paybill.shortCode, account, amount }),
  });
  if (response.status !== 200) throw new Error(`Pay Bill refused: ${await response.text()}`);
  return (await response.json()) as PhonePayment;
}

/**
 * A pending booking made as the wizard makes one (the booking service, without the HTTP limits):
 * the guest and rooms given, `daysAhead` from now for two nights, held for 15 minutes.
 */
export async function givenEngineBooking(
  engine: TestEngine,
  request: { guest: Record<string, string>; rooms: unknown[] },
  { now = new Date(), daysAhead = 3 }: { now?: Date; daysAhead?: number } = {},
) {
  const day = (n: number) => new Date(now.getTime() + n * 86_400_000).toISOString().slice(0, 10);
  const result = await createBooking(
    engine.database.db,
    {
      ...request.guest,
      checkIn: day(daysAhead),
      checkOut: day(daysAhead + 2),
      rooms: request.rooms,
    },
    { now, holdMinutes: 15, horizonDays: 365 },
  );
  if (!result.ok) throw new Error(JSON.stringify(result.message));
  return result.booking;
}

/** A booking's payment attempts, oldest first. */
export function attemptsOf(engine: TestEngine, bookingId: string) {
  return engine.database.db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.bookingId, bookingId))
    .orderBy(paymentAttempts.createdAt);
}
