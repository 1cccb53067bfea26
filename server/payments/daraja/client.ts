// The Daraja (M-Pesa Express) client: STK push, STK query and C2B registration over one app's
// connection (connection.ts: the OAuth token, timeouts). It only translates; what a result means
// for a booking is decided in server/bookings/. Wire formats live in wire.ts.
import type { DarajaConfig } from "../../config.ts";
import { isRecord } from "../../http/request-body.ts";
import {
  type DarajaApi,
  type PaymentOutcome,
  type StkPushAccepted,
  type StkPushRequest,
} from "../types.ts";
import { alreadyRegistered, registerUrlBody } from "./c2b.ts";
import { createDarajaConnection, type DarajaConnection } from "./connection.ts";
import {
  darajaError,
  darajaTimestamp,
  parseQueryResponse,
  parseStkPushResponse,
  stkPushBody,
  stkQueryBody,
} from "./wire.ts";

export type DarajaClientConfig = DarajaConfig & { timeoutMs: number };

export function createDarajaClient(
  config: DarajaClientConfig,
  {
    now = () => new Date(),
    connection = createDarajaConnection(config, { now }),
  }: { now?: () => Date; connection?: DarajaConnection } = {},
): DarajaApi {
  const authorized = connection.post;

  return {
    async stkPush(request: StkPushRequest): Promise<StkPushAccepted> {
      // Checked before any call: a bad request is our bug, not Daraja's answer.
      stkPushBody(config, request, darajaTimestamp(now()));
      const { status, body } = await authorized(
        "STK push",
        "/mpesa/stkpush/v1/processrequest",
        () => stkPushBody(config, request, darajaTimestamp(now())),
      );
      return parseStkPushResponse(status, body);
    },

    async stkQuery(checkoutRequestId: string): Promise<{ outcome: PaymentOutcome; raw: unknown }> {
      const { status, body } = await authorized("STK query", "/mpesa/stkpushquery/v1/query", () =>
        stkQueryBody(config, checkoutRequestId, darajaTimestamp(now())),
      );
      return { outcome: parseQueryResponse(status, body), raw: body };
    },

    async registerC2bUrls(urls) {
      const { c2b } = config;
      const { status, body } = await authorized(
        "C2B URL registration",
        `/mpesa/c2b/${c2b.version}/registerurl`,
        () => registerUrlBody(c2b.shortCode, urls, c2b.responseType),
      );
      if (alreadyRegistered(body)) return "already";
      if (status !== 200 || String(isRecord(body) ? body.ResponseCode : "") !== "0") {
        throw darajaError("C2B URL registration", status, body);
      }
      return "registered";
    },
  };
}
