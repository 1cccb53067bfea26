// The site's content as pages read it (issue 15): the database's rows over content/motel.ts's
// defaults, cached in this process. Every change NOTIFYs `content_changed` inside its transaction,
// so each instance drops its cache once the change is committed; the cache also expires after
// 60 s, in case a notification was lost while a connection was down.
import { desc, eq, sql } from "drizzle-orm";
import { defaultContent } from "../../content/motel.ts";
import { TRANSLATED_FIELDS } from "../../domain/content-form.ts";
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
import type { Logger } from "../observability/logger.ts";

const CHANNEL = "content_changed";
export const CONTENT_CACHE_MS = 60_000;

/** The last change of a field, as the admin pages show it ("Last changed by X at T" + Undo). */
export type FieldChange = { id: number; field: ContentField; staffName: string; at: Date };

export type ContentStore = {
  /** The live content (cached). */
  get(): Promise<SiteContent>;
  /** The Kiswahili staff saved for translatable fields (cached with the content). */
  swahili(): Promise<Partial<SiteContent>>;
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

/** Where a field's Kiswahili is stored and audited: beside the English, as "sw:<field>". */
export const swahiliKey = (field: ContentField) => `sw:${field}`;

/** The Kiswahili staff saved, by field; one that no longer validates is left out. */
export async function readSwahili(db: Db, logger?: Logger): Promise<Partial<SiteContent>> {
  const rows = await db.select().from(contentFields);
  const saved: Record<string, unknown> = {};
  for (const row of rows) {
    if (!row.field.startsWith("sw:")) continue;
    const field = row.field.slice(3) as ContentField;
    if (!(TRANSLATED_FIELDS as string[]).includes(field)) continue;
    const parsed = SiteContentSchema.shape[field].safeParse(row.value);
    if (parsed.success) saved[field] = parsed.data;
    else logger?.warn({ field }, "a stored Kiswahili field no longer validates: not shown");
  }
  return saved as Partial<SiteContent>;
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
  type Both = { content: SiteContent; swahili: Partial<SiteContent> };
  let cached: (Both & { at: number }) | undefined;
  let loading: Promise<Both> | undefined;
  let loadingIn = -1;
  let generation = 0;
  const stop = await database.listen(CHANNEL, () => {
    cached = undefined;
    generation += 1;
  });
  const both = async (): Promise<Both> => {
    if (cached && Date.now() - cached.at < CONTENT_CACHE_MS) return cached;
    // A read begun before a change holds the old content: a request after the change waits for
    // a read of its own (the page cache stores what it renders then).
    if (!loading || loadingIn !== generation) {
      const started = generation;
      loadingIn = started;
      loading = Promise.all([readContent(database.db, logger), readSwahili(database.db, logger)])
        .then(([content, swahili]) => {
          // A change that arrived while reading is not in what was read: read again next time.
          if (started === generation) cached = { content, swahili, at: Date.now() };
          return { content, swahili };
        })
        .finally(() => {
          if (loadingIn === started) loading = undefined;
        });
    }
    return loading;
  };
  return {
    async get() {
      return (await both()).content;
    },
    async swahili() {
      return (await both()).swahili;
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
  /**
   * Kiswahili: saved as "sw:<field>"; a value equal to what the Kiswahili page shows already
   * (`shown`: its fallback) is not saved, so an unchanged form stores nothing.
   */
  swahili?: { shown: SiteContent },
): Promise<ContentField[]> {
  return db.transaction(async (tx) => {
    // Row locks: two editors saving at once are applied one after the other, each audited.
    const rows = await tx.select().from(contentFields).for("update");
    const stored = new Map(rows.map((row) => [row.field, row.value]));
    const changed: ContentField[] = [];
    for (const field of Object.keys(next) as ContentField[]) {
      if (!(CONTENT_FIELDS as string[]).includes(field)) continue;
      if (swahili && !(TRANSLATED_FIELDS as string[]).includes(field)) continue;
      const value = next[field];
      const key = swahili ? swahiliKey(field) : field;
      const old = swahili ? stored.get(key) : (stored.get(field) ?? defaultContent[field]);
      if (sameContent(swahili ? (old ?? swahili.shown[field]) : old, value)) continue;
      await writeField(tx, staff, key, old ?? null, value, null);
      changed.push(field);
    }
    if (changed.length > 0) await notifyContentChanged(tx, changed);
    return changed;
  });
}

async function writeField(
  tx: Db,
  staff: Pick<StaffUser, "id" | "name">,
  field: string,
  oldValue: unknown,
  newValue: unknown,
  undoOf: number | null,
): Promise<void> {
  // No value (a Kiswahili field undone to "not translated"): the row goes, the fallback shows.
  if (newValue === null) await tx.delete(contentFields).where(eq(contentFields.field, field));
  else {
    await tx
      .insert(contentFields)
      .values({ field, value: newValue })
      .onConflictDoUpdate({
        target: contentFields.field,
        set: { value: newValue, updatedAt: sql`now()` },
      });
  }
  await tx.insert(contentChanges).values({
    field,
    staffId: staff.id,
    staffName: staff.name,
    // JSON null (the column holds JSON, never SQL NULL): "no Kiswahili text" before or after.
    oldValue: oldValue ?? sql`'null'::jsonb`,
    newValue: newValue ?? sql`'null'::jsonb`,
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
  language: "en" | "sw" = "en",
): Promise<boolean> {
  const key = language === "sw" ? swahiliKey(field) : field;
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(contentFields)
      .where(eq(contentFields.field, key))
      .for("update");
    const [last] = await tx
      .select()
      .from(contentChanges)
      .where(eq(contentChanges.field, key))
      .orderBy(desc(contentChanges.id))
      .limit(1);
    if (!last) return false;
    // A Kiswahili field that had no text before its last change goes back to having none.
    const restored =
      language === "sw" && last.oldValue === null
        ? { success: true as const, data: null }
        : SiteContentSchema.shape[field].safeParse(last.oldValue);
    if (!restored.success) return false;
    await writeField(tx, staff, key, current?.value ?? null, restored.data, last.id);
    await notifyContentChanged(tx, [field]);
    return true;
  });
}

/**
 * Each field's last change, for "Last changed by X at T" + Undo; with "sw", its Kiswahili's.
 */
export async function lastChanges(
  db: Db,
  language: "en" | "sw" = "en",
): Promise<Partial<Record<ContentField, FieldChange>>> {
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
  for (const row of rows) {
    const swahili = row.field.startsWith("sw:");
    if (swahili !== (language === "sw")) continue;
    const field = (swahili ? row.field.slice(3) : row.field) as ContentField;
    result[field] = { ...row, field } as FieldChange;
  }
  return result;
}
