import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { everyPageChunk } from "./scripts/every-page-chunk.ts";
import { precompress } from "./scripts/precompress.ts";

// The SSR build's entry is our HTTP server (server/app.ts), which imports the React Router
// server build virtually; `npm start` runs the result (see docs/decisions/001-http-server.md).
export default defineConfig({
  environments: {
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // zod only in its own chunk: pages that validate load it, and no other page gets
                // it by way of a module it happens to share with them.
                { name: "zod", test: /node_modules[\\/]zod[\\/]/, priority: 2 },
                // What every page loads, in one file instead of a dozen (decision 022).
                { name: everyPageChunk(), priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
  plugins: [reactRouter(), precompress()],
});
