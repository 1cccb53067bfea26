// Typed keys for what the HTTP server hands to loaders and actions (RouterContextProvider).
// Built once at start in server/start.ts; route glue reads them with context.get(...).
import { createContext } from "react-router";
import type { SiteData } from "./pages/site-data.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import type { Logger } from "./observability/logger.ts";
import type { PaymentDeps } from "./payments/deps.ts";
import type { ContentStore } from "./content/content.ts";
import type { MediaServices } from "./media/services.ts";

export type AppServices = {
  config: Config;
  database: Database;
  logger: Logger;
  /** The booking engine's providers and addresses (server/bookings/services.ts). */
  payments: PaymentDeps;
  /** The site's live content (server/content/content.ts). */
  content: ContentStore;
  /** Uploaded photos, documents and video (server/media/). */
  media: MediaServices;
  /** The quote's prices and rooms left, kept until a change (server/pages/site-data.ts). */
  siteData?: SiteData;
};

export type RequestInfo = {
  id: string;
  /** Per-request CSP nonce for the inline scripts React Router renders. */
  nonce: string;
  log: Logger;
  /** The client's address (the proxy's view when TRUST_PROXY is set), for rate limits. */
  clientAddress: string;
  /** Set when a loader or action failed because its database connection dropped: a 503. */
  connectionLost?: boolean;
};

export const servicesContext = createContext<AppServices>();
export const requestContext = createContext<RequestInfo>();
