// /admin/front-desk/sell: sell a room now (any signed-in staff member). The loader offers the
// rooms free from tonight for ?nights= (1 when none) and the price table (to show prices; the
// server prices the sale itself); the action books, takes the payment and checks the walk-in in
// through server/front-desk/sell-now.ts and opens the booking, or answers 400/409 with messages at the
// fields and the values typed (the form works without JavaScript).
import { data, redirect, type RouterContextProvider } from "react-router";
import { nestedFields } from "../../../domain/schemas/desk.ts";
import type { Told } from "../../../domain/said.ts";
import { SELL_NOW_MAX_NIGHTS } from "../../../domain/schemas/sell-now.ts";
import { motelDate } from "../../../domain/time.ts";
import { servicesContext } from "../../../server/context.ts";
import { roomsToSell, sellRoomNow } from "../../../server/front-desk/sell-now.ts";
import { loadPricingData } from "../../../server/rooms/rates.ts";
import { readAdminForm, requireStaff } from "./session.server.ts";

type Context = Readonly<RouterContextProvider>;

/** Nights asked in the address: a whole number from 1 to the most this screen sells, else 1. */
function nightsOf(value: string | null): number {
  const nights = Number(value);
  return Number.isSafeInteger(nights) && nights >= 1 && nights <= SELL_NOW_MAX_NIGHTS ? nights : 1;
}

export async function loadSellNow(request: Request, context: Context) {
  await requireStaff(request, context);
  const { config, payments } = context.get(servicesContext);
  const now = payments.clock();
  const nights = nightsOf(new URL(request.url).searchParams.get("nights"));
  const [rooms, pricing] = await Promise.all([
    roomsToSell(payments.db, nights, now),
    loadPricingData(payments.db),
  ]);
  return { today: motelDate(now), horizonDays: config.bookingHorizonDays, nights, rooms, pricing };
}

export type SellNowActionData = {
  message: Told;
  errors: Record<string, Told>;
  /** What was typed, to show again. */
  values: Record<string, string>;
};

export async function sellNowAction(request: Request, context: Context) {
  const staff = await requireStaff(request, context);
  const { config, payments } = context.get(servicesContext);
  const form = await readAdminForm(request);
  const values = Object.fromEntries([...form].map(([key, value]) => [key, String(value)]));
  const result = await sellRoomNow(payments, nestedFields(Object.entries(values)), staff, {
    holdMinutes: config.holdMinutes,
    arrivalCutoff: config.arrivalCutoff,
    horizonDays: config.bookingHorizonDays,
    texts: payments.texts,
  });
  if (!result.ok) {
    return data<SellNowActionData>(
      { message: result.message, errors: result.errors, values },
      { status: result.status === 502 ? 409 : result.status },
    );
  }
  throw redirect(`/admin/bookings/${result.bookingId}?sold=1`);
}
