// When the root's own data cannot be read (here: a table it reads is gone), every page is the
// plain error: no navigation, footer or WhatsApp button with default details a guest might call.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addressLine, motel } from "../../content/motel.ts";
import { SITE_ERROR } from "../../domain/site-error.ts";
import { startServerWith } from "../../test/support/seeded-server.ts";
import type { RunningServer } from "../../test/support/server.ts";

describe("a page whose shell cannot be read", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServerWith(async (db) => {
      await db.execute(sql.raw("alter table media_files rename to media_files_gone"));
    });
  });
  afterAll(() => server?.stop());

  it("says so in plain English, with none of the default content's details", async () => {
    for (const page of ["/", "/contact", "/sw/contact"]) {
      const response = await fetch(`${server.url}${page}`);
      expect(response.status, page).toBe(500);
      const html = (await response.text()).replaceAll("<!-- -->", "");
      expect(html, page).toContain(`<title>${SITE_ERROR.title}</title>`);
      expect(html, page).toContain(SITE_ERROR.text);
      for (const detail of [
        motel.phones[0].display,
        addressLine(motel),
        "wa.me",
        "<nav",
        "<footer",
      ])
        expect(html, `${page}: ${detail}`).not.toContain(detail);
    }
  });
});
