// The simulators confirm payments that never happened: their APIs, controls and the simulated
// phone answer only clients on this machine. Judged by the socket's own address, never by
// X-Forwarded-For (a client writes that). The site's own Daraja and Pesapal clients reach the
// simulators over loopback (config.ts), so this costs them nothing.
import { isIPv4, isIPv6 } from "node:net";
import type { RequestHandler } from "express";

/** Test mode's words to whoever reaches a simulator from another computer. */
export const LOCAL_ONLY =
  "The payment simulators' controls and phone answer only on the computer that runs the site.";

/** 127.0.0.0/8 (also written ::ffff:127.x.y.z) or ::1. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] ?? address;
  if (isIPv4(v4)) return v4.startsWith("127.");
  if (!isIPv6(address)) return false;
  const groups = address.toLowerCase().split("::");
  const head = groups[0] ? groups[0].split(":") : [];
  const tail = groups.length > 1 && groups[1] ? groups[1].split(":") : [];
  const full = [
    ...head,
    ...Array<string>(Math.max(0, 8 - head.length - tail.length)).fill("0"),
    ...tail,
  ];
  return full.length === 8 && full.every((g, i) => Number.parseInt(g, 16) === (i === 7 ? 1 : 0));
}

/**
 * Passes requests whose connection comes from this machine's loopback and that no proxy
 * forwarded (a reverse proxy on this machine connects from loopback for everyone); 403 for the rest.
 */
export const localClientsOnly: RequestHandler = (req, res, next) => {
  const proxied =
    req.headers["x-forwarded-for"] !== undefined || req.headers.forwarded !== undefined;
  if (isLoopbackAddress(req.socket.remoteAddress) && !proxied) return next();
  res.status(403).set("Cache-Control", "no-store").type("text/plain").send(LOCAL_ONLY);
};

/** The callback addresses' secret path segment, replaced wherever a browser could read it. */
export function withoutCallbackSecret(url: string): string {
  return url.replace(/(\/api\/payments\/[\w-]+\/)[^/?#\s"]+/g, "$1:token");
}
