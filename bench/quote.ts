// The quote's cost (issue 16): quoteStay for a 30-night stay of 10 rooms, priced night by night
// with a weekend rule, two periods and a holiday adjustment in force, on PGlite and, when
// TEST_DATABASE_URL is set, on a fresh database of that PostgreSQL server. Prints p50 / p95 of
// BENCH_QUOTES quotes (default 200) after 20 to warm up.
// Usage: npm run bench:quote
import { sameForTypes } from "../domain/rates.ts";
import type { RoomRequest } from "../domain/quote.ts";
import { addDays } from "../domain/stay.ts";
import { quoteStay } from "../server/bookings/quote-stay.ts";
import { ratePeriods, rateSettings, weekdayRules } from "../server/db/schema/rates.ts";
import { seedDatabase } from "../server/db/seed.ts";
import { openTestDatabase, testDatabaseKinds } from "../test/support/databases.ts";
import { percentile } from "./percentile.ts";

const QUOTES = Number(process.env.BENCH_QUOTES ?? 200);
const NOW = new Date();
const CHECK_IN = addDays(NOW.toISOString().slice(0, 10), 20);
const TYPES: RoomRequest["type"][] = [
  "standard",
  "deluxe",
  "family",
  "standard_double",
  "executive",
];
const ROOMS: RoomRequest[] = Array.from({ length: 10 }, (_, i) => ({
  type: TYPES[i % TYPES.length]!,
  adults: 2,
  children: 0,
  boarding: "bed_breakfast",
}));

for (const kind of testDatabaseKinds()) {
  const database = await openTestDatabase(kind);
  try {
    await seedDatabase(database.db);
    await database.db.insert(weekdayRules).values({
      name: "Weekend",
      weekdays: [5, 6],
      adjustments: sameForTypes({ kind: "percent", value: 20 }),
    });
    await database.db.insert(ratePeriods).values([
      {
        name: "Season",
        firstNight: addDays(CHECK_IN, 5),
        lastNight: addDays(CHECK_IN, 12),
        adjustments: sameForTypes({ kind: "kes", value: 1000 }),
      },
      {
        name: "Peak",
        firstNight: addDays(CHECK_IN, 20),
        lastNight: addDays(CHECK_IN, 25),
        adjustments: sameForTypes({ kind: "percent", value: 30 }),
      },
    ]);
    await database.db
      .update(rateSettings)
      .set({ holidayAdjustments: sameForTypes({ kind: "percent", value: 10 }) });
    const request = { checkIn: CHECK_IN, checkOut: addDays(CHECK_IN, 30), rooms: ROOMS };
    const times: number[] = [];
    for (let i = 0; i < QUOTES + 20; i++) {
      const started = performance.now();
      const quote = await quoteStay(database.db, request, NOW);
      if (quote.message !== null || quote.rooms[0]!.nights.length !== 30) {
        throw new Error(`unexpected quote: ${JSON.stringify(quote.message)}`);
      }
      if (i >= 20) times.push(performance.now() - started);
    }
    console.log(
      `quote, 30 nights x 10 rooms on ${kind}: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms (${QUOTES} quotes)`,
    );
  } finally {
    await database.close();
  }
}
