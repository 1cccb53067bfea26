// The Node HTTP layer around React Router: request ids and logs, compression, security headers,
// static files with the right caching, /healthz, and the SSR handler with our services in context.
import { randomBytes, randomUUID } from "node:crypto";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import { precompressedFiles } from "./precompressed.ts";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import helmet from "helmet";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { said } from "../../domain/said.ts";
import { prefersSwahili } from "../../i18n/locales.ts";
import { wordingIn } from "../../i18n/messages.server.ts";
import { wordSaid } from "../../i18n/said.ts";
import { HTTP_ANSWERS } from "./answers.ts";
import { requestContext, servicesContext, type AppServices } from "../context.ts";
import { refuseCrossSiteWrites } from "./cross-site.ts";
import { CONNECTION_LOST_RETRY_AFTER_S, isDatabaseUnavailable } from "../db/client.ts";
import { bookingRoutes } from "../bookings/http.ts";
import type { BookingServices } from "../bookings/services.ts";
import { cardFrameSources } from "../payments/pesapal/frame-sources.ts";
import { mediaRoutes } from "../media/http.ts";
import { metricsHandler, type Metrics } from "../observability/metrics.ts";
import {
  reactRouterPatterns,
  routeLabeller,
  topLevelFiles,
  type RouteLabeller,
} from "../observability/route-labels.ts";
import type { TextServices } from "../texts/services.ts";
import { fromRoot } from "../paths.ts";
import { pageCacheHandler } from "../pages/page-cache-http.ts";
import type { PageCache } from "../pages/page-cache.ts";

export type HttpAppOptions = {
  services: AppServices;
  /** The booking engine's callbacks and event streams (server/bookings/http.ts). */
  booking: Pick<BookingServices, "events" | "streams" | "callbackToken">;
  /** SMS and WhatsApp callbacks (server/texts/services.ts); absent: none. */
  texts?: Pick<TextServices, "routes">;
  /** The simulators (server/simulators/router.ts), mounted at /simulators; absent: none. */
  simulators?: express.Router;
  /** GET /metrics (server/observability/metrics.ts); absent: no /metrics. */
  metrics?: Metrics;
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Folder of the client build (hashed assets under assets/). */
  clientDir: string;
  /** Development only (server/dev.ts): Vite serves the client modules instead of the build. */
  devMiddleware?: RequestHandler;
  /** Public pages rendered once and kept until the data changes (server/pages/); absent: none. */
  pageCache?: PageCache;
};

type Locals = { requestId: string; nonce: string; log: AppServices["logger"] };

const REQUEST_ID = /^[\w.-]{1,100}$/;
const ONE_YEAR_S = 365 * 24 * 60 * 60;
const ONE_DAY_S = 24 * 60 * 60;

