// The dates-first search against both databases: every total is the quote's for the same rooms,
// rooms left are availability's, and a sold-out type finds the nearest free dates.
import { describe, expect, it } from "vitest";
import { ROOM_TYPE_KEYS } from "../../domain/rooms.ts";
import { useTestDatabase, testDatabaseKinds } from "../../test/support/databases.ts";
import { SEED_INVENTORY } from "../db/seed.ts";
import { holdRooms, roomsLeft } from "./availability.ts";
import { quoteStay } from "./quote-stay.ts";
import { searchRooms } from "./search.ts";

const NOW = new Date("2026-11-20T09:00:00Z");
const WINDOW = { today: "2026-11-20", horizonDays: 365 };

describe.each(testDatabaseKinds())("searchRooms on %s", (kind) => {
  const database = useTestDatabase(kind, { seeded: true });

  it("totals each type and boarding as quoteStay does, with the rooms left", async () => {
    for (const [adults, children] of [
      [1, 0],
      [2, 0],
      [3, 0],
      [5, 0],
      [2, 2],
      [1, 1],
      [3, 3],
    ] as const) {
      const query = { checkIn: "2026-12-01", checkOut: "2026-12-04", adults, children };
      const result = await searchRooms(database.db, query, WINDOW, NOW);
      expect(result.nights).toBe(3);
      expect(result.types.map((t) => t.type)).toEqual([...ROOM_TYPE_KEYS]);
      const left = await roomsLeft(database.db, query, NOW);
      for (const type of result.types) {
        expect(type.left, type.type).toBe(left[type.type]);
        for (const offer of type.offers) {
          const quote = await quoteStay(
            database.db,
            {
              ...query,
              rooms: type.parties.map((party) => ({
                type: type.type,
                ...party,
                boarding: offer.boarding,
              })),
            },
            NOW,
          );
          expect(quote.message).toBeNull();
          const label = `${type.type} ${adults}+${children} ${offer.boarding}`;
          expect(offer.totalKes, label).toBe(quote.totalKes);
        }
      }
    }
  });

  it("offers the nearest free dates for a sold-out type", async () => {
    const stay = { checkIn: "2027-01-10", checkOut: "2027-01-12" };
    const hold = await holdRooms(
      database.db,
      {
        ...stay,
        rooms: Array.from({ length: SEED_INVENTORY.family }, () => ({
          type: "family" as const,
          adults: 2,
          children: 0,
          boarding: "bed_breakfast" as const,
        })),
      },
      { now: NOW, holdExpiresAt: new Date(NOW.getTime() + 3_600_000) },
    );
    expect(hold.ok).toBe(true);
    const result = await searchRooms(database.db, { ...stay, adults: 2, children: 0 }, WINDOW, NOW);
    const family = result.types.find((t) => t.type === "family")!;
    expect(family.left).toBe(0);
    expect(family.soldOut).toMatchObject({
      earlier: { checkIn: "2027-01-08", checkOut: "2027-01-10" },
      later: { checkIn: "2027-01-12", checkOut: "2027-01-14" },
    });
    expect(result.types.find((t) => t.type === "deluxe")!.soldOut).toBeNull();
  });
});
