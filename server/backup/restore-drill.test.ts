// The restore drill (issue 19): a site with bookings, payments, mail, messages, prices and staff
// accounts is backed up while guests keep booking; the archive is restored into a fresh folder
// and a site started on it has every row of every table (counts and checksums), the guests'
// bookings, and staff who can sign in. Damaged, unfinished, newer and misplaced archives are
// refused with a message; a backup that cannot be written fails with a message and an alert
// metric, never the site; killing the site during a backup loses nothing.
import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKUP_MESSAGES } from "./messages.ts";
import { openDatabase } from "../db/client.ts";
import { createServerDatabase } from "../../test/support/databases.ts";
import { bookAndPay } from "../../test/support/guest-booking.ts";
import {
  createStaffAccount,
  signInStaff,
  startBuiltServer,
  type RunningServer,
} from "../../test/support/server.ts";
import { tableChecksums, type TableSums } from "../../test/support/table-checksums.ts";
import { listBackups, readArchive, writeArchive } from "./archive.ts";

const root = path.resolve(import.meta.dirname, "../..");
const node = path.join(root, "node_modules/.bin/node");
const ADMIN = { email: "owner@motel.test", name: "Owner", password: "correct horse battery" };
const DESK = { email: "desk@motel.test", name: "Desk", password: "another long password" };

function run(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(node, [path.join(root, "scripts", script), ...args], {
      cwd: root,
      env: { ...process.env, NODE_ENV: "test", LOG_LEVEL: "warn", ...env },
    });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.once("close", (code) => resolve({ code, out }));
  });
}

async function sumsOf(dataDir: string): Promise<TableSums> {
  const database = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pglite") });
  try {
    return await tableChecksums(database.db);
  } finally {
    await database.close();
  }
}

async function bookingIdsIn(dataDir: string): Promise<Set<string>> {
  const database = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pglite") });
  try {
    const result = (await database.db.execute("select id from bookings")) as unknown as {
      rows: { id: string }[];
    };
    return new Set(result.rows.map((r) => r.id));
  } finally {
    await database.close();
  }
}

