// GET /metrics in the Prometheus text format (prom-client): how the site is doing, for whoever
// runs it. Request durations are measured as requests finish; the business figures (bookings by
// status, payments, holds, the outbox) are read from the database at each scrape, so every
// instance on one database reports the same totals. docs/operations.md says what to alert on.
import { BlockList, isIPv4, isIPv6 } from "node:net";
import { timingSafeEqual } from "node:crypto";
import type { RequestHandler } from "express";
import { sql } from "drizzle-orm";
import client from "prom-client";
import { HTTP_ANSWERS } from "../http/answers.ts";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import type { BookingStreams } from "../bookings/streams.ts";
import { waitingWork, type WaitingWork } from "../jobs/waiting-work.ts";
import { methodLabel, type RouteLabeller } from "./route-labels.ts";

export type Metrics = {
  registry: client.Registry;
  /** Express middleware timing every request by route pattern (server/observability/route-labels.ts). */
  requestTimer(label: RouteLabeller): RequestHandler;
  /** The backup job's outcome (server/backup/): an alert when the last one failed. */
  backupFinished(outcome: "ok" | "failed", at: Date): void;
};

export type MetricsSources = {
  database: Database;
  streams?: Pick<BookingStreams, "stats">;
  lastReconciledAt?: () => Date | undefined;
};

type Row = Record<string, unknown>;

async function rows(database: Database, query: ReturnType<typeof sql>): Promise<Row[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

export function createMetrics({ database, streams, lastReconciledAt }: MetricsSources): Metrics {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, prefix: "motel_" });

  const requests = new client.Histogram({
    name: "motel_http_request_duration_seconds",
    help: "Time to answer HTTP requests, by route pattern, method and status class",
    labelNames: ["route", "method", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  new client.Gauge({
    name: "motel_bookings",
    help: "Bookings by status",
    labelNames: ["status"] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await rows(
        database,
        sql`select status, count(*)::int as n from bookings group by status`,
      ))
        this.set({ status: String(row.status) }, Number(row.n));
    },
  });
  new client.Gauge({
    name: "motel_payment_attempts",
    help: "Payment attempts by provider and outcome (pending, succeeded, failed, ...)",
    labelNames: ["provider", "outcome"] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await rows(
        database,
        sql`select provider, status, count(*)::int as n from payment_attempts group by provider, status`,
      ))
        this.set({ provider: String(row.provider), outcome: String(row.status) }, Number(row.n));
    },
  });
  new client.Gauge({
    name: "motel_holds_open",
    help: "Unpaid bookings holding rooms now",
    registers: [registry],
    async collect() {
      const [row] = await rows(
        database,
        sql`select count(*)::int as n from bookings where status = 'pending' and hold_expires_at > now()`,
      );
      this.set(Number(row?.n ?? 0));
    },
  });
  // Every background queue's figures, labelled by queue (server/jobs/waiting-work.ts): the three
  // gauges of one scrape share one read (one started over a second ago is not reused).
  let reading: { at: number; work: Promise<WaitingWork[]> } | undefined;
  const queuesNow = () => {
    if (!reading || Date.now() - reading.at > 1000) {
      reading = { at: Date.now(), work: waitingWork(database.db) };
      reading.work.catch(() => (reading = undefined));
    }
    return reading.work;
  };
  const queueGauge = (name: string, help: string, figure: (work: WaitingWork) => number | null) =>
    new client.Gauge({
      name,
      help,
      labelNames: ["queue"] as const,
      registers: [registry],
      async collect() {
        this.reset();
        for (const work of await queuesNow()) {
          const value = figure(work);
          if (value !== null) this.set({ queue: work.queue }, value);
        }
      },
    });
  queueGauge("motel_queue_waiting", "Work due now and not yet done, by queue", (w) => w.waiting);
  queueGauge(
    "motel_queue_oldest_seconds",
    "How long the longest-waiting due item has waited, by queue (0 when none waits)",
    (w) => w.oldestSeconds,
  );
  queueGauge(
    "motel_queue_stuck",
    "Emails and texts given up on (resend from /admin/outbox); provider messages failing each try",
    (w) => w.stuck,
  );
  const started = Date.now();
  new client.Gauge({
    name: "motel_reconcile_lag_seconds",
    help: "Seconds since this instance last finished asking providers about unanswered payments",
    registers: [registry],
    collect() {
      const last = lastReconciledAt?.()?.getTime() ?? started;
      this.set((Date.now() - last) / 1000);
    },
  });
  new client.Gauge({
    name: "motel_db_pool_connections",
    help: "Database connections by state (total, idle, waiting = queries waiting for one)",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const stats = database.poolStats();
      this.set({ state: "total" }, stats.total);
      this.set({ state: "idle" }, stats.idle);
      this.set({ state: "waiting" }, stats.waiting);
    },
  });
  new client.Gauge({
    name: "motel_event_stream_clients",
    help: "Guests' booking status streams open on this instance",
    registers: [registry],
    collect() {
      this.set(streams?.stats().open ?? 0);
    },
  });
  const backupLast = new client.Gauge({
    name: "motel_backup_last_success_timestamp_seconds",
    help: "When the last backup made by this instance succeeded (Unix time)",
    registers: [registry],
  });
  const backupFailed = new client.Gauge({
    name: "motel_backup_failed",
    help: "1 when the last backup this instance tried failed (disk full, folder unwritable)",
    registers: [registry],
  });
  const backupFailures = new client.Counter({
    name: "motel_backup_failures_total",
    help: "Backups that failed",
    registers: [registry],
  });

  const requestTimer =
    (label: RouteLabeller): RequestHandler =>
    (req, res, next) => {
      const end = requests.startTimer();
      res.on("finish", () => {
        end({
          route: label(req.originalUrl.split("?")[0] ?? ""),
          method: methodLabel(req.method),
          status: `${Math.floor(res.statusCode / 100)}xx`,
        });
      });
      next();
    };

  return {
    registry,
    requestTimer,
    backupFinished(outcome, at) {
      if (outcome === "ok") {
        backupLast.set(at.getTime() / 1000);
        backupFailed.set(0);
      } else {
        backupFailed.set(1);
        backupFailures.inc();
      }
    },
  };
}

