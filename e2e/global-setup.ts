import { startBuiltServer } from "../test/support/server.ts";

/** One production server for the whole run; its URL reaches the workers through the environment. */
export default async function globalSetup() {
  const server = await startBuiltServer();
  process.env.E2E_BASE_URL = server.url;
  return async () => {
    await server.stop();
  };
}
