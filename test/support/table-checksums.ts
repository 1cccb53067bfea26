// Every table of a database (whatever the migrations have made, so new tables are included),
// with its row count and a checksum of its rows: what the restore drill compares.
import { sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";

export type TableSums = Record<string, { rows: number; md5: string }>;

export async function tableChecksums(db: Db): Promise<TableSums> {
  const tables = (await db.execute(
    sql`select schemaname || '.' || tablename as name from pg_tables
        where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
  )) as unknown as { rows: { name: string }[] };
  const sums: TableSums = {};
  for (const { name } of tables.rows) {
    const ident = name
      .split(".")
      .map((part) => `"${part.replaceAll('"', '""')}"`)
      .join(".");
    const result = (await db.execute(
      sql.raw(`select count(*)::int as n,
        coalesce(md5(string_agg(md5(t::text), '' order by md5(t::text))), '') as md5
        from ${ident} t`),
    )) as unknown as { rows: { n: number; md5: string }[] };
    sums[name] = { rows: Number(result.rows[0]!.n), md5: result.rows[0]!.md5 };
  }
  return sums;
}
