// The texts as the site runs them, inside a test: the real Africa's Talking and WhatsApp clients
// talking over HTTP to the simulators, which report back to our callbacks on the same local port,
// and a worker that tests run round by round.
import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { pino } from "pino";
import type { Db } from "../../server/db/client.ts";
import { textSenders } from "../../server/texts/clients.ts";
import { textCallbackToken, textCallbackUrls, textRoutes } from "../../server/texts/http.ts";
import { textSimulatorsRouter } from "../../server/simulators/texts.ts";
import { startTextWorker, type TextWorker } from "../../server/texts/worker.ts";

const logger = pino({ level: "silent" });

export const TEXT_SECRETS = {
  appSecret: "a WhatsApp app secret for tests",
  verifyToken: "a verify token for tests",
};

export type TextWorld = {
  url: string;
  token: string;
  worker: TextWorker;
  /** Switches a simulated provider off (down) or on again. */
  provider(channel: "sms" | "whatsapp", up: boolean): Promise<void>;
  inbox(msisdn: string): Promise<{ channel: string; body: string; from: string }[]>;
  close(): Promise<void>;
};

export async function startTextWorld(db: Db): Promise<TextWorld> {
  const token = textCallbackToken("a test secret that is long enough to sign things");
  const app = express();
  const server = createServer(app);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const sms = {
    baseUrl: `${url}/simulators/sms`,
    username: "sandbox",
    apiKey: "k",
    senderId: "GILGILMOTEL",
  };
  const whatsapp = {
    baseUrl: `${url}/simulators/whatsapp`,
    accessToken: "t",
    phoneNumberId: "100000000000001",
    ...TEXT_SECRETS,
  };
  app.use(
    "/simulators",
    textSimulatorsRouter({
      sms,
      whatsapp,
      callbacks: textCallbackUrls(url, token),
      businessName: "Gilgil Oasis Motel",
      logger,
    }),
  );
  app.use(textRoutes({ db, log: logger, token, whatsapp: TEXT_SECRETS }));
  const worker = startTextWorker({
    db,
    // Polls rarely: the tests run rounds themselves.
    texts: { pollMs: 3_600_000, retryBaseMs: 60_000, maxAttempts: 3 },
    senders: textSenders({ sms, whatsapp } as Parameters<typeof textSenders>[0]),
    logger,
  });
  return {
    url,
    token,
    worker,
    async provider(channel, up) {
      const response = await fetch(`${url}/simulators/sms/control`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ [channel]: up }),
      });
      if (!response.ok) throw new Error("control refused");
    },
    async inbox(msisdn) {
      const response = await fetch(`${url}/simulators/sms/inbox.json?msisdn=${msisdn}`);
      return (await response.json()) as { channel: string; body: string; from: string }[];
    },
    async close() {
      await worker.stop();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