export function createHttpApp({
  services,
  booking,
  texts,
  simulators,
  metrics,
  build,
  clientDir,
  devMiddleware,
  pageCache,
}: HttpAppOptions): express.Express {
  const { config, logger, database } = services;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);

  app.use(requestLogging(logger));
  if (metrics) {
    app.use(metrics.requestTimer(labelRoutes(build, clientDir)));
    app.get("/metrics", metricsHandler(metrics, config));
  }
  // Event streams must reach the browser as they are written, not when a buffer fills.
  app.use(
    compression({
      filter: (req, res) =>
        !String(res.getHeader("Content-Type") ?? "").startsWith("text/event-stream") &&
        compression.filter(req, res),
    }),
  );
  app.use(
    securityHeaders({
      https: config.publicUrl.startsWith("https://"),
      dev: !!devMiddleware,
      googleAnalytics: !!config.gaMeasurementId,
      cardFrames: cardFrameSources(config.payments),
    }),
  );

  app.use(closeWhenBodyUnread);
  app.use(refuseTraversal);

  // While shutting down: ask keep-alive clients to reconnect (to another instance).
  app.use((_req, res, next) => {
    if (isDraining(app)) res.set("Connection", "close");
    next();
  });

  app.get("/healthz", async (_req, res) => {
    const ok = !isDraining(app) && (await database.ping());
    res
      .status(ok ? 200 : 503)
      .set("Cache-Control", "no-store")
      .json({
        status: isDraining(app) ? "stopping" : ok ? "ok" : "degraded",
        database: { kind: database.kind, ok },
        streams: booking.streams.stats(),
        uptimeSeconds: Math.round(process.uptime()),
      });
  });

  // Readiness: whether to send this instance traffic. Not while shutting down or while the
  // database does not answer (and, before this app exists, not while migrating: start.ts).
  app.get("/readyz", async (_req, res) => {
    const draining = isDraining(app);
    const ok = !draining && (await database.ping());
    res
      .status(ok ? 200 : 503)
      .set("Cache-Control", "no-store")
      .json({ status: draining ? "stopping" : ok ? "ready" : "database unreachable" });
  });

  if (devMiddleware) {
    app.use(devMiddleware); // development: Vite serves the source modules
  } else {
    // Vite names the built files by content hash, so they never change: cache them for a year.
    app.use("/assets", precompressedFiles(path.join(clientDir, "assets"), ONE_YEAR_S * 1000));
    app.use(
      "/assets",
      express.static(path.join(clientDir, "assets"), {
        immutable: true,
        maxAge: ONE_YEAR_S * 1000,
        fallthrough: false,
        index: false,
      }),
    );
  }
  // Uploaded files, and the documents and video staff replaced (server/media/http.ts).
  app.use(mediaRoutes(database.db, services.media.store));
  // Owner-replaceable media keep their names: a day, then revalidate by ETag.
  app.use(
    "/media",
    express.static(fromRoot("content/media"), {
      maxAge: ONE_DAY_S * 1000,
      fallthrough: false,
      index: false,
    }),
  );
  app.use(express.static(clientDir, { maxAge: 60 * 60 * 1000, index: false }));

  if (simulators) app.use("/simulators", simulators);
  if (texts) app.use(texts.routes);
  // Providers' callbacks come from their servers (no browser, no Origin): before the check below.
  app.use(
    bookingRoutes({
      deps: services.payments,
      events: booking.events,
      streams: booking.streams,
      token: booking.callbackToken,
    }),
  );

  // Staff pages and their data requests (/admin.data, /admin/prices.data) are private: never
  // cached by a browser or proxy, never indexed.
  app.use((req, res, next) => {
    if (isAdminPath(req.path)) {
      res.set({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex" });
    }
    next();
  });

  // Forms and API calls only from our own pages (React Router's own check answers a bare 400).
  app.use(refuseCrossSiteWrites(config.publicUrl));
  const loadContext = (req: express.Request, res: express.Response, nonce: string) => {
    const locals = res.locals as Locals;
    const context = new RouterContextProvider();
    context.set(servicesContext, services);
    context.set(requestContext, {
      id: locals.requestId,
      nonce,
      log: locals.log,
      clientAddress: req.ip ?? req.socket.remoteAddress ?? "",
    });
    return context;
  };
  if (pageCache && !devMiddleware && config.pageCacheMs > 0) {
    app.use(
      pageCacheHandler({
        cache: pageCache,
        build,
        database,
        publicUrl: config.publicUrl,
        loadContext,
        logger,
        ttlMs: config.pageCacheMs,
      }),
    );
  }
  app.all(
    "/{*splat}",
    createRequestHandler({
      build,
      // Production mode hides error details from visitors; development shows them.
      mode: devMiddleware ? "development" : "production",
      getLoadContext: (req, res) => loadContext(req, res, (res.locals as Locals).nonce),
    }),
  );

  app.use(errorHandler);
  return app;
}

/**
 * The /metrics route labeller for this build. Development's build is a function (Vite reloads it):
 * its routes are read once, and until then pages are labelled "other".
 */
function labelRoutes(build: HttpAppOptions["build"], clientDir: string): RouteLabeller {
  const files = topLevelFiles(clientDir);
  if (typeof build !== "function") {
    return routeLabeller({ pagePatterns: reactRouterPatterns(build.routes), files });
  }
  let label = routeLabeller({ files });
  void build().then(
    (built) => (label = routeLabeller({ pagePatterns: reactRouterPatterns(built.routes), files })),
    () => undefined, // the page itself reports a build that does not load
  );
  return (path) => label(path);
}

/** /admin pages and data, however the path is cased or encoded (routes match both ways). */
export function isAdminPath(path: string): boolean {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // malformed escapes: judge the raw path
  }
  return /^\/admin(?:[/.]|$)/i.test(decoded);
}

