// A tiny web site for tests that receives a provider's callbacks (JSON POSTs) and answers 200,
// and a server that accepts connections but never answers (for client timeouts).
import { once } from "node:events";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type ReceivedCallback = { path: string; body: unknown };

export type CallbackSink = {
  /** Origin, like http://127.0.0.1:PORT. */
  url: string;
  received: ReceivedCallback[];
  close(): Promise<void>;
};

export async function startCallbackSink(): Promise<CallbackSink> {
  const received: ReceivedCallback[] = [];
  const server = createServer(async (req, res) => {
    let text = "";
    for await (const chunk of req as IncomingMessage) text += String(chunk);
    received.push({
      path: req.url ?? "",
      body: text === "" ? undefined : (JSON.parse(text) as unknown),
    });
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end(JSON.stringify({ ResultCode: 0, ResultDesc: "Accepted" }));
  });
  return { url: await listen(server), received, close: () => closeServer(server) };
}

/** Accepts connections and requests, never answers them. */
export async function startSilentServer(): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer(() => {});
  return { url: await listen(server), close: () => closeServer(server) };
}

async function listen(server: Server): Promise<string> {
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}
