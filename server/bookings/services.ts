// Builds the booking engine's parts at start: the providers' clients (pointing at the simulators
// unless real providers are configured), the callback addresses, the change listener and the
// background jobs.
import { motel } from "../../content/motel.ts";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import type { Logger } from "../observability/logger.ts";
import { readFileSync } from "node:fs";
import { DEFAULT_REFUND_TIMES } from "../../domain/refunds.ts";
import { createDarajaClient } from "../payments/daraja/client.ts";
import { createDarajaConnection } from "../payments/daraja/connection.ts";
import {
  createDarajaRefundsClient,
  refundCallbackUrls,
} from "../payments/daraja/refunds-client.ts";
import {
  SIMULATED_B2C_SHORTCODE,
  simulatedRefundsInitiator,
  type SimulatedRefundsInitiator,
} from "../payments/daraja/simulated-initiator.ts";
import type { RefundDeps } from "../payments/refund-ledger.ts";
import { createPesapalClient } from "../payments/pesapal/client.ts";
import { sessionSecretOf } from "../secrets.ts";
import { listenForBookingChanges, type BookingEvents } from "./events.ts";
import { callbackToken, callbackUrls } from "./http.ts";
import { DEFAULT_JOB_TIMES, startBookingJobs } from "./jobs.ts";
import type { PaymentDeps } from "../payments/deps.ts";
import { createBookingStreams, type BookingStreams } from "./streams.ts";
import { findBookingView } from "./views.ts";

export type BookingServices = {
  payments: PaymentDeps;
  events: BookingEvents;
  /** Guests' open status streams: limits and one shared re-read per booking. */
  streams: BookingStreams;
  callbackToken: string;
  /** The simulators' refund operator (its private key for the Daraja simulator), when simulated. */
  simulatedInitiator: SimulatedRefundsInitiator | undefined;
  /** When this instance last finished asking the providers about unanswered payments. */
  lastReconciledAt(): Date | undefined;
  /**
   * Registers our IPN address with Pesapal and our Paybill (C2B) addresses with Daraja (once
   * listening: the simulators may be us). A provider that refuses is logged; nothing stops.
   */
  registerProviderUrls(): Promise<void>;
  stop(): Promise<void>;
};

export async function startBookingServices(
  config: Config,
  database: Database,
  logger: Logger,
): Promise<BookingServices> {
  const { payments } = config;
  const token = callbackToken(sessionSecretOf(config));
  const pesapal = createPesapalClient({ ...payments.pesapal, timeoutMs: payments.timeoutMs });
  // One connection (one token) for the STK client and the refunds client: one Daraja app.
  const connection = createDarajaConnection({ ...payments.daraja, timeoutMs: payments.timeoutMs });
  const simulatedInitiator =
    payments.refunds.daraja === "simulated" ? simulatedRefundsInitiator() : undefined;
  const deps: PaymentDeps = {
    db: database.db,
    daraja: createDarajaClient(
      { ...payments.daraja, timeoutMs: payments.timeoutMs },
      { connection },
    ),
    pesapal,
    log: logger,
    urls: callbackUrls(config.publicUrl, token),
    paybill: {
      shortCode: payments.daraja.c2b.shortCode,
      validation: payments.daraja.c2b.validation,
    },
    staffAddress: config.mail.staffAddress ?? motel.email,
    publicUrl: config.publicUrl,
    clock: () => new Date(),
    texts: { staffDutyPhone: config.texts.staffDutyPhone, reminderAt: config.texts.reminderAt },
    refunds: refundDeps(config, connection, pesapal, token, simulatedInitiator),
  };
  const events = await listenForBookingChanges(database);
  const streams = createBookingStreams({
    events,
    read: (bookingId) => findBookingView(database.db, bookingId),
    limits: config.streams,
    log: logger,
  });
  // An unanswered payment is first asked about one period after it started, then every period.
  const every = payments.reconcileEveryMs;
  const jobs = startBookingJobs(deps, {
    everyMs: every,
    times: {
      ...DEFAULT_JOB_TIMES,
      queryAfterMs: every,
      requeryEveryMs: every,
      // A token and the push, each up to the timeout, and a second to store the answer.
      sendWindowMs: 2 * payments.timeoutMs + 1_000,
    },
  });
  return {
    payments: deps,
    events,
    streams,
    callbackToken: token,
    simulatedInitiator,
    lastReconciledAt: jobs.lastReconciledAt,
    async registerProviderUrls() {
      try {
        await pesapal.ipnId(deps.urls.pesapalIpn);
      } catch (err) {
        logger.warn(
          { err },
          "could not register the Pesapal IPN address; the first card order will",
        );
      }
      try {
        const done = await deps.daraja.registerC2bUrls({
          confirmation: deps.urls.c2bConfirmation,
          validation: deps.urls.c2bValidation,
        });
        logger.info({ shortCode: deps.paybill.shortCode, done }, "Paybill addresses registered");
      } catch (err) {
        // Paybill payments then reach nobody: staff see them on the M-PESA portal only.
        logger.error({ err }, "could not register the Paybill (C2B) addresses with Daraja");
      }
    },
    async stop() {
      // Streams end at once; a job run may still be waiting for a provider.
      await Promise.all([events.close(), jobs.stop()]);
    },
  };
}

/** The refunds' clients and rules (decision 024): Daraja's only when set up (or simulated). */
function refundDeps(
  config: Config,
  connection: ReturnType<typeof createDarajaConnection>,
  pesapal: RefundDeps["pesapal"],
  token: string,
  simulated: SimulatedRefundsInitiator | undefined,
): RefundDeps {
  const { daraja, refunds } = config.payments;
  const settings =
    refunds.daraja === "simulated"
      ? {
          initiatorName: simulated!.name,
          initiatorPassword: simulated!.password,
          certificatePem: simulated!.certificatePem,
          b2cShortCode: SIMULATED_B2C_SHORTCODE,
        }
      : refunds.daraja && {
          ...refunds.daraja,
          // Read once, at start: a certificate that cannot be read stops the start here.
          certificatePem: readFileSync(refunds.daraja.certificatePath, "utf8"),
        };
  return {
    daraja:
      settings &&
      createDarajaRefundsClient({ ...settings, shortCode: daraja.c2b.shortCode }, connection),
    pesapal,
    urls: refundCallbackUrls(config.publicUrl, token),
    approvalAboveKes: refunds.approvalAboveKes,
    times: DEFAULT_REFUND_TIMES,
  };
}
