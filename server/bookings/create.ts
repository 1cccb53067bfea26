// Making a booking (the wizard's pay buttons): one READ COMMITTED transaction validates nothing
// it has not been given by the shared schema, bounds the unpaid holds of the client and the guest,
// prices every room from the table, checks and holds the rooms, stores the guest and a short
// reference, and counts it for the funnel. A failure saves nothing.
import { randomBytes } from "node:crypto";
import { and, eq, gt, or, sql } from "drizzle-orm";
import { referenceFrom, REFERENCE_LENGTH } from "../../domain/booking-reference.ts";
import type { BookingView } from "../../domain/booking-view.ts";
import { bookingRequestSchema, type BookingRequest } from "../../domain/schemas/booking.ts";
import { said, type Told } from "../../domain/said.ts";
import { firstTold } from "../../domain/zod.ts";
import { motelDate } from "../../domain/time.ts";
import { recordEvent } from "../analytics/events.ts";
import type { Db } from "../db/client.ts";
import { isUniqueViolation } from "../db/errors.ts";
import { bookings } from "../db/schema/bookings.ts";
import type { HoldLimits } from "../config.ts";
import type { Lang } from "../../i18n/locales.ts";
import { holdRoomsIn, READ_COMMITTED, type Tx } from "./availability.ts";
import { notifyBookingChanged } from "./events.ts";
import { phoneKey } from "../promotions/promotions.ts";
import { findBookingView } from "./views.ts";
import { textChoiceOf } from "../../domain/channel-texts.ts";
import { nineDigits } from "../../domain/phone.ts";
import { saveTextChoice } from "../texts/booking-texts.ts";

export type CreateOptions = {
  now: Date;
  /** The language of the page the guest booked from (the booking API's apiLang); English if none. */
  lang?: Lang;
  holdMinutes: number;
  horizonDays: number;
  /**
   * Who asks (server/http/rate-limit.ts clientKey of the address) and how many unpaid holds a client
   * and a guest may have open: the booking API always passes both; without them (tests, tools)
   * nothing is bounded.
   */
  client?: { key: string; limits: HoldLimits };
};

/**
 * Why a booking was refused: SOLD_OUT lets the wizard offer other rooms or dates; PRICE_CHANGED
 * carries the new total, which the guest sees before paying it.
 */
export type CreateRefusal =
  "SOLD_OUT" | "NOT_OFFERED" | "HOLD_LIMIT" | "PROMOTION" | "PRICE_CHANGED";

export type CreateResult =
  | { ok: true; booking: BookingView }
  | { ok: false; status: 400 | 409; message: Told; code?: CreateRefusal; totalKes?: number };

/** Collisions of 8 random characters are rare; a few tries make them irrelevant. */
const REFERENCE_TRIES = 5;

export async function createBooking(
  db: Db,
  fields: unknown,
  { now, lang = "en", holdMinutes, horizonDays, client }: CreateOptions,
): Promise<CreateResult> {
  const parsed = bookingRequestSchema({ today: motelDate(now), horizonDays }).safeParse(fields);
  if (!parsed.success) return { ok: false, status: 400, message: firstTold(parsed.error) };
  const request = parsed.data;
  const holdExpiresAt = new Date(now.getTime() + holdMinutes * 60_000);
  return withNewReference(async (reference) => {
    const held = await db.transaction(async (tx) => {
      if (client && !(await withinHoldLimits(tx, request, client, now))) {
        return {
          ok: false,
          code: "HOLD_LIMIT",
          message: said.holdLimit(holdMinutes),
        } as const;
      }
      const result = await holdRoomsIn(tx, request, {
        now,
        online: true,
        holdExpiresAt,
        details: { reference, ...guestOf(request), lang, clientKey: client?.key ?? null },
        promotion: request.promotionCode
          ? { code: request.promotionCode, email: request.email, phone: request.phone }
          : undefined,
        expectedTotalKes: request.shownTotalKes,
      });
      if (result.ok) {
        await saveTextChoice(
          tx,
          result.bookingId,
          textChoiceOf(
            nineDigits(request.phone) !== undefined,
            request.textBySms,
            request.textByWhatsapp,
          ),
        );
        await recordEvent(
          tx,
          {
            name: "booking_created",
            props: { booking_reference: reference, total_kes: result.stay.totalKes },
          },
          now,
        );
        await notifyBookingChanged(tx, result.bookingId);
      }
      return result;
    }, READ_COMMITTED);
    if (!held.ok) {
      const { message, code } = held;
      const refused = { ok: false, status: 409, message, code } as const;
      return "totalKes" in held ? { ...refused, totalKes: held.totalKes } : refused;
    }
    return { ok: true, booking: (await findBookingView(db, held.bookingId))! };
  });
}

/**
 * Runs `make` with a new random reference, again with another if that one is taken (the unique
 * index refuses it; collisions of 8 random characters are rare). The desk's bookings use it too.
 */
export async function withNewReference<T>(make: (reference: string) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await make(referenceFrom(randomBytes(REFERENCE_LENGTH)));
    } catch (error) {
      if (attempt < REFERENCE_TRIES && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

function guestOf(request: BookingRequest) {
  return {
    firstName: request.firstName,
    lastName: request.lastName,
    email: request.email,
    phone: request.phone,
    idNumber: request.idNumber,
    checkInTime: request.checkInTime,
    specialRequests: request.specialRequests || null,
  };
}

/**
 * Whether this client and guest may open one more hold: fewer than the limits of open (pending,
 * unexpired) bookings per client address, per guest email and per guest phone, and the rooms
 * the address holds stay within its bound. Runs in the booking's transaction after transaction
 * advisory locks on those keys (taken in one order, before any room type is locked), so two
 * requests of one client or guest are counted one after the other and cannot both slip in;
 * under READ COMMITTED the count sees every hold committed before the lock was ours.
 */
async function withinHoldLimits(
  tx: Tx,
  request: BookingRequest,
  client: { key: string; limits: HoldLimits },
  now: Date,
): Promise<boolean> {
  const email = request.email.trim().toLowerCase();
  const phone = phoneKey(request.phone);
  const keys = [`hold address ${client.key}`, `hold email ${email}`, `hold phone ${phone}`].sort();
  for (const key of keys) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  }
  const ofClient = eq(bookings.clientKey, client.key);
  const ofEmail = sql`lower(${bookings.email}) = ${email}`;
  const ofPhone = sql`right(regexp_replace(coalesce(${bookings.phone}, ''), '[^0-9]', '', 'g'), 9) = ${phone}`;
  const roomsOfBooking = sql`(select count(*) from booking_rooms r where r.booking_id = ${sql.raw('"bookings"."id"')})`;
  const [row] = await tx
    .select({
      addressHolds: sql`count(*) filter (where ${ofClient})`.mapWith(Number),
      addressRooms: sql`coalesce(sum(${roomsOfBooking}) filter (where ${ofClient}), 0)`.mapWith(
        Number,
      ),
      emailHolds: sql`count(*) filter (where ${ofEmail})`.mapWith(Number),
      phoneHolds: sql`count(*) filter (where ${ofPhone})`.mapWith(Number),
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, "pending"),
        gt(bookings.holdExpiresAt, now),
        or(ofClient, ofEmail, ofPhone),
      ),
    );
  const { perAddress, roomsPerAddress, perGuest } = client.limits;
  return (
    row!.addressHolds < perAddress &&
    row!.addressRooms + request.rooms.length <= roomsPerAddress &&
    row!.emailHolds < perGuest &&
    row!.phoneHolds < perGuest
  );
}