/**
 * A request refused before its body was read (too large, wrong type, cross-site) is answered with
 * Connection: close: the client may still be sending, so the connection cannot be reused safely.
 */
const closeWhenBodyUnread: RequestHandler = (req, res, next) => {
  const writeHead = res.writeHead;
  // Node writes every response's head through writeHead, also when headers are implicit.
  res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
    if (!req.complete) this.setHeader("Connection", "close");
    return writeHead.apply(this, args);
  } as typeof writeHead;
  next();
};

/**
 * A path with a ".." segment, written plainly or percent-encoded (%2e%2e, ..%2f), never names a
 * file of ours: a 400 that says so, before any static handler or route sees it.
 */
export function isTraversal(rawPath: string): boolean {
  let decoded = rawPath;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    // malformed escapes: judge the raw path
  }
  return decoded.split(/[/\\]/).includes("..");
}

const refuseTraversal: RequestHandler = (req, res, next) => {
  if (!isTraversal(req.originalUrl.split("?")[0] ?? "")) return next();
  res.status(400).set("Cache-Control", "no-store");
  if (isApiPath(req.originalUrl)) res.json({ error: HTTP_ANSWERS.badAddress });
  else res.type("text/plain").send(HTTP_ANSWERS.badAddress);
};

function isApiPath(url: string): boolean {
  return url.startsWith("/api/");
}

/** Called on shutdown: health checks fail so a load balancer stops sending traffic. */
export function markDraining(app: express.Express): void {
  app.locals.draining = true;
}

function isDraining(app: express.Express): boolean {
  return app.locals.draining === true;
}

function requestLogging(logger: AppServices["logger"]): RequestHandler {
  return (req, res, next) => {
    const incoming = req.get("x-request-id");
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const log = logger.child({ requestId });
    const locals = res.locals as Locals;
    locals.requestId = requestId;
    locals.log = log;
    locals.nonce = randomBytes(16).toString("base64");
    res.set("X-Request-Id", requestId);
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      log.info(
        { method: req.method, path: loggedPath(req), status: res.statusCode, ms: Math.round(ms) },
        "request",
      );
    });
    next();
  };
}

/** The whole path (also inside mounted routers), without the secret of the callback addresses. */
function loggedPath(req: express.Request): string {
  return withoutCallbackToken(req.originalUrl.split("?")[0] ?? "");
}

/**
 * "/api/payments/<provider>/<token>[/<step>]" and "/api/texts/sms/<token>[/<step>]" with the
 * token replaced by ":token".
 */
export function withoutCallbackToken(path: string): string {
  return path
    .replace(/^(\/api\/payments\/[\w-]+\/)[^/]+(\/[\w-]+)?$/, "$1:token$2")
    .replace(/^(\/api\/texts\/sms\/)[^/]+(\/[^/]*)?$/, "$1:token$2");
}

// The optional GA4 tag (GA_MEASUREMENT_ID): its script host, and where it sends its hits.
const GOOGLE_ANALYTICS = {
  script: ["https://www.googletagmanager.com"],
  connect: [
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
    "https://*.googletagmanager.com",
  ],
  img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
};

/** Browser features no page uses are off; payment only for the card frame's origins. */
export function permissionsPolicy(cardFrames: string[]): string {
  const payment = cardFrames.map((source) => (source === "'self'" ? "self" : `"${source}"`));
  return [
    "camera=()",
    "microphone=()",
    "geolocation=()",
    "usb=()",
    "serial=()",
    "hid=()",
    "bluetooth=()",
    "midi=()",
    "magnetometer=()",
    "gyroscope=()",
    "accelerometer=()",
    "browsing-topics=()",
    `payment=(${[...new Set(payment.length ? payment : ["self"])].join(" ")})`,
  ].join(", ");
}

