// Starts the whole site: config, logs, database (migrated and seeded), HTTP, graceful shutdown.
import type { AddressInfo } from "node:net";
import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { ConfigError, loadConfig, type Config } from "./config.ts";
import { openDatabase, type Database } from "./db/client.ts";
import { seedDatabase } from "./db/seed.ts";
import { createHttpApp } from "./http.ts";
import { createLogger } from "./logger.ts";
import { fromRoot } from "./paths.ts";

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
  const logger = createLogger(config);
  let database: Database;
  try {
    database = await openDatabase(config.database);
  } catch (error) {
    logger.fatal({ err: error, database: config.database.kind }, "could not open the database");
    process.exit(1);
  }
  if (await seedDatabase(database.db)) logger.info("seeded room types and the sample price table");

  const app = createHttpApp({
    services: { config, logger, database },
    build,
    clientDir: fromRoot("build/client"),
    devMiddleware,
  });
  const server = app.listen(config.port, config.host, () => {
    const { port } = server.address() as AddressInfo;
    logger.info({ port, database: database.kind }, "listening");
    // The one human line: where to open the site.
    console.log(`Gilgil motel site running at http://localhost:${port}`);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    const force = setTimeout(() => {
      logger.warn("shutdown timed out; closing open connections");
      server.closeAllConnections();
    }, config.shutdownTimeoutMs);
    force.unref();
    server.close(async () => {
      await database.close().catch((err: unknown) => logger.error({ err }, "db close failed"));
      logger.info("stopped");
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}
