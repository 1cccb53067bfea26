// Starts the whole site: config, logs, database (migrated and seeded), HTTP, graceful shutdown.
import http, { type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { ConfigError, loadConfig, type Config } from "./config.ts";
import { dataDirProblem } from "./data-dir.ts";
import { openDatabase, type Database } from "./db/client.ts";
import { DataDirLockError } from "./db/data-dir-lock.ts";
import { seedDatabase } from "./db/seed.ts";
import { openContentStore, seedContent } from "./content/content.ts";
import { createHttpApp, markDraining } from "./http/http.ts";
import { HTTP_ANSWERS } from "./http/answers.ts";
import { createLogger, type Logger } from "./observability/logger.ts";
import { createMetrics } from "./observability/metrics.ts";
import { trustProxyWarning } from "./http/proxy-warning.ts";
import { serveBackupRequests } from "./backup/control.ts";
import { siteBackup, startNightlyBackups } from "./backup/nightly.ts";
import { startBookingServices } from "./bookings/services.ts";
import { startMailWorker } from "./mail/worker.ts";
import { startTextServices } from "./texts/services.ts";
import { startMediaServices } from "./media/services.ts";
import { fromRoot } from "./paths.ts";
import { createPageCache } from "./pages/page-cache-http.ts";
import { listenForSiteChanges } from "./pages/site-changes.ts";
import { createSiteData } from "./pages/site-data.ts";
import { setPasswordHashCost } from "./staff/passwords.ts";
import { deleteExpiredData } from "./privacy/retention.ts";
import { withSessionSecret } from "./secrets.ts";
import { withTimeout } from "./jobs/with-timeout.ts";

export type StartOptions = {
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Development only: Vite's middleware, which serves source modules and hot updates. */
  devMiddleware?: RequestHandler;
};

export async function startServer({ build, devMiddleware }: StartOptions): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  // The embedded database and the generated session secret live in DATA_DIR.
  const dataDirUnusable =
    (config.database.kind === "pglite" || !config.sessionSecret) && dataDirProblem(config.dataDir);
  if (dataDirUnusable) {
    console.error(dataDirUnusable);
    process.exit(1);
  }
  config = withSessionSecret(config);
  setPasswordHashCost(config.passwordHashCost);
  const logger = createLogger(config);
  // Listening before the database is opened and migrated: until the site is ready every request
  // gets a 503 "starting" (GET /readyz too), so a proxy or an orchestrator waits, not fails.
  let handler: RequestListener = answerStarting;
  const server = http.createServer((req, res) => handler(req, res));
  await listen(server, config, logger);
  let database: Database;
  try {
    database = await openDatabase(config.database, {
      onConnectionLost: (err) => logger.warn({ err }, "a database connection was lost"),
    });
  } catch (error) {
    logger.fatal({ err: error, database: config.database.kind }, "could not open the database");
    if (error instanceof DataDirLockError) console.error(error.message);
    process.exit(1);
  }
  if (await seedDatabase(database.db)) logger.info("seeded room types and the sample price table");
  const seededFields = await seedContent(database.db);
  if (seededFields > 0) logger.info({ fields: seededFields }, "seeded the content's defaults");
  const content = await openContentStore(database, logger);

  // Background work in this process: mail delivery, and deleting what the privacy policy says
  // we no longer keep.
  const mailWorker = startMailWorker({ db: database.db, mail: config.mail, logger });
  const booking = await startBookingServices(config, database, logger);
  const texts = startTextServices(config, database.db, logger);
  // Uploaded photos left processing by the last run are queued again here.
  const media = startMediaServices(database.db, config.dataDir, logger);
  const sweep = setInterval(
    () =>
      void deleteExpiredData(database.db).catch((err: unknown) =>
        logger.warn({ err }, "deleting expired data failed"),
      ),
    60 * 60 * 1000,
  );
  sweep.unref();

  const metrics = createMetrics({
    database,
    streams: booking.streams,
    lastReconciledAt: booking.lastReconciledAt,
  });
  // Backups: every night, and on `npm run backup` (through DATA_DIR's socket, embedded database).
  const backup = siteBackup(config, database, logger, metrics);
  const nightly = startNightlyBackups(config, database, logger, backup);
  const control =
    database.kind === "pglite"
      ? serveBackupRequests(config.dataDir, backup, (err) =>
          logger.warn({ err }, "npm run backup cannot reach this site: it will say so"),
        )
      : undefined;
  // Development renders every page afresh (its modules change under it).
  const pageCache = devMiddleware ? undefined : createPageCache();
  const siteData = createSiteData(database.db, config.pageCacheMs);
  const stopListening = await listenForSiteChanges(database, () => {
    pageCache?.clear();
    siteData.clear();
  });
  // Imported only when on, so a production start never loads the simulators' code (its own chunk).
  const simulators =
    config.payments.simulators || texts.simulator
      ? (await import("./simulators/router.ts")).simulatorsRouter({
          config,
          logger,
          texts: texts.simulator,
          refundsInitiator: booking.simulatedInitiator,
        })
      : undefined;
  const app = createHttpApp({
    pageCache,
    services: { config, logger, database, payments: booking.payments, content, media, siteData },
    booking,
    texts,
    simulators,
    metrics,
    build,
    clientDir: fromRoot("build/client"),
    devMiddleware,
  });
  handler = app;
  const { port } = server.address() as AddressInfo;
  logger.info({ port, database: database.kind }, "ready");
  void booking.registerProviderUrls();
  // The one human line: where to open the site.
  console.log(`Gilgil motel site running at http://localhost:${port}`);

  // Keep idle connections longer than the clients and proxies that reuse them: with Node's 5 s a
  // browser or a reverse proxy sends its next request on a socket we are closing (ECONNRESET, or a
  // 502 from the proxy). 65 s outlasts the usual 60 s idle timeout of load balancers.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) {
      // A second Ctrl-C means now.
      logger.warn({ signal }, "stopping at once");
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, "shutting down");
    markDraining(app); // /healthz answers 503 and keep-alive connections are closed
    const force = setTimeout(() => {
      logger.warn("shutdown timed out; closing open connections");
      server.closeAllConnections();
    }, config.shutdownTimeoutMs);
    force.unref();
    clearInterval(sweep);
    nightly.stop();
    void control?.close();
    const mailStopped = Promise.all([mailWorker.stop(), texts.worker.stop()]);
    const bookingStopped = booking.stop();
    const mediaStopped = media.queue.stop();
    server.close(async () => {
      // A mail being sent finishes (or its claim expires and is retried later): none is lost.
      if (
        (await withTimeout(
          mailStopped.then(() => "stopped" as const),
          10_000,
          "timeout",
        )) === "timeout"
      ) {
        logger.warn("the mail worker did not stop in time; its claimed mails will be retried");
      }
      await withTimeout(bookingStopped, 10_000, undefined);
      await withTimeout(content.close(), 2_000, undefined);
      await withTimeout(stopListening(), 2_000, undefined);
      // A photo being processed finishes, or stays `processing` and is redone at the next start.
      await withTimeout(mediaStopped, 10_000, undefined);
      const closed = database.close().then(
        () => "closed" as const,
        (err: unknown) => logger.error({ err }, "closing the database failed"),
      );
      if ((await withTimeout(closed, 5_000, "timeout")) === "timeout") {
        logger.warn("the database did not close in time");
      }
      logger.info("stopped");
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

/** Listens on HOST:PORT, or stops the process with one line that says why it cannot. */
function listen(server: http.Server, config: Config, logger: Logger): Promise<void> {
  return new Promise((resolve) => {
    server.once("error", (error: NodeJS.ErrnoException) => {
      const inUse = error.code === "EADDRINUSE";
      logger.fatal(
        { err: error },
        inUse ? `port ${config.port} is already in use` : "cannot listen",
      );
      console.error(
        inUse
          ? `Port ${config.port} is already in use: stop the other program or set PORT.`
          : `Cannot listen on ${config.host}:${config.port}: ${error.message}`,
      );
      process.exit(1);
    });
    server.listen(config.port, config.host, () => {
      logger.info({ port: (server.address() as AddressInfo).port }, "listening");
      const proxyWarning = trustProxyWarning(config);
      if (proxyWarning)
        logger.warn({ host: config.host, trustProxy: config.trustProxy }, proxyWarning);
      resolve();
    });
  });
}

/** Every request while the database is opened and migrated: 503, try again shortly. */
const answerStarting: RequestListener = (req, res) => {
  const path = (req.url ?? "").split("?")[0];
  res.statusCode = 503;
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("Retry-After", "5");
  if (path === "/healthz" || path === "/readyz") {
    res.setHeader("Content-Type", "application/json");
    res.end(JSON.stringify({ status: "starting" }));
  } else {
    res.setHeader("Content-Type", "text/plain; charset=utf-8");
    res.end(HTTP_ANSWERS.starting);
  }
};