function securityHeaders({
  https,
  dev,
  googleAnalytics,
  cardFrames,
}: {
  https: boolean;
  dev: boolean;
  googleAnalytics: boolean;
  /** Where Pesapal's card page may come from (the wizard frames it). */
  cardFrames: string[];
}): RequestHandler {
  const nonce = (_req: unknown, res: unknown) =>
    `'nonce-${(res as express.Response).locals.nonce}'`;
  const ga = (kind: keyof typeof GOOGLE_ANALYTICS) =>
    googleAnalytics ? GOOGLE_ANALYTICS[kind] : [];
  const permissions = permissionsPolicy(cardFrames);
  const policy: RequestHandler = (_req, res, next) => {
    res.set("Permissions-Policy", permissions);
    next();
  };
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        // Development: Vite's hot-reload preamble is an inline script without our nonce.
        "script-src": dev
          ? ["'self'", "'unsafe-inline'", ...ga("script")]
          : ["'self'", nonce, ...ga("script")],
        "style-src": ["'self'"],
        "img-src": ["'self'", "data:", ...ga("img")],
        "media-src": ["'self'"],
        "font-src": ["'self'"],
        "connect-src": dev ? ["'self'", "ws:", ...ga("connect")] : ["'self'", ...ga("connect")],
        "worker-src": dev ? ["'self'", "blob:"] : ["'self'"],
        // The map embed, loaded only when the visitor asks for it; the card payment page.
        "frame-src": ["https://www.google.com", "https://maps.google.com", ...cardFrames],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'self'"],
        ...(https ? { "upgrade-insecure-requests": [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: ONE_YEAR_S, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  });
  // A built script or stylesheet is never a document: the document-only headers (CSP, frame and
  // feature policies, 1.3 KB) only cost a phone on a slow network about 1 KB per file it loads.
  const hsts = `max-age=${ONE_YEAR_S}; includeSubDomains`;
  const assetHeaders: RequestHandler = (_req, res, next) => {
    res.set({ "X-Content-Type-Options": "nosniff", "Cross-Origin-Resource-Policy": "same-origin" });
    if (https) res.set("Strict-Transport-Security", hsts);
    next();
  };
  return (req, res, next) =>
    !dev && req.path.startsWith("/assets/")
      ? assetHeaders(req, res, next)
      : policy(req, res, () => headers(req, res, next));
}

const errorHandler: ErrorRequestHandler = (error: unknown, req, res, next) => {
  const status = httpStatusOf(error);
  const locals = res.locals as Partial<Locals>;
  if (status >= 500) {
    locals.log?.error({ err: error, path: loggedPath(req) }, "request failed");
  }
  if (res.headersSent) return next(error);
  // A failure a guest may meet is told as a code, in the request's language.
  const failure = status < 500 ? null : status === 503 ? said.unavailable() : said.failed();
  const lang = prefersSwahili(req.get("accept-language") ?? null) ? "sw" : "en";
  const message = failure
    ? wordSaid(wordingIn(lang), failure)
    : status === 404
      ? HTTP_ANSWERS.notFound
      : status === 403
        ? HTTP_ANSWERS.forbidden
        : HTTP_ANSWERS.badRequest;
  res.status(status).set("Cache-Control", "no-store");
  if (status === 503 && isDatabaseUnavailable(error))
    res.set("Retry-After", String(CONNECTION_LOST_RETRY_AFTER_S));
  // Every /api answer is JSON, failures too: the browser's scripts read { error }.
  if (isApiPath(req.originalUrl)) res.json({ error: message, ...(failure && { said: failure }) });
  else res.type("text/plain").send(message);
};

function httpStatusOf(error: unknown): number {
  // The database connection dropped (a restart, a failover) or none could be had in time: try
  // again shortly, not a fault.
  if (isDatabaseUnavailable(error)) return 503;
  const status =
    typeof error === "object" && error !== null && "status" in error ? error.status : undefined;
  return typeof status === "number" && status >= 400 && status < 600 ? status : 500;
}
