import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { pdfText } from "../../test/support/pdf-text.ts";
import { motel } from "../../content/motel.ts";
import { formatKes } from "../../domain/money.ts";
import { priceTableFromRows } from "../../domain/pricing.ts";
import { BOARDINGS, GUEST_KEYS, ROOM_TYPES, type GuestKey } from "../../domain/rooms.ts";
import { useTestDatabase, testDatabaseKinds } from "../../test/support/databases.ts";
import { prices } from "../db/schema/pricing.ts";
import { SAMPLE_PRICES } from "../db/seed.ts";
import { sameForTypes } from "../../domain/rates.ts";
import { ratePeriods, rateSettings, weekdayRules } from "../db/schema/rates.ts";
import { currentRateCard } from "./rate-card.ts";

/** The text of one room type's table: from its name up to the next room type's name. */
function roomSection(text: string, name: string): string {
  const start = text.indexOf(`${name}\n`);
  const next = ROOM_TYPES.map((room) => text.indexOf(`${room.name}\n`, start + 1)).filter(
    (i) => i > start,
  );
  return text.slice(start, next.length > 0 ? Math.min(...next) : undefined);
}

/** A table row's guests, as the English rate card writes them. */
function guestsText(guests: GuestKey): string {
  const count = GUEST_KEYS.indexOf(guests) + 1;
  return count === 1 ? "1 guest" : `${count} guests`;
}

describe.each(testDatabaseKinds())("rate card PDF on %s", (kind) => {
  const database = useTestDatabase(kind, { seeded: true });

  it("lists every offered price of the table by room type, guests and boarding, with the date", async () => {
    const text = await pdfText(
      await currentRateCard(database.db, new Date("2026-11-21T22:30:00Z")),
    );
    expect(text).toContain(motel.name);
    expect(text).toContain(motel.phones[0].display);
    expect(text).toContain(motel.email);
    // 22:30 UTC is already the next day in Nairobi.
    expect(text).toContain("Produced on 22 November 2026");

    const table = priceTableFromRows(SAMPLE_PRICES);
    for (const room of ROOM_TYPES) {
      const section = roomSection(text, room.name);
      for (const guests of GUEST_KEYS) {
        const byBoarding = table[room.key]?.[guests];
        if (!byBoarding) {
          expect(section).not.toContain(guestsText(guests));
          continue;
        }
        const cells = BOARDINGS.map((b) =>
          byBoarding[b] === undefined ? "-" : formatKes(byBoarding[b]),
        );
        expect(section).toContain(`${guestsText(guests)} ${cells.join(" ")}`);
      }
    }
  });

  it("shows a changed price at once, and drops a withdrawn combination", async () => {
    await database.db
      .update(prices)
      .set({ amountKes: 4321 })
      .where(
        and(
          eq(prices.roomType, "deluxe"),
          eq(prices.guests, "single_guest"),
          eq(prices.boarding, "bed_breakfast"),
        ),
      );
    await database.db
      .delete(prices)
      .where(and(eq(prices.roomType, "executive_double"), eq(prices.guests, "three_guests")));

    const text = await pdfText(await currentRateCard(database.db, new Date()));
    expect(roomSection(text, "Deluxe Room")).toContain("1 guest KES 4,321 KES 5,500 KES 6,500");
    // Nothing left to offer for that type: no table at all.
    expect(text).not.toContain("Executive Double Room");
  });

  it("shows the periods still to come and the weekday and holiday adjustments", async () => {
    await database.db.insert(ratePeriods).values([
      {
        name: "December season",
        firstNight: "2026-12-15",
        lastNight: "2027-01-05",
        adjustments: sameForTypes({ kind: "percent", value: 25 }),
      },
      {
        name: "Old season",
        firstNight: "2026-01-01",
        lastNight: "2026-01-05",
        adjustments: sameForTypes({ kind: "kes", value: 500 }),
      },
    ]);
    await database.db.insert(weekdayRules).values({
      name: "Weekend",
      weekdays: [5, 6],
      adjustments: { family: { kind: "kes", value: 1000 } },
    });
    await database.db
      .update(rateSettings)
      .set({ holidayAdjustments: sameForTypes({ kind: "percent", value: 10 }) });
    const text = await pdfText(
      await currentRateCard(database.db, new Date("2026-11-21T09:00:00Z")),
    );
    expect(text).toContain("December season");
    expect(text).toContain("2026-12-15 to 2027-01-05");
    expect(text).toContain("+25% all rooms");
    expect(text).not.toContain("Old season");
    expect(text).toContain("Friday, Saturday nights (Weekend)");
    expect(text).toContain("Family Room +KES 1,000");
    expect(text).toContain("Public holidays (instead of a weekday adjustment)");
    expect(text).toContain("+10% all rooms");
    expect(text).toContain("Jamhuri Day 2026-12-12");
  });

  it("is drawn in Kiswahili for /sw/rate-card.pdf: its words, room types, boardings and dates", async () => {
    // A Kiswahili name staff gave the weekend rule; the season has none (its English shows).
    await database.db.update(weekdayRules).set({ nameSw: "Wikendi" });
    const text = await pdfText(
      await currentRateCard(database.db, new Date("2026-11-21T09:00:00Z"), "sw"),
    );
    for (const shown of [
      "Orodha ya Bei za Vyumba",
      "Simu 0712 000111",
      "Barua pepe ",
      "Bei kwa shilingi za Kenya (KES) kwa chumba kwa usiku. Watoto hukaa bila malipo.",
      "Bei hizi ni za tarehe 21 Novemba 2026.",
      "Chumba cha Standard\n",
      "Wageni Malazi na Kifungua Kinywa Malazi na Milo Miwili Malazi na Milo Yote",
      "mgeni 1 KES ",
      "wageni 2 KES ",
      "Imetolewa tarehe 21 Novemba 2026.",
      // The rules the test before added: staff's Kiswahili names, else their English, and the
      // holidays' own Kiswahili names; the rest in Kiswahili.
      "Misimu na vipindi (badala ya bei zilizo juu)",
      "December season",
      "2026-12-15 hadi 2027-01-05",
      "+25% vyumba vyote",
      "Usiku wa Ijumaa, Jumamosi (Wikendi)",
      "Chumba cha Familia +KES 1,000",
      "Siku ya Jamhuri 2026-12-12",
      "Sikukuu ya Krismasi 2026-12-25",
    ])
      expect(text).toContain(shown);
    // A table cell's longer Kiswahili wraps onto a second line.
    expect(text.replace(/\s+/g, " ")).toContain(
      "Sikukuu za umma (badala ya marekebisho ya siku ya wiki)",
    );
    expect(text).not.toMatch(
      /Room Rate Card|Guests|Bed & Breakfast|Deluxe Room|Produced on|Weekend|Jamhuri Day/,
    );
  });
});
