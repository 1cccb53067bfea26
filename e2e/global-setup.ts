import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createStaffAccount, startBuiltServer } from "../test/support/server.ts";
import { E2E_STAFF } from "./staff-accounts.ts";

/** One production server for the whole run; its URL reaches the workers through the environment. */
export default async function globalSetup() {
  // Every test shares 127.0.0.1: limits high enough that tests never meet them (the limits
  // themselves are tested in server/messages/*.test.ts).
  // Known to the tests, so they can make the signed links an email would carry (unsubscribe).
  const sessionSecret = randomBytes(32).toString("base64url");
  const start = (name: string) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), `motel-e2e-${name}-`));
    // Staff accounts made the documented way, before the site starts (embedded database).
    for (const account of Object.values(E2E_STAFF))
      createStaffAccount({ DATA_DIR: dataDir }, account);
    return startBuiltServer({ DATA_DIR: dataDir, ...settings });
  };
  const settings = {
    SESSION_SECRET: sessionSecret,
    CONTACT_LIMIT_PER_HOUR: "100000",
    OFFER_LIMIT_PER_HOUR: "100000",
    EVENTS_LIMIT_PER_MINUTE: "100000",
    BOOKING_LIMIT_PER_HOUR: "100000",
    HOLD_LIMIT_PER_ADDRESS: "100000",
    HOLD_ROOMS_PER_ADDRESS: "100000",
    HOLD_LIMIT_PER_GUEST: "100000",
    SIGN_IN_LIMIT_PER_ACCOUNT: "100000",
    SIGN_IN_LIMIT_PER_ADDRESS: "100000",
    PROMOTION_CODE_LIMIT_PER_HOUR: "100000",
    // Every browser of the run comes from loopback: one address.
    STREAMS_PER_ADDRESS: "100000",
    // Texts leave within a fraction of a second, so the phone inbox shows them at once.
    TEXT_POLL_MS: "200",
  };
  // The site most tests share, and one for the tests that add, retire and sell rooms: the number
  // of rooms is on public pages ("39 rooms") and in every rooms-left count other tests read.
  const [server, roomsServer] = await Promise.all([start("site"), start("rooms")]);
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_ROOMS_BASE_URL = roomsServer.url;
  process.env.E2E_SESSION_SECRET = sessionSecret;
  return async () => {
    await Promise.all([server.stop(), roomsServer.stop()]);
  };
}
