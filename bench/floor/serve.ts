// Serves the floor's build as the site serves its own: Express, gzip, year-long cached assets.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Server } from "node:http";
import compression from "compression";
import express from "express";
import { createRequestHandler } from "@react-router/express";
import type { ServerBuild } from "react-router";

const here = import.meta.dirname;

export type Floor = { url: string; stop: () => Promise<void> };

/** Starts the built floor on a free port of 127.0.0.1. Needs `buildFloor()` first. */
export async function startFloor(): Promise<Floor> {
  const build = (await import(
    pathToFileURL(path.join(here, "build/server/index.js")).href
  )) as ServerBuild;
  const app = express();
  app.disable("x-powered-by");
  app.use(compression());
  app.use(
    "/assets",
    express.static(path.join(here, "build/client/assets"), { immutable: true, maxAge: "1y" }),
  );
  app.use(createRequestHandler({ build, mode: "production" }));
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
