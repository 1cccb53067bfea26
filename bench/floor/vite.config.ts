import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// React Router's defaults: no code-splitting groups, no plugins of ours.
export default defineConfig({ plugins: [reactRouter()] });