describe("restore drill (embedded database)", () => {
  const work = mkdtempSync(path.join(tmpdir(), "motel-drill-"));
  const dataDir = path.join(work, "site");
  const backupDir = path.join(work, "backups");
  const env = { DATA_DIR: dataDir, BACKUP_DIR: backupDir, RECONCILE_EVERY_MS: "3600000" };
  let site: RunningServer;
  let adminCookie: string;
  const booked: string[] = [];

  beforeAll(async () => {
    createStaffAccount({ DATA_DIR: dataDir }, ADMIN);
    createStaffAccount({ DATA_DIR: dataDir }, { ...DESK, role: "front_desk" });
    site = await startBuiltServer(env);
    adminCookie = await signInStaff(site, ADMIN);
    // Bookings paid by M-Pesa (payments, confirmation mails in the outbox), a contact message.
    for (let i = 0; i < 4; i++) {
      const result = await bookAndPay(site.url, i);
      if (!("id" in result)) throw new Error(`booking refused: ${result.status}`);
      booked.push(result.id);
    }
    const mail = await fetch(`${site.url}/api/mail`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        name: "A Guest",
        email: "guest@example.com",
        contact: "0712345678",
        message: "Do you have parking for a lorry?",
      }),
    });
    expect(mail.status).toBe(200);
  });
  afterAll(async () => {
    await site?.stop({ keepData: true });
    rmSync(work, { recursive: true, force: true });
  });

  it("backs up while guests keep booking; the restored copy has every booking made before", async () => {
    let stop = false;
    let i = 100;
    const traffic = (async () => {
      while (!stop) {
        const result = await bookAndPay(site.url, i++);
        if ("id" in result) booked.push(result.id);
      }
    })();
    const before = [...booked];
    const made = await run("backup.ts", [], env);
    stop = true;
    await traffic;
    expect(made.code, made.out).toBe(0);
    expect(made.out).toContain("Backup written:");
    const [archive] = listBackups(backupDir);
    const { manifest } = readArchive(archive!.file);
    expect(manifest.database.kind).toBe("pglite");
    expect(manifest.entries.map((e) => e.name)).toContain("files/session-secret");

    const restoredDir = path.join(work, "restored-under-load");
    const restored = await run("restore.ts", [archive!.file], { DATA_DIR: restoredDir });
    expect(restored.code, restored.out).toBe(0);
    const ids = await bookingIdsIn(restoredDir);
    for (const id of before) expect(ids).toContain(id);
  });

  it("admins download the latest backup (audited); the front desk may not", async () => {
    const [latest] = listBackups(backupDir);
    const response = await fetch(`${site.url}/admin/backups/latest`, {
      headers: { Cookie: adminCookie },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toContain(latest!.name);
    expect(Buffer.from(await response.arrayBuffer()).equals(readFileSync(latest!.file))).toBe(true);
    const desk = await signInStaff(site, DESK);
    const refused = await fetch(`${site.url}/admin/backups/latest`, { headers: { Cookie: desk } });
    expect(refused.status).toBe(403);
  });

  let restoredSums: TableSums;
  const restoredDir = path.join(work, "restored");

  it("restores a quiet site's backup with every row of every table", async () => {
    const made = await run("backup.ts", [], env);
    expect(made.code, made.out).toBe(0);
    const archive = listBackups(backupDir)[0]!.file;
    const restored = await run("restore.ts", [archive], { DATA_DIR: restoredDir });
    expect(restored.code, restored.out).toBe(0);
    restoredSums = await sumsOf(restoredDir);
    expect(Object.keys(restoredSums).length).toBeGreaterThan(10);
    for (const table of [
      "public.bookings",
      "public.payment_attempts",
      "public.outbox",
      "public.staff_users",
    ])
      expect(restoredSums[table]!.rows).toBeGreaterThan(0);
    expect(restoredSums["public.staff_audit"]!.rows).toBeGreaterThan(0); // the download above

    // Killed during a backup and started again, the site has lost nothing, and no archive left
    // in BACKUP_DIR is unfinished.
    const backingUp = run("backup.ts", [], env);
    site.process.kill("SIGKILL");
    await site.exited;
    expect((await backingUp).code).not.toBeNull();
    site = await startBuiltServer(env);
    await site.stop({ keepData: true });
    for (const { file } of listBackups(backupDir)) expect(() => readArchive(file)).not.toThrow();
    expect(await sumsOf(dataDir)).toEqual(restoredSums);
  });

  it("starts a site on the restored copy: guests find their bookings, staff sign in", async () => {
    const restoredSite = await startBuiltServer({ DATA_DIR: restoredDir });
    try {
      for (const id of booked.slice(0, 4)) {
        const view = (await (await fetch(`${restoredSite.url}/api/bookings/${id}`)).json()) as {
          booking: { status: string };
        };
        expect(view.booking.status).toBe("confirmed");
      }
      await signInStaff(restoredSite, ADMIN);
      await signInStaff(restoredSite, DESK);
    } finally {
      await restoredSite.stop({ keepData: true });
    }
  });

  it("refuses a damaged, an unfinished or a newer archive, and a folder that is not empty", async () => {
    const archive = listBackups(backupDir)[0]!.file;
    const bytes = readFileSync(archive);
    const target = { DATA_DIR: path.join(work, "never") };

    const damaged = path.join(work, "damaged.tar");
    const flipped = Buffer.from(bytes);
    flipped[Math.floor(bytes.length / 2)]! ^= 0xff;
    writeFileSync(damaged, flipped);
    const refusedDamaged = await run("restore.ts", [damaged], target);
    expect(refusedDamaged.code).toBe(1);
    expect(refusedDamaged.out).toMatch(/damaged or incomplete/);

    const cut = path.join(work, "cut.tar");
    writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length * 0.7)));
    const refusedCut = await run("restore.ts", [cut], target);
    expect(refusedCut.code).toBe(1);
    expect(refusedCut.out).toMatch(/damaged or incomplete/);

    const newerDir = path.join(work, "newer");
    cpSync(backupDir, newerDir, { recursive: true });
    const { manifest, entries } = readArchive(archive);
    const newer = writeArchive(
      newerDir,
      new Date("2099-01-01T00:00:00Z"),
      {
        database: manifest.database,
        schema: { migrations: 999, newestMigrationAt: 4_102_444_800_000 },
      },
      [...entries]
        .filter(([name]) => name !== "manifest.json")
        .map(([name, data]) => ({ name, data })),
    );
    const refusedNewer = await run("restore.ts", [newer], target);
    expect(refusedNewer.code).toBe(1);
    expect(refusedNewer.out).toContain(BACKUP_MESSAGES.newerSchema);

    const refusedFull = await run("restore.ts", [archive], { DATA_DIR: restoredDir });
    expect(refusedFull.code).toBe(1);
    expect(refusedFull.out).toContain("is not empty");
    expect(readdirSync(work)).not.toContain("never");
  });
});

