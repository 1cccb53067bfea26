// Contact messages and the Special Offer list on PGlite and, with TEST_DATABASE_URL, PostgreSQL.
import { beforeEach, describe, expect, it } from "vitest";
import { useTestDatabase, testDatabaseKinds } from "../../test/support/databases.ts";
import { OFFER_CONSENT_TEXT } from "../../domain/schemas/offer.ts";
import { outbox } from "../db/schema/mail.ts";
import { contactMessages, mailingList } from "../db/schema/messages.ts";
import { rateLimits } from "../db/schema/rate-limits.ts";
import { listOutbox } from "../mail/outbox.ts";
import {
  listMailingList,
  subscribeToOffers,
  unsubscribeFromOffers,
} from "../offers/mailing-list.ts";
import { unsubscribeToken } from "../offers/unsubscribe-token.ts";
import { deleteExpiredData } from "../privacy/retention.ts";
import { receiveContactMessage } from "./contact.ts";
import { said } from "../../domain/said.ts";

const message = {
  name: "Amina <script>",
  email: "amina@example.com",
  contact: "0712 345678",
  message: "Do you have a room for 2 on Friday?\nThanks & regards",
};
const contactOptions = { clientKey: "client-a", limitPerHour: 3, staffAddress: "desk@motel.test" };
const SECRET = "s".repeat(32);
const offerOptions = {
  clientKey: "client-a",
  limitPerHour: 5,
  publicUrl: "https://motel.example",
  secret: SECRET,
};

