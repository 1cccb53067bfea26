// Analytics beacons through the built server over real HTTP: a visitor's browser is counted, a
// bot is answered the same (204) and not stored.
import { expect, it } from "vitest";
import { inspectStoredData } from "../../test/support/seeded-server.ts";
import { useBuiltServer } from "../../test/support/server.ts";
import { analyticsEvents } from "../db/schema/analytics.ts";

const BROWSERS = {
  phone:
    "Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36",
  desktop:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36",
};
const BOTS = {
  crawler: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  headless:
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/130.0.0.0 Safari/537.36",
};

const server = useBuiltServer();

it("stores a visitor's beacons, and drops a bot's with the same 204", async () => {
  const send = (userAgent: string, body: unknown) =>
    fetch(`${server.url}/api/events`, {
      method: "POST",
      // What navigator.sendBeacon sends.
      headers: { "Content-Type": "text/plain;charset=UTF-8", "User-Agent": userAgent },
      body: JSON.stringify(body),
    });
  const download = {
    event: { name: "download_file", props: { name: "restaurant_menu" } },
    path: "/restaurant",
  };
  const pageView = {
    event: { name: "page_view", props: { page_path: "/gallery" } },
    path: "/gallery",
  };
  expect((await send(BROWSERS.phone, download)).status).toBe(204);
  expect((await send(BROWSERS.desktop, pageView)).status).toBe(204);
  for (const bot of Object.values(BOTS)) {
    expect((await send(bot, download)).status).toBe(204);
  }

  const rows = await inspectStoredData(server, (db) =>
    db.select().from(analyticsEvents).orderBy(analyticsEvents.id),
  );
  expect(rows.map(({ name, props, path }) => ({ name, props, path }))).toEqual([
    { name: "download_file", props: { name: "restaurant_menu" }, path: "/restaurant" },
    { name: "page_view", props: {}, path: "/gallery" },
  ]);
  // Two browsers, two daily visitor keys; neither is the address or the user agent.
  expect(new Set(rows.map((r) => r.visitor)).size).toBe(2);
  expect(JSON.stringify(rows)).not.toMatch(/127\.0\.0\.1|Chrome/);
});
