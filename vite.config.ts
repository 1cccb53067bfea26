import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// The SSR build's entry is our HTTP server (server/app.ts), which imports the React Router
// server build virtually; `npm start` runs the result (see docs/decisions/001-http-server.md).
export default defineConfig({
  environments: {
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
    client: {
      build: {
        rolldownOptions: {
          // zod only in its own chunk: pages that validate load it, and no other page gets it
          // by way of a module it happens to share with them.
          output: {
            codeSplitting: { groups: [{ name: "zod", test: /node_modules[\\/]zod[\\/]/ }] },
          },
        },
      },
    },
  },
  plugins: [reactRouter()],
});
