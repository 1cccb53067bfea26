// /admin/bookings/new: a booking staff enter (walk-in, phone, WhatsApp, OTAs...). The loader gives
// the page the date window and the price table (to show the table's price); the action books it
// through server/front-desk/desk-bookings.ts and opens the booking, or answers 400/409 with messages at the
// fields and the values typed, so the form works without JavaScript too.
import { data, redirect, type RouterContextProvider } from "react-router";
import { nestedFields } from "../../../domain/schemas/desk.ts";
import type { Told } from "../../../domain/said.ts";
import { motelDate } from "../../../domain/time.ts";
import { loadPricingData } from "../../../server/rooms/rates.ts";
import { servicesContext } from "../../../server/context.ts";
import { enterDeskBooking } from "../../../server/front-desk/desk-bookings.ts";
import { readAdminForm, requireStaff } from "./session.server.ts";

type Context = Readonly<RouterContextProvider>;

/** Room rows the form may show: a booking takes at most 10 rooms. */
const MAX_ROWS = 10;

export async function loadNewBooking(request: Request, context: Context) {
  await requireStaff(request, context);
  const { config, payments } = context.get(servicesContext);
  return {
    today: motelDate(payments.clock()),
    horizonDays: config.bookingHorizonDays,
    arrivalCutoff: config.arrivalCutoff,
    pricing: await loadPricingData(payments.db),
  };
}

export type NewBookingActionData = {
  /** The refusal of the whole form, or null when only the form changed (a row added). */
  message: Told | null;
  errors: Record<string, Told>;
  /** What was typed, to show again (the form works without JavaScript). */
  values: Record<string, string>;
  rows: number;
};

export async function newBookingAction(request: Request, context: Context) {
  const staff = await requireStaff(request, context);
  const { config, payments } = context.get(servicesContext);
  const form = await readAdminForm(request, { multiLine: ["specialRequests"] });
  const values = Object.fromEntries(form.entries());
  const rows = Math.min(Math.max(Number(form.get("rows")) || 1, 1), MAX_ROWS);
  const intent = form.get("intent");
  // "Add a room" / "Remove a room" without JavaScript: the same form again, one row more or less.
  if (intent === "add-room" || intent === "remove-room") {
    const next = Math.min(Math.max(rows + (intent === "add-room" ? 1 : -1), 1), MAX_ROWS);
    return data<NewBookingActionData>({ message: null, errors: {}, values, rows: next });
  }
  const fields = nestedFields(form.entries());
  if (Array.isArray(fields.rooms)) fields.rooms = fields.rooms.slice(0, rows);
  const result = await enterDeskBooking(payments, fields, staff, {
    holdMinutes: config.holdMinutes,
    arrivalCutoff: config.arrivalCutoff,
    horizonDays: config.bookingHorizonDays,
    texts: payments.texts,
  });
  if (!result.ok) {
    return data<NewBookingActionData>(
      { message: result.message, errors: result.errors, values, rows },
      { status: result.status === 502 ? 409 : result.status },
    );
  }
  throw redirect(`/admin/bookings/${result.bookingId}`);
}
