// PostgreSQL ends the app's connections (a restart, a failover, an idle timeout, an administrator)
// while guests book and pay: the process stays up, the request that lost its connection gets a
// 503 with Retry-After, and no booking is left half made or a room sold twice (issue 37).
import pg from "pg";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { overbookedNights } from "../../domain/availability.ts";
import type { RoomTypeKey } from "../../domain/rooms.ts";
import { addDays } from "../../domain/stay.ts";
import { motelDate } from "../../domain/time.ts";
import {
  RACE_DATABASE_KINDS,
  createServerDatabase,
  skipRaceUnlessServer,
} from "../../test/support/databases.ts";
import { startBuiltServer } from "../../test/support/server.ts";
import { openRooms, roomsOfType, takenRooms } from "../bookings/availability.ts";
import { openDatabase } from "./client.ts";
import { bookingRooms, bookings } from "./schema/bookings.ts";

const GUESTS = 64;
const IN_PARALLEL = 8;
/** Every other guest wants a family room (3 of them) on the same nights: the last rooms raced for. */
const CONTENDED: RoomTypeKey = "family";
/** Connections are ended after every this many answers: while other guests' writes are in flight. */
const TERMINATE_EVERY = 3;
/** A guest told 503 presses again (at once: the test does not wait out Retry-After). */
const TRIES = 3;

/** What each request may be answered: its success, the refusals a crowd meets, or 503. */
const EXPECTED = {
  book: [201, 409, 503],
  pay: [202, 409, 503],
  // A page's form (no JavaScript): its action writes in a transaction too.
  contact: [200, 503],
} as const;

type Answer = { step: keyof typeof EXPECTED; status: number | "no answer"; detail: string };