/** The /metrics handler: allowed addresses (never through an untrusted proxy) or the token. */
export function metricsHandler(metrics: Metrics, config: Config): RequestHandler {
  const allowed = new BlockList();
  for (const item of config.metrics.allow) {
    if (item === "loopback") {
      allowed.addSubnet("127.0.0.0", 8, "ipv4");
      allowed.addAddress("::1", "ipv6");
      continue;
    }
    const [address = "", prefix] = item.split("/");
    const type = isIPv4(address) ? "ipv4" : "ipv6";
    if (prefix === undefined) allowed.addAddress(address, type);
    else allowed.addSubnet(address, Number(prefix), type);
  }
  const token = config.metrics.token ? Buffer.from(config.metrics.token) : undefined;
  return async (req, res) => {
    res.set("Cache-Control", "no-store");
    if (!mayRead(req, allowed, token, config.trustProxy !== false)) {
      res.status(404).type("text/plain").send(HTTP_ANSWERS.notFound);
      return;
    }
    try {
      const body = await metrics.registry.metrics();
      res.type(metrics.registry.contentType).send(body);
    } catch (err) {
      res.locals.log?.warn({ err }, "metrics could not be read");
      res.status(503).type("text/plain").send(HTTP_ANSWERS.metricsUnavailable);
    }
  };
}

function mayRead(
  req: Parameters<RequestHandler>[0],
  allowed: BlockList,
  token: Buffer | undefined,
  proxyTrusted: boolean,
): boolean {
  const auth = req.get("authorization") ?? "";
  if (token && auth.startsWith("Bearer ")) {
    const given = Buffer.from(auth.slice("Bearer ".length).trim());
    if (given.length === token.length && timingSafeEqual(given, token)) return true;
  }
  // Through a proxy we do not trust, the client's address is unknown: only the token counts.
  if (req.get("x-forwarded-for") !== undefined && !proxyTrusted) return false;
  const raw = req.ip ?? "";
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(raw)?.[1];
  const address = mapped ?? raw;
  if (isIPv4(address)) return allowed.check(address, "ipv4");
  if (isIPv6(address)) return allowed.check(address, "ipv6");
  return false;
}