describe("a backup that cannot be written", () => {
  it("fails with a message and an alert metric; the site keeps serving", async () => {
    const work = mkdtempSync(path.join(tmpdir(), "motel-nobackup-"));
    const blocker = path.join(work, "a-file");
    writeFileSync(blocker, "");
    const env = { DATA_DIR: path.join(work, "site"), BACKUP_DIR: path.join(blocker, "backups") };
    const site = await startBuiltServer(env);
    try {
      const made = await run("backup.ts", [], env);
      expect(made.code).toBe(1);
      expect(made.out).toContain("Cannot write the backup in");
      const metrics = await (await fetch(`${site.url}/metrics`)).text();
      expect(metrics).toMatch(/^motel_backup_failed 1$/m);
      expect(metrics).toMatch(/^motel_backup_failures_total 1$/m);
      expect((await fetch(`${site.url}/readyz`)).status).toBe(200);
      expect((await fetch(`${site.url}/accommodation`)).status).toBe(200);
    } finally {
      await site.stop();
      rmSync(work, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("backup and restore on a PostgreSQL server", () => {
  it("pg_dump while the site runs, pg_restore into an empty database: every row back", async () => {
    const source = await createServerDatabase();
    const target = await createServerDatabase();
    const work = mkdtempSync(path.join(tmpdir(), "motel-pgbackup-"));
    const env = { DATABASE_URL: source.url, BACKUP_DIR: work, DATA_DIR: path.join(work, "a") };
    try {
      // The workers look for due mail and texts every 200 ms, so two reads 2 s apart that agree
      // have seen several of their rounds.
      const site = await startBuiltServer({ ...env, MAIL_POLL_MS: "200", TEXT_POLL_MS: "200" });
      const booking = await bookAndPay(site.url, 7);
      expect("id" in booking).toBe(true);
      // The booking's texts and emails go on changing rows (sent, then delivered) after the payment;
      // the comparison below is with the source after the site stops, so the dump is taken once
      // nothing is being sent or awaiting its delivery report (the simulators report every text
      // delivered), and two reads a beat apart agree.
      const sourceSums = async () => {
        const database = await openDatabase({ kind: "postgres", url: source.url });
        try {
          const { rows } = (await database.db.execute(sql`
            select (select count(*) from text_messages
                     where status = 'sending'
                        or (status = 'sent' and delivery_status is distinct from 'delivered'))
                 + (select count(*) from outbox where status = 'sending') as busy`)) as unknown as {
            rows: { busy: string }[];
          };
          if (Number(rows[0]!.busy) > 0) return "busy";
          return JSON.stringify(await tableChecksums(database.db));
        } finally {
          await database.close();
        }
      };
      let previous = "";
      await expect
        .poll(
          async () => {
            const now = await sourceSums();
            const settled = now !== "busy" && now === previous;
            previous = now;
            return settled;
          },
          { timeout: 60_000, interval: 2_000 },
        )
        .toBe(true);
      const made = await run("backup.ts", [], env);
      expect(made.code, made.out).toBe(0);
      await site.stop();
      const archive = listBackups(work)[0]!.file;
      expect(readArchive(archive).manifest.database.kind).toBe("postgres");
      const restoreEnv = { DATABASE_URL: target.url, DATA_DIR: path.join(work, "b") };
      const restored = await run("restore.ts", [archive], restoreEnv);
      expect(restored.code, restored.out).toBe(0);
      const [a, b] = await Promise.all(
        [source.url, target.url].map(async (url) => {
          const database = await openDatabase({ kind: "postgres", url });
          try {
            return await tableChecksums(database.db);
          } finally {
            await database.close();
          }
        }),
      );
      expect(b).toEqual(a);
      const again = await run("restore.ts", [archive], restoreEnv);
      expect(again.code).toBe(1);
      expect(again.out).toContain(BACKUP_MESSAGES.databaseNotEmpty);
    } finally {
      rmSync(work, { recursive: true, force: true });
      await source.drop();
      await target.drop();
    }
  });
});