describe.each(RACE_DATABASE_KINDS)(
  "connections ended during bookings and payments on %s",
  (kind) => {
    it("race: the process stays up, a lost write answers 503 with Retry-After, nothing is half made", async ({
      skip,
    }) => {
      skipRaceUnlessServer(kind, skip);
      const { url, drop } = await createServerDatabase();
      const server = await startBuiltServer({
        DATABASE_URL: url,
        BOOKING_LIMIT_PER_HOUR: "100000",
        HOLD_LIMIT_PER_ADDRESS: "100000",
        HOLD_ROOMS_PER_ADDRESS: "100000",
        HOLD_LIMIT_PER_GUEST: "100000",
        CONTACT_LIMIT_PER_HOUR: "100000",
      });
      const admin = new pg.Client({ connectionString: url, application_name: "terminator" });
      try {
        await admin.connect();
        const checkIn = addDays(motelDate(new Date()), 40);
        const answers: Answer[] = [];
        let terminated = 0;
        let terminating: Promise<void> | undefined;
        // Ends every other connection to the database, whatever it is doing, every few answers the
        // site gives (so while other guests' writes are in flight).
        const terminate = () => {
          if (answers.length % TERMINATE_EVERY !== 0) return;
          terminating ??= admin
            .query(
              "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
            )
            .then(({ rowCount }) => void (terminated += rowCount ?? 0))
            .finally(() => (terminating = undefined));
        };
        const ask = async (step: Answer["step"], path: string, body: unknown) => {
          let response: Response;
          try {
            response = await fetch(
              `${server.url}${path}`,
              body instanceof URLSearchParams
                ? { method: "POST", body }
                : {
                    method: "POST",
                    headers: { "Content-Type": "application/json" },
                    body: JSON.stringify(body),
                  },
            );
          } catch (error) {
            answers.push({
              step,
              status: "no answer",
              detail: String((error as Error).cause ?? error),
            });
            return undefined;
          }
          const text = await response.text();
          answers.push({ step, status: response.status, detail: text.slice(0, 200) });
          if (response.status === 503) {
            expect(response.headers.get("retry-after"), `${path} 503`).toMatch(/^\d+$/);
            if (path.startsWith("/api/"))
              expect((JSON.parse(text) as { error: string }).error).toMatch(/try again/i);
          }
          terminate();
          return { status: response.status, json: () => JSON.parse(text) as unknown };
        };
        const askAgainOn503 = async (step: Answer["step"], path: string, body: unknown) => {
          let answer = await ask(step, path, body);
          for (let tries = 1; tries < TRIES && answer?.status === 503; tries++)
            answer = await ask(step, path, body);
          return answer;
        };
        const guest = async (i: number) => {
          const phone = `7${String(20_000_000 + i).padStart(8, "0")}`;
          const contended = i % 2 === 0;
          const stayFrom = contended ? checkIn : addDays(checkIn, 3 + 3 * i);
          const created = await askAgainOn503("book", "/api/bookings", {
            firstName: "Fault",
            lastName: `Guest${i}`,
            email: `fault${i}@example.com`,
            phone: `0${phone}`,
            idNumber: String(20_000_000 + i),
            checkIn: stayFrom,
            checkOut: addDays(stayFrom, 2),
            checkInTime: "14:00",
            rooms: [
              {
                type: contended ? CONTENDED : "standard",
                adults: 2,
                children: 0,
                boarding: "bed_breakfast",
              },
            ],
          });
          if (created?.status !== 201) return;
          const { booking } = created.json() as { booking: { id: string } };
          await fetch(`${server.url}/simulators/daraja/control/script`, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ phone: `254${phone}`, outcome: "success", delayMs: 0 }),
          }).catch(() => {});
          await askAgainOn503("pay", `/api/bookings/${booking.id}/mpesa`, { phone });
        };
        const write = async (i: number) => {
          if (i % 4 === 3) {
            const form = {
              name: `Fault ${i}`,
              email: `fault${i}@example.com`,
              contact: "0712345678",
            };
            await ask("contact", "/contact", new URLSearchParams({ ...form, message: "A room?" }));
          } else await guest(i);
        };
        let next = 0;
        await Promise.all(
          Array.from({ length: IN_PARALLEL }, async () => {
            while (next < GUESTS) await write(next++);
          }),
        );
        await terminating;

        const alive = server.process.exitCode === null && server.process.signalCode === null;
        const died = server
          .output()
          .split("\n")
          .filter((line) => /error|terminat/i.test(line))
          .slice(-3)
          .join("\n");
        expect(alive, `the server died:\n${died}`).toBe(true);
        expect(terminated).toBeGreaterThan(0);
        // The attack did reach writes in flight (else this test proves nothing).
        expect(answers.some((a) => a.status === 503)).toBe(true);
        const unexpected = answers.filter(
          (a) =>
            a.status === "no answer" || !(EXPECTED[a.step] as readonly number[]).includes(a.status),
        );
        // The server's own account of an unexpected answer: the error it met, for the next reader.
        const errorLog = server
          .output()
          .split("\n")
          .filter((line) => /"level":(50|60)/.test(line))
          .slice(-5)
          .join("\n");
        expect(
          unexpected.map((a) => `${a.step} ${a.status} ${a.detail}`),
          `the server logged:\n${errorLog}`,
        ).toEqual([]);
        // It recovers: the pool's connections are made anew (at once on a quiet machine, a moment
        // later on a busy one).
        let health = "";
        await expect
          .poll(async () => {
            const answer = await fetch(`${server.url}/healthz`);
            health = await answer.text();
            return answer.status;
          })
          .toBe(200)
          .catch((error: unknown) => {
            const last = server.output().split("\n").slice(-12).join("\n");
            throw new Error(`/healthz still answers ${health}; the server's last lines:\n${last}`, {
              cause: error,
            });
          });

        const byStatus: Record<string, number> = {};
        for (const a of answers)
          byStatus[`${a.step} ${a.status}`] = (byStatus[`${a.step} ${a.status}`] ?? 0) + 1;
        console.info(
          `connection loss: ${terminated} backends terminated; answers ${JSON.stringify(byStatus)}`,
        );

        // Nothing half made: every booking has its rooms, and no night of the raced stay is sold
        // beyond its rooms.
        const database = await openDatabase({ kind: "postgres", url });
        try {
          const roomless = await database.db
            .select({ reference: bookings.reference })
            .from(bookings)
            .where(
              sql`not exists (select 1 from ${bookingRooms} where ${bookingRooms.bookingId} = ${bookings.id})`,
            );
          expect(roomless).toEqual([]);
          const stay = { checkIn, checkOut: addDays(checkIn, 2) };
          const [open, taken] = await Promise.all([
            openRooms(database.db, stay, [CONTENDED]),
            takenRooms(database.db, stay, new Date(), [CONTENDED]),
          ]);
          const { rooms, closures } = roomsOfType(open, CONTENDED);
          const over = overbookedNights(rooms, closures, taken, stay.checkIn, stay.checkOut);
          const oversold = over.reduce((sum, night) => sum + night.short, 0);
          console.info(
            `rooms oversold: ${oversold}; bookings without rooms: ${roomless.length}; bookings: ${(await database.db.select({ id: bookings.id }).from(bookings)).length}`,
          );
          expect(over).toEqual([]);
        } finally {
          await database.close();
        }
      } finally {
        await admin.end().catch(() => {});
        await server.stop();
        await drop();
      }
    }, 180_000); // guests one after another on a machine that may be busy
  },
);
