// Throughput of the server over HTTP (issue 20): the production build in its own process, the load
// (autocannon) from this one, each target for a bounded run after a short warm-up. Prints per
// target requests per second, p50 / p95 / p99 latency (every response timed, nearest rank),
// answers other than 2xx, errors, and the machine's load average while measured (a busy machine
// makes every figure worse: compare runs of one sitting).
// Usage: npm run build && npm run bench:http
//   BENCH_CONNECTIONS (50), BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (3);
//   BENCH_DATABASE_URL: a PostgreSQL database to run on instead of the embedded PGlite.
import { loadavg, cpus } from "node:os";
import autocannon from "autocannon";
import { addDays } from "../domain/stay.ts";
import { motelDate } from "../domain/time.ts";
import { freePort, startBuiltServer } from "../test/support/server.ts";
import { percentile } from "./percentile.ts";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);

type Target = {
  name: string;
  path: string;
  method?: "GET" | "POST";
  body?: string;
  headers?: Record<string, string>;
};

const checkIn = addDays(motelDate(new Date()), 30);
const quote = JSON.stringify({
  checkIn,
  checkOut: addDays(checkIn, 2),
  rooms: [{ type: "deluxe", adults: 2, children: 0, boarding: "bed_breakfast" }],
});

const TARGETS: Target[] = [
  { name: "GET /", path: "/" },
  { name: "GET /room/deluxe", path: "/room/deluxe" },
  { name: "GET /sw", path: "/sw" },
  {
    name: "POST /api/quote",
    path: "/api/quote",
    method: "POST",
    body: quote,
    headers: { "content-type": "application/json", accept: "application/json" },
  },
];

type Figures = {
  "req/s": number;
  "p50 ms": number;
  "p95 ms": number;
  "p99 ms": number;
  responses: number;
  "non-2xx": number;
  errors: number;
  "load 1m": number;
};

async function load(url: string, target: Target, seconds: number): Promise<Figures> {
  const times: number[] = [];
  const started = performance.now();
  const instance = autocannon(
    {
      url: `${url}${target.path}`,
      method: target.method ?? "GET",
      connections: CONNECTIONS,
      duration: seconds,
      ...(target.body ? { body: target.body } : {}),
      headers: { "accept-encoding": "gzip, br", ...target.headers },
    },
    () => {},
  );
  instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await new Promise<autocannon.Result>((resolve) => instance.on("done", resolve));
  const elapsed = (performance.now() - started) / 1000;
  return {
    "req/s": Math.round(times.length / elapsed),
    "p50 ms": percentile(times, 50),
    "p95 ms": percentile(times, 95),
    "p99 ms": percentile(times, 99),
    responses: times.length,
    "non-2xx": result.non2xx,
    errors: result.errors + result.timeouts,
    "load 1m": Math.round(loadavg()[0]! * 100) / 100,
  };
}

/**
 * The site as a motel runs it (docs/deploy.md): NODE_ENV=production, so React renders with its
 * production build. The payment and text providers are addresses nothing answers at: the pages
 * and the quote never call them.
 */
async function productionEnv(): Promise<Record<string, string>> {
  const port = await freePort();
  const nowhere = "http://127.0.0.1:9";
  return {
    NODE_ENV: "production",
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SESSION_SECRET: "a benchmark's session secret, 32+ characters long",
    PASSWORD_HASH_COST: "17",
    PAYMENT_SIMULATORS: "false",
    TEXT_SIMULATORS: "false",
    DARAJA_BASE_URL: nowhere,
    DARAJA_CONSUMER_KEY: "bench",
    DARAJA_CONSUMER_SECRET: "bench",
    DARAJA_SHORTCODE: "174379",
    DARAJA_PASSKEY: "bench",
    PESAPAL_BASE_URL: nowhere,
    PESAPAL_CONSUMER_KEY: "bench",
    PESAPAL_CONSUMER_SECRET: "bench",
  };
}

const loadBefore = loadavg();
const server = await startBuiltServer({
  ...(await productionEnv()),
  ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
  LOG_LEVEL: "error",
});
try {
  const rows: Record<string, Figures> = {};
  for (const target of TARGETS) {
    // A check first: a target that does not answer 200 would measure an error page.
    const answer = await fetch(`${server.url}${target.path}`, {
      method: target.method ?? "GET",
      ...(target.body ? { body: target.body } : {}),
      headers: target.headers ?? {},
    });
    if (answer.status !== 200) throw new Error(`${target.name} answered ${answer.status}`);
    await load(server.url, target, WARMUP_SECONDS);
    rows[target.name] = await load(server.url, target, SECONDS);
  }
  console.log(
    `\n${CONNECTIONS} connections, ${SECONDS} s per target after ${WARMUP_SECONDS} s of warm-up, ` +
      `${cpus().length} cores, NODE_ENV=production, ` +
      `${process.env.BENCH_DATABASE_URL ? "PostgreSQL" : "PGlite"}; ` +
      `load average before: ${loadBefore.map((n) => n.toFixed(2)).join(" ")}`,
  );
  console.table(rows);
} finally {
  await server.stop();
}