describe.each(testDatabaseKinds())("messages on %s", (kind) => {
  const database = useTestDatabase(kind);
  beforeEach(async () => {
    for (const table of [outbox, contactMessages, mailingList, rateLimits]) {
      await database.db.delete(table);
    }
  });

  describe("contact", () => {
    it("stores the message and queues the staff email in one go", async () => {
      const result = await receiveContactMessage(database.db, message, contactOptions);
      expect(result).toMatchObject({ ok: true });
      const [stored] = await database.db.select().from(contactMessages);
      expect(stored).toMatchObject(message);
      const [mail] = await listOutbox(database.db);
      expect(mail).toMatchObject({
        kind: "contact_message",
        toAddress: "desk@motel.test",
        replyTo: "amina@example.com",
        status: "pending",
      });
      expect(mail!.textBody).toContain("Name: Amina <script>");
      expect(mail!.textBody).toContain("Thanks & regards");
      expect(mail!.htmlBody).toContain("Amina &lt;script&gt;");
      expect(mail!.htmlBody).not.toContain("<script>");
      expect(mail!.htmlBody).toContain("Thanks &amp; regards");
    });

    it("a filled honeypot looks sent but stores nothing", async () => {
      const result = await receiveContactMessage(
        database.db,
        { ...message, website: "http://spam.example" },
        contactOptions,
      );
      expect(result).toEqual({ ok: true, id: undefined });
      expect(await database.db.select().from(contactMessages)).toEqual([]);
      expect(await listOutbox(database.db)).toEqual([]);
    });

    it("refuses a missing field, naming it", async () => {
      const result = await receiveContactMessage(
        database.db,
        { ...message, contact: " " },
        contactOptions,
      );
      expect(result).toMatchObject({ ok: false, code: "invalid" });
      expect(
        result.ok === false && result.code === "invalid" && result.fieldErrors.contact,
      ).toEqual(said.contactRequired("contact"));
      expect(await database.db.select().from(contactMessages)).toEqual([]);
    });

    it("limits messages per client address per hour, others unaffected", async () => {
      const now = new Date("2026-12-01T10:00:00Z");
      for (let i = 0; i < 3; i++) {
        expect(
          (await receiveContactMessage(database.db, message, { ...contactOptions, now })).ok,
        ).toBe(true);
      }
      expect(await receiveContactMessage(database.db, message, { ...contactOptions, now })).toEqual(
        {
          ok: false,
          code: "rate_limited",
        },
      );
      const other = { ...contactOptions, clientKey: "client-b", now };
      expect((await receiveContactMessage(database.db, message, other)).ok).toBe(true);
      const nextHour = new Date(now.getTime() + 60 * 60 * 1000);
      expect(
        (await receiveContactMessage(database.db, message, { ...contactOptions, now: nextHour }))
          .ok,
      ).toBe(true);
      expect(await database.db.select().from(contactMessages)).toHaveLength(5);
    });

    it("deletes contact messages and their sent mail after the retention period", async () => {
      const old = new Date("2025-01-01T00:00:00Z");
      await receiveContactMessage(database.db, message, { ...contactOptions, now: old });
      await database.db.update(outbox).set({ status: "sent" });
      await receiveContactMessage(database.db, message, contactOptions);
      await deleteExpiredData(database.db);
      expect(await database.db.select().from(contactMessages)).toHaveLength(1);
      expect(await listOutbox(database.db)).toHaveLength(1);
      expect(await database.db.select().from(rateLimits)).toHaveLength(1);
    });
  });

  describe("special offer list", () => {
    it("stores the address with its date and consent, and queues the thank-you", async () => {
      const now = new Date("2026-12-01T10:00:00Z");
      expect(
        await subscribeToOffers(
          database.db,
          { email: "Guest@Example.com" },
          { ...offerOptions, now },
        ),
      ).toEqual({ ok: true, added: true });
      expect(await listMailingList(database.db)).toEqual([
        { email: "Guest@Example.com", date: now.getTime() },
      ]);
      const [entry] = await database.db.select().from(mailingList);
      expect(entry!.consentText).toBe(OFFER_CONSENT_TEXT);
      const [mail] = await listOutbox(database.db);
      expect(mail).toMatchObject({ kind: "offer_thank_you", toAddress: "Guest@Example.com" });
      const link = `https://motel.example/unsubscribe?email=Guest%40Example.com&token=${unsubscribeToken(SECRET, "Guest@Example.com")}`;
      expect(mail!.headers).toEqual({
        "List-Unsubscribe": `<${link}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      });
      expect(mail!.textBody).toContain(link);
      expect(mail!.htmlBody).toContain(`href="${link.replaceAll("&", "&amp;")}"`);
    });

    it("keeps one entry per address whatever its case, and still answers ok", async () => {
      await subscribeToOffers(database.db, { email: "guest@example.com" }, offerOptions);
      expect(
        await subscribeToOffers(database.db, { email: " GUEST@example.COM " }, offerOptions),
      ).toEqual({ ok: true, added: false });
      expect((await listMailingList(database.db)).map((e) => e.email)).toEqual([
        "guest@example.com",
      ]);
      expect(await listOutbox(database.db)).toHaveLength(1); // one thank-you only
    });

    it("refuses an invalid address with the spec's message, storing nothing", async () => {
      expect(
        await subscribeToOffers(database.db, { email: "guest@example" }, offerOptions),
      ).toEqual({ ok: false, code: "invalid", message: said.offerInvalidEmail() });
      expect(await listMailingList(database.db)).toEqual([]);
    });

    it("limits sign-ups per client address", async () => {
      const options = { ...offerOptions, limitPerHour: 2 };
      await subscribeToOffers(database.db, { email: "a@example.com" }, options);
      await subscribeToOffers(database.db, { email: "b@example.com" }, options);
      expect(await subscribeToOffers(database.db, { email: "c@example.com" }, options)).toEqual({
        ok: false,
        code: "rate_limited",
      });
    });

    it("unsubscribes with the signed token only, removing the address and its mail", async () => {
      await subscribeToOffers(database.db, { email: "guest@example.com" }, offerOptions);
      await subscribeToOffers(database.db, { email: "other@example.com" }, offerOptions);
      const wrong = unsubscribeToken(SECRET, "other@example.com");
      expect(
        await unsubscribeFromOffers(database.db, {
          email: "guest@example.com",
          token: wrong,
          secret: SECRET,
        }),
      ).toBe(false);
      expect(
        await unsubscribeFromOffers(database.db, {
          email: "guest@example.com",
          token: unsubscribeToken("t".repeat(32), "guest@example.com"),
          secret: SECRET,
        }),
      ).toBe(false);
      expect(await listMailingList(database.db)).toHaveLength(2);

      const token = unsubscribeToken(SECRET, "guest@example.com");
      expect(
        await unsubscribeFromOffers(database.db, {
          email: "GUEST@example.com",
          token,
          secret: SECRET,
        }),
      ).toBe(true);
      expect((await listMailingList(database.db)).map((e) => e.email)).toEqual([
        "other@example.com",
      ]);
      expect((await listOutbox(database.db)).map((m) => m.toAddress)).toEqual([
        "other@example.com",
      ]);
    });
  });
});
