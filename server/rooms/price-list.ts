// The public price table, with a version made from its content: the ETag of GET /api/prices.
// Any change to a price (staff edit, new or removed combination) changes the version.
import { createHash } from "node:crypto";
import { priceTableFromRows, type PriceTable } from "../../domain/pricing.ts";
import type { Db } from "../db/client.ts";
import { loadPriceRows } from "./catalog.ts";

export type PriceList = { version: string; prices: PriceTable };

export async function offeredPriceList(db: Db): Promise<PriceList> {
  const rows = await loadPriceRows(db);
  // Rows in a fixed order make the same table give the same version on every instance.
  const version = createHash("sha256")
    .update(JSON.stringify(rows))
    .digest("base64url")
    .slice(0, 22);
  return { version, prices: priceTableFromRows(rows) };
}
