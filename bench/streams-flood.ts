// One client flooding the booking event streams (GET /api/bookings/:id/events): the production
// build (a real process, embedded PGlite) on loopback. Measures the latency of a room page
// (/room/deluxe) alone, then with BENCH_STREAMS stream attempts (default 2000) from this one
// address held open, and prints the figures, how many streams were accepted and refused, and the
// server's resident memory. Bounded: a fixed number of attempts and page requests, then it closes
// everything and stops the server.
// Usage: npm run build && npm run bench:streams
import { readFileSync } from "node:fs";
import { addDays } from "../domain/stay.ts";
import { startBuiltServer, type RunningServer } from "../test/support/server.ts";
import { percentile } from "./percentile.ts";

const STREAMS = Number(process.env.BENCH_STREAMS ?? 2000);
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 20);
/**
 * Each measurement asks for the page one request after another for this long (longer than the
 * streams' 10 s periodic re-read, so it is included), at most MAX_PAGE_REQUESTS times.
 */
const WINDOW_MS = Number(process.env.BENCH_WINDOW_S ?? 12) * 1000;
const MAX_PAGE_REQUESTS = 2000;
/** Stream attempts in flight at once while opening the flood. */
const OPENING_CONCURRENCY = 100;
const CHECK_IN = addDays(new Date().toISOString().slice(0, 10), 60);

/** The server's resident memory in MB (Linux /proc). */
function rssMb(server: RunningServer): number {
  const status = readFileSync(`/proc/${server.process.pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return Math.round(kb / 1024);
}

async function pageLatency(server: RunningServer) {
  const times: number[] = [];
  let failed = 0;
  const until = performance.now() + WINDOW_MS;
  for (let i = 0; i < MAX_PAGE_REQUESTS && performance.now() < until; i++) {
    const started = performance.now();
    const response = await fetch(`${server.url}/room/deluxe`, {
      signal: AbortSignal.timeout(30_000),
    }).catch(() => undefined);
    if (response) await response.arrayBuffer();
    if (!response?.ok) failed += 1;
    times.push(performance.now() - started);
  }
  return {
    requests: times.length,
    "p50 ms": percentile(times, 50),
    "p95 ms": percentile(times, 95),
    "max ms": Math.round(Math.max(...times)),
    failed,
  };
}

async function book(server: RunningServer, i: number): Promise<string> {
  const checkIn = addDays(CHECK_IN, 2 * i);
  const response = await fetch(`${server.url}/api/bookings`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      firstName: "Flood",
      lastName: `Guest${i}`,
      email: `flood${i}@example.com`,
      phone: `07${String(10_000_000 + i).padStart(8, "0")}`,
      idNumber: String(10_000_000 + i),
      checkIn,
      checkOut: addDays(checkIn, 1),
      checkInTime: "14:00",
      rooms: [{ type: "standard", adults: 2, children: 0, boarding: "bed_breakfast" }],
    }),
  });
  if (response.status !== 201) throw new Error(`booking refused: ${await response.text()}`);
  return ((await response.json()) as { booking: { id: string } }).booking.id;
}

async function main() {
  const server = await startBuiltServer({ LOG_LEVEL: "silent", BOOKING_LIMIT_PER_HOUR: "100000" });
  const open: AbortController[] = [];
  try {
    const ids: string[] = [];
    for (let i = 0; i < BOOKINGS; i++) ids.push(await book(server, i));
    await pageLatency(server); // warm-up: the first renders compile and fill caches
    const alone = { ...(await pageLatency(server)), "server RSS MB": rssMb(server) };

    const outcome = { accepted: 0, refused: 0, other: 0 };
    let next = 0;
    const floodStarted = performance.now();
    await Promise.all(
      Array.from({ length: OPENING_CONCURRENCY }, async () => {
        while (next < STREAMS) {
          const id = ids[next++ % ids.length]!;
          const controller = new AbortController();
          try {
            const response = await fetch(`${server.url}/api/bookings/${id}/events`, {
              signal: controller.signal,
            });
            if (response.status === 200) {
              outcome.accepted += 1;
              open.push(controller);
              // Read the stream and let it go: the server's writes must not back up.
              void response.body?.pipeTo(new WritableStream()).catch(() => undefined);
            } else {
              outcome[response.status === 429 ? "refused" : "other"] += 1;
              await response.arrayBuffer();
            }
          } catch {
            outcome.other += 1;
          }
        }
      }),
    );
    const floodSeconds = (performance.now() - floodStarted) / 1000;
    const during = { ...(await pageLatency(server)), "server RSS MB": rssMb(server) };

    console.log(
      `Stream flood from one address (loopback, PGlite): ${STREAMS} attempts over ${BOOKINGS} bookings, opened in ${floodSeconds.toFixed(1)} s`,
    );
    console.log(
      `streams accepted ${outcome.accepted}, refused (429) ${outcome.refused}, other ${outcome.other}`,
    );
    console.table({ "/room/deluxe alone": alone, "/room/deluxe during the flood": during });
  } finally {
    open.forEach((controller) => controller.abort());
    await server.stop();
  }
}

await main();
