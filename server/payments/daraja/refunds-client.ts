// The M-Pesa refunds client (refunds-and-ledgers.md sections 0, A, B): Transaction Reversal of a
// guest's payment, B2C to the guest's phone where a reversal is refused or would be partial, and
// the Transaction Status query for a Result that never came. Each call only gets Daraja's
// "queued"; the outcome is posted later to our addresses below and read with refunds-wire.ts's
// parse* functions. It never writes our database: the ledger stores what it asked and decides.
import type { DarajaRefundsApi } from "../types.ts";
import type { DarajaConnection } from "./connection.ts";
import {
  b2cBody,
  parseRequestAccepted,
  reversalBody,
  securityCredential,
  statusBody,
  type RefundShortCodes,
} from "./refunds-wire.ts";

export type DarajaRefundsConfig = RefundShortCodes & {
  /**
   * The API operator made on the M-PESA org portal, with the Org Reversals Initiator, ORG B2C API
   * initiator and Transaction Status query ORG API roles.
   */
  initiatorName: string;
  initiatorPassword: string;
  /** Safaricom's certificate (PEM) for the environment: sandbox and production differ. */
  certificatePem: string;
};

/**
 * Where Daraja posts refund Results: `<path>/<token>/result` and `<path>/<token>/timeout` (the
 * QueueTimeOutURL). No word Daraja refuses in them, and the request log hides the token as for
 * the STK callback. The routes that answer them belong to the ledger.
 */
export const REFUND_CALLBACK_PATHS = {
  reversal: "/api/payments/reversal",
  b2c: "/api/payments/b2c",
  status: "/api/payments/transaction-status",
} as const;

export type RefundCallbackUrls = Record<
  keyof typeof REFUND_CALLBACK_PATHS,
  { resultUrl: string; timeoutUrl: string }
>;

/** The three pairs of addresses, for requests' resultUrl and timeoutUrl. */
export function refundCallbackUrls(publicUrl: string, token: string): RefundCallbackUrls {
  const pair = (path: string) => ({
    resultUrl: `${publicUrl}${path}/${token}/result`,
    timeoutUrl: `${publicUrl}${path}/${token}/timeout`,
  });
  return {
    reversal: pair(REFUND_CALLBACK_PATHS.reversal),
    b2c: pair(REFUND_CALLBACK_PATHS.b2c),
    status: pair(REFUND_CALLBACK_PATHS.status),
  };
}

/**
 * The client over one Daraja app's connection (share the STK client's when the same app carries
 * these products, so one token serves both). The credential is made once: Daraja takes the same
 * one for every request (B.4), and a certificate that cannot be read fails here, at start.
 */
export function createDarajaRefundsClient(
  config: DarajaRefundsConfig,
  connection: DarajaConnection,
): DarajaRefundsApi {
  const initiator = {
    name: config.initiatorName,
    securityCredential: securityCredential(config.initiatorPassword, config.certificatePem),
  };

  async function send(what: string, path: string, body: Record<string, string>) {
    const { status, body: answer } = await connection.post(what, path, () => body);
    return parseRequestAccepted(what, status, answer);
  }

  // async: a request our own code got wrong (RangeError) rejects like any other failure.
  return {
    async requestReversal(request) {
      const body = reversalBody(config, initiator, request);
      return send("reversal", "/mpesa/reversal/v1/request", body);
    },
    async requestB2c(request) {
      const body = b2cBody(config, initiator, request);
      return send("B2C payment", "/mpesa/b2c/v3/paymentrequest", body);
    },
    async queryTransactionStatus(request) {
      const body = statusBody(config, initiator, request);
      return send("transaction status", "/mpesa/transactionstatus/v1/query", body);
    },
  };
}
