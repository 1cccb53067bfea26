// Promotion codes on the server: the quote's check (reads only), the booking's claim (the
// promotion row locked in the booking's transaction, its use recorded there), and the staff's
// writes behind /admin/promotions (each one transaction with its staff_audit entry; bad input a
// sentence, nothing saved).
import { and, desc, eq, gt, or, sql } from "drizzle-orm";
import {
  appliedPromotion,
  normalizeCode,
  promotionRefusal,
  type Promotion,
  type PromotionApplied,
  type PromotionUseCounts,
} from "../../domain/promotions.ts";
import type { Said, Told } from "../../domain/said.ts";
import type { RoomTypeKey } from "../../domain/rooms.ts";
import { firstTold } from "../../domain/zod.ts";
import { PromotionFormSchema } from "../../domain/schemas/promotions.ts";
import type { StaffUser } from "../../domain/staff.ts";
import { priceSaid } from "../../domain/staff-said/prices.ts";
import { motelDate } from "../../domain/time.ts";
import type { Db } from "../db/client.ts";
import { isUniqueViolation } from "../db/errors.ts";
import { bookings } from "../db/schema/bookings.ts";
import { promotions, promotionUses } from "../db/schema/rates.ts";
import { recordStaffAction } from "../staff/audit.ts";

/** The guest a use is counted against: the 9 digits after +254 and the email, lower case. */
export type PromotionGuest = { email: string | null; phone: string | null };

export type PromotionStay = {
  checkIn: string;
  checkOut: string;
  rooms: readonly { type: RoomTypeKey }[];
};

export type PromotionCheck = { ok: true; promotion: Promotion } | { ok: false; message: Said };

/** The last 9 digits of a phone however it was typed ("0712 345678", "+254712345678"). */
export const phoneKey = (phone: string) => phone.replace(/\D/g, "").slice(-9);
const emailKey = (email: string) => email.trim().toLowerCase();

/** Uses of bookings that hold their rooms at `now` (confirmed, or pending and unexpired). */
async function countUses(
  db: Db,
  promotionId: number,
  guest: PromotionGuest | null,
  now: Date,
): Promise<PromotionUseCounts> {
  const email = guest?.email ? emailKey(guest.email) : null;
  const phone = guest?.phone ? phoneKey(guest.phone) : null;
  const ofGuest = or(
    email === null ? sql`false` : sql`lower(${promotionUses.email}) = ${email}`,
    phone === null ? sql`false` : sql`${promotionUses.phone} = ${phone}`,
  );
  const [row] = await db
    .select({
      total: sql`count(*)`.mapWith(Number),
      byGuest: sql`count(*) filter (where ${ofGuest})`.mapWith(Number),
    })
    .from(promotionUses)
    .innerJoin(bookings, eq(bookings.id, promotionUses.bookingId))
    .where(
      and(
        eq(promotionUses.promotionId, promotionId),
        or(
          eq(bookings.status, "confirmed"),
          and(eq(bookings.status, "pending"), gt(bookings.holdExpiresAt, now)),
        ),
      ),
    );
  return { total: row?.total ?? 0, byGuest: row?.byGuest ?? 0 };
}

/**
 * Whether the code may be used for the stay. With `lock`, the promotion's row is locked FOR
 * UPDATE first (the caller's READ COMMITTED transaction), so the uses counted after it include
 * every booking that claimed this code before: two guests can never both take its last use.
 */
export async function checkPromotion(
  db: Db,
  code: string,
  stay: PromotionStay,
  guest: PromotionGuest | null,
  now: Date,
  { lock = false }: { lock?: boolean } = {},
): Promise<PromotionCheck> {
  const query = db
    .select()
    .from(promotions)
    .where(eq(promotions.code, normalizeCode(code)))
    .limit(1);
  const [row] = lock ? await query.for("update") : await query;
  const uses = row ? await countUses(db, row.id, guest, now) : { total: 0, byGuest: 0 };
  const message = promotionRefusal(row, { today: motelDate(now), ...stay, uses });
  return message === null ? { ok: true, promotion: row! } : { ok: false, message };
}

/** The discount of a checked promotion on room nights of `subtotalKes`, or why it cannot apply. */
export function applyTo(promotion: Promotion, subtotalKes: number): PromotionApplied {
  return appliedPromotion(promotion, subtotalKes);
}

/** Records a booking's use (inside the booking's transaction, after checkPromotion with lock). */
export async function recordUse(
  db: Db,
  use: { bookingId: string; promotionId: number; discountKes: number } & PromotionGuest,
  now: Date,
): Promise<void> {
  await db.insert(promotionUses).values({
    bookingId: use.bookingId,
    promotionId: use.promotionId,
    discountKes: use.discountKes,
    email: use.email ? emailKey(use.email) : null,
    phone: use.phone ? phoneKey(use.phone) : null,
    at: now,
  });
}

