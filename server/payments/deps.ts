// What the payment flows run with (the database, the providers' clients, our settings), in a
// module of its own: payments.ts, refunds.ts, the jobs and the desk take it from here, so no
// flow imports another for its type.
import type { Db } from "../db/client.ts";
import type { Logger } from "../observability/logger.ts";
import type { TextSettings } from "../texts/booking-texts.ts";
import type { RefundDeps } from "./refund-ledger.ts";
import type { DarajaApi, PesapalApi } from "./types.ts";

/** What the payment flows run with: the database, the providers' clients and our settings. */
export type PaymentDeps = {
  db: Db;
  daraja: DarajaApi;
  pesapal: PesapalApi;
  log: Logger;
  /** Public addresses the providers call back (callbacks.ts builds them). */
  urls: {
    stkCallback: string;
    pesapalIpn: string;
    cardReturn: string;
    cardCancel: string;
    c2bConfirmation: string;
    c2bValidation: string;
  };
  /** The Paybill guests may pay to (decision 018), and whether Daraja validates with us first. */
  paybill: { shortCode: string; validation: boolean };
  staffAddress: string;
  publicUrl: string;
  /** The time, read when a decision is made (settle.ts reads it under its locks). */
  clock: () => Date;
  /** SMS and WhatsApp settings (server/texts/booking-texts.ts); defaults when absent. */
  texts?: TextSettings;
  /** Refunds' clients and rules (server/payments/refunds.ts); absent: no refunds are sent. */
  refunds?: RefundDeps;
};
