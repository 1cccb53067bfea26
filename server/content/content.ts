// The site's content as pages read it (issue 15): the database's rows over content/motel.ts's
// defaults, cached in this process. Every change NOTIFYs `content_changed` inside its transaction,
// so each instance drops its cache once the change is committed; the cache also expires after
// 60 s, in case a notification was lost while a connection was down.
import { desc, eq, sql } from "drizzle-orm";
import { defaultContent } from "../../content/motel.ts";
import {
  CONTENT_FIELDS,
  sameContent,
  SiteContentSchema,
  type ContentField,
  type SiteContent,
} from "../../domain/schemas/content.ts";
import type { StaffUser } from "../../domain/staff.ts";
import type { Database, Db } from "../db/client.ts";
import { contentChanges, contentFields } from "../db/schema/content.ts";
import type { Logger } from "../logger.ts";

const CHANNEL = "content_changed";
export const CONTENT_CACHE_MS = 60_000;

/** The last change of a field, as the admin pages show it ("Last changed by X at T" + Undo). */
export type FieldChange = { id: number; field: ContentField; staffName: string; at: Date };

export type ContentStore = {
  /** The live content (cached). */
  get(): Promise<SiteContent>;
  /** Drops this process's cache (tests; the NOTIFY does it on every instance). */
  drop(): void;
  close(): Promise<void>;
};

/** Fills fields the database does not hold yet from the defaults; never overwrites staff edits. */
export async function seedContent(db: Db): Promise<number> {
  const rows = CONTENT_FIELDS.map((field) => ({ field, value: defaultContent[field] }));
  const inserted = await db
    .insert(contentFields)
    .values(rows)
    .onConflictDoNothing()
    .returning({ field: contentFields.field });
  return inserted.length;
}

/** Reads every field; a stored value that no longer validates falls back to its default. */
export async function readContent(db: Db, logger?: Logger): Promise<SiteContent> {
  const rows = await db.select().from(contentFields);
  const merged: Record<string, unknown> = { ...defaultContent };
  for (const row of rows) {
    if (!(CONTENT_FIELDS as string[]).includes(row.field)) continue;
    const field = row.field as ContentField;
    const parsed = SiteContentSchema.shape[field].safeParse(row.value);
    if (parsed.success) merged[field] = parsed.data;
    else logger?.warn({ field }, "a stored content field no longer validates: showing its default");
  }
  return merged as SiteContent;
}

export async function openContentStore(database: Database, logger: Logger): Promise<ContentStore> {
  let cached: { content: SiteContent; at: number } | undefined;
  let loading: Promise<SiteContent> | undefined;
  let generation = 0;
  const stop = await database.listen(CHANNEL, () => {
    cached = undefined;
    generation += 1;
  });
  return {
    async get() {
      if (cached && Date.now() - cached.at < CONTENT_CACHE_MS) return cached.content;
      if (!loading) {
        const started = generation;
        loading = readContent(database.db, logger)
          .then((content) => {
            // A change that arrived while reading is not in what was read: read again next time.
            if (started === generation) cached = { content, at: Date.now() };
            return content;
          })
          .finally(() => {
            loading = undefined;
          });
      }
      return loading;
    },
    drop() {
      cached = undefined;
      generation += 1;
    },
    close: stop,
  };
}

async function notifyContentChanged(tx: Db, fields: readonly string[]): Promise<void> {
  await tx.execute(sql`select pg_notify(${CHANNEL}, ${fields.join(",")})`);
}

/**
 * Saves the fields of `next` that differ from what is stored, each with its audit row, in one
 * transaction. `next` must be valid (SiteContentSchema). Returns the fields changed.
 */
export async function saveContent(
  db: Db,
  staff: Pick<StaffUser, "id" | "name">,
  next: Partial<SiteContent>,
): Promise<ContentField[]> {
  return db.transaction(async (tx) => {
    // Row locks: two editors saving at once are applied one after the other, each audited.
    const rows = await tx.select().from(contentFields).for("update");
    const stored = new Map(rows.map((row) => [row.field, row.value]));
    const changed: ContentField[] = [];
    for (const field of Object.keys(next) as ContentField[]) {
      if (!(CONTENT_FIELDS as string[]).includes(field)) continue;
      const value = next[field];
      const old = stored.get(field) ?? defaultContent[field];
      if (sameContent(old, value)) continue;
      await writeField(tx, staff, field, old, value, null);
      changed.push(field);
    }
    if (changed.length > 0) await notifyContentChanged(tx, changed);
    return changed;
  });
}

async function writeField(
  tx: Db,
  staff: Pick<StaffUser, "id" | "name">,
  field: ContentField,
  oldValue: unknown,
  newValue: unknown,
  undoOf: number | null,
): Promise<void> {
  await tx
    .insert(contentFields)
    .values({ field, value: newValue })
    .onConflictDoUpdate({
      target: contentFields.field,
      set: { value: newValue, updatedAt: sql`now()` },
    });
  await tx.insert(contentChanges).values({
    field,
    staffId: staff.id,
    staffName: staff.name,
    oldValue: oldValue ?? null,
    newValue: newValue ?? null,
    undoOf,
  });
}

/**
 * Undoes the field's last change: writes back its old value as a new, audited change. False when
 * the field has no change, or its old value no longer validates.
 */
export async function undoLastChange(
  db: Db,
  staff: Pick<StaffUser, "id" | "name">,
  field: ContentField,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(contentFields)
      .where(eq(contentFields.field, field))
      .for("update");
    const [last] = await tx
      .select()
      .from(contentChanges)
      .where(eq(contentChanges.field, field))
      .orderBy(desc(contentChanges.id))
      .limit(1);
    if (!last) return false;
    const restored = SiteContentSchema.shape[field].safeParse(last.oldValue);
    if (!restored.success) return false;
    await writeField(tx, staff, field, current?.value ?? null, restored.data, last.id);
    await notifyContentChanged(tx, [field]);
    return true;
  });
}

/** Each field's last change, for "Last changed by X at T" + Undo. */
export async function lastChanges(db: Db): Promise<Partial<Record<ContentField, FieldChange>>> {
  const rows = await db
    .selectDistinctOn([contentChanges.field], {
      id: contentChanges.id,
      field: contentChanges.field,
      staffName: contentChanges.staffName,
      at: contentChanges.at,
    })
    .from(contentChanges)
    .orderBy(contentChanges.field, desc(contentChanges.id));
  const result: Partial<Record<ContentField, FieldChange>> = {};
  for (const row of rows) result[row.field as ContentField] = row as FieldChange;
  return result;
}