export type PromotionRow = Promotion & { uses: number; createdAt: Date };

/** Every promotion, newest first, with its uses by bookings that hold their rooms. */
export async function listPromotions(db: Db, now: Date): Promise<PromotionRow[]> {
  const holding = sql`(b.status = 'confirmed' or (b.status = 'pending' and b.hold_expires_at > ${now.toISOString()}))`;
  const rows = await db
    .select({
      promotion: promotions,
      uses: sql`(select count(*) from promotion_uses u join bookings b on b.id = u.booking_id where u.promotion_id = ${sql.raw(`"promotions"."id"`)} and ${holding})`.mapWith(
        Number,
      ),
    })
    .from(promotions)
    .orderBy(desc(promotions.createdAt), desc(promotions.id));
  return rows.map(({ promotion, uses }) => ({ ...promotion, uses }));
}

export async function findPromotion(db: Db, id: number): Promise<Promotion | undefined> {
  const [row] = await db.select().from(promotions).where(eq(promotions.id, id)).limit(1);
  return row;
}

export type PromotionUseRow = {
  bookingId: string;
  reference: string | null;
  guest: string;
  email: string | null;
  phone: string | null;
  status: string;
  discountKes: number;
  at: Date;
};

/** Who used the code: each booking, its guest, the discount and when, newest first. */
export async function promotionUsage(db: Db, id: number): Promise<PromotionUseRow[]> {
  const rows = await db
    .select({
      bookingId: promotionUses.bookingId,
      reference: bookings.reference,
      firstName: bookings.firstName,
      lastName: bookings.lastName,
      email: promotionUses.email,
      phone: promotionUses.phone,
      status: bookings.status,
      discountKes: promotionUses.discountKes,
      at: promotionUses.at,
    })
    .from(promotionUses)
    .innerJoin(bookings, eq(bookings.id, promotionUses.bookingId))
    .where(eq(promotionUses.promotionId, id))
    .orderBy(desc(promotionUses.at));
  return rows.map(({ firstName, lastName, ...row }) => ({
    ...row,
    guest: [firstName, lastName].filter(Boolean).join(" "),
  }));
}

export type PromotionEditResult = { ok: boolean; message: Told };

/** Creates a code (no id) or saves an existing one, from the staff form's fields. */
export async function savePromotion(
  db: Db,
  staff: Pick<StaffUser, "id">,
  id: number | null,
  fields: unknown,
  now: Date,
): Promise<PromotionEditResult> {
  const parsed = PromotionFormSchema.safeParse(fields);
  if (!parsed.success) return { ok: false, message: firstTold(parsed.error) };
  const input = parsed.data;
  try {
    return await db.transaction(async (tx) => {
      if (id === null) {
        const [row] = await tx
          .insert(promotions)
          .values({ ...input, createdBy: staff.id })
          .returning({ id: promotions.id });
        await audit(tx, staff, "promotions.create", { id: row!.id, ...input }, now);
        return { ok: true, message: priceSaid.promotionCreated(input.code) };
      }
      const saved = await tx
        .update(promotions)
        .set(input)
        .where(eq(promotions.id, id))
        .returning({ id: promotions.id });
      if (saved.length === 0) return { ok: false, message: priceSaid.promotionNotFound() };
      await audit(tx, staff, "promotions.update", { id, ...input }, now);
      return { ok: true, message: priceSaid.promotionSaved(input.code) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, message: priceSaid.promotionCodeTaken() };
    throw error;
  }
}

/** Turns a code on or off (its uses are kept). */
export async function setPromotionActive(
  db: Db,
  staff: Pick<StaffUser, "id">,
  id: number,
  active: boolean,
  now: Date,
): Promise<PromotionEditResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(promotions)
      .set({ active })
      .where(eq(promotions.id, id))
      .returning({ code: promotions.code });
    if (!row) return { ok: false, message: priceSaid.promotionNotFound() };
    await audit(tx, staff, active ? "promotions.activate" : "promotions.deactivate", { id }, now);
    return {
      ok: true,
      message: active
        ? priceSaid.promotionActivated(row.code)
        : priceSaid.promotionDeactivated(row.code),
    };
  });
}

function audit(db: Db, staff: Pick<StaffUser, "id">, action: string, detail: object, now: Date) {
  return recordStaffAction(
    db,
    { staffId: staff.id, action, subject: "promotions", detail: detail as Record<string, unknown> },
    now,
  );
}
