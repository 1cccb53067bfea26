// Entry of the server bundle (vite.config.ts): `npm start` runs build/server/index.js, which is this.
import * as build from "virtual:react-router/server-build";
import { startServer } from "./start.ts";

await startServer({ build });
