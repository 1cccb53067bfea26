// TRUST_PROXY as a hop count believes the last X-Forwarded-For entry from whoever connects. When
// the site listens beyond loopback, anyone who reaches it directly can write that entry and pass
// for any address (every per-address limit dodged, /metrics read as 127.0.0.1): the start says so.
import { isIP } from "node:net";
import type { Config } from "../config.ts";

/** Only this machine can connect: 127.0.0.0/8, ::1, localhost. */
export function listensOnLoopbackOnly(host: string): boolean {
  const name = host.toLowerCase().replace(/^\[|\]$/g, "");
  return name === "localhost" || name === "::1" || (isIP(name) === 4 && name.startsWith("127."));
}

/** The warning to log at start, or undefined when the setting is safe for where it listens. */
export function trustProxyWarning(config: Pick<Config, "host" | "trustProxy">): string | undefined {
  if (typeof config.trustProxy !== "number" || listensOnLoopbackOnly(config.host)) return undefined;
  return (
    `TRUST_PROXY=${config.trustProxy} trusts the last X-Forwarded-For entry from any client, and ` +
    `HOST=${config.host} lets clients reach the site without the proxy: anyone could pass for ` +
    "any address (rate limits, /metrics). Name the proxy instead (TRUST_PROXY=loopback or its " +
    "address), or listen on loopback only (HOST=127.0.0.1) behind it, or firewall the port."
  );
}
