import { randomBytes } from "node:crypto";
import { startBuiltServer } from "../test/support/server.ts";

/** One production server for the whole run; its URL reaches the workers through the environment. */
export default async function globalSetup() {
  // Every test shares 127.0.0.1: limits high enough that tests never meet them (the limits
  // themselves are tested in server/messages/*.test.ts).
  // Known to the tests, so they can make the signed links an email would carry (unsubscribe).
  const sessionSecret = randomBytes(32).toString("base64url");
  const server = await startBuiltServer({
    SESSION_SECRET: sessionSecret,
    CONTACT_LIMIT_PER_HOUR: "100000",
    OFFER_LIMIT_PER_HOUR: "100000",
    EVENTS_LIMIT_PER_MINUTE: "100000",
    BOOKING_LIMIT_PER_HOUR: "100000",
  });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_SESSION_SECRET = sessionSecret;
  return async () => {
    await server.stop();
  };
}
