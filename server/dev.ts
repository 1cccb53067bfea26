// `npm run dev`: the same server and services, with Vite in middleware mode, so a saved change to
// a page, component or style shows on reload without a build. Not for production.
import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import type { StartOptions } from "./start.ts";

const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
// Loaded through Vite, so the routes and the server share one module graph (one set of context keys).
const { startServer } = (await vite.ssrLoadModule("/server/start.ts")) as {
  startServer: (options: StartOptions) => Promise<void>;
};
await startServer({
  build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
  devMiddleware: vite.middlewares,
});
