import { data, type RouterContextProvider } from "react-router";
import { checkInRefusal } from "../../../domain/admin-bookings.ts";
import { bookingSaid } from "../../../domain/staff-said/bookings.ts";
import { motelDate } from "../../../domain/time.ts";
import { bookingDetail } from "../../../server/bookings/admin.ts";
import {
  cancelBooking,
  requeryPayment,
  resendConfirmation,
  settleAttention,
} from "../../../server/bookings/admin-actions.ts";
import { saveMpesaReceipt } from "../../../server/payments/paybill-staff.ts";
import { settleContext } from "../../../server/payments/payments.ts";
import { servicesContext } from "../../../server/context.ts";
import {
  checkInWithRooms,
  checkOutBooking,
  moveGuest,
  stayRoomsView,
} from "../../../server/front-desk/stay-rooms.ts";
import { folioAction, loadFolio } from "./folio.server.ts";
import { listTexts } from "../../../server/texts/outbox.ts";
import { readAdminForm, requireStaff } from "./session.server.ts";
import { resendTextFromForm, textView } from "./texts.server.ts";
import type { Answer, Told } from "../../../domain/said.ts";

type Context = Readonly<RouterContextProvider>;

export async function loadBookingPage(request: Request, context: Context, id: string, now: Date) {
  await requireStaff(request, context);
  const db = context.get(servicesContext).database.db;
  const [booking, stayRooms] = await Promise.all([
    bookingDetail(db, id),
    stayRoomsView(db, id, now),
  ]);
  if (!booking || !stayRooms) throw data(bookingSaid.notFound(), { status: 404 });
  return {
    booking,
    stayRooms,
    // The guest's bill and the desk's money and date moves (folio.server.ts).
    folio: await loadFolio(context, id),
    // The check-in button shows only when the desk may use it (the action checks again).
    canCheckIn: checkInRefusal(booking, motelDate(now)) === undefined,
    // Its SMS and WhatsApp messages (decision 019).
    texts: (await listTexts(db, { bookingId: id })).map(textView),
  };
}

export type BookingActionResult = {
  ok: boolean;
  message: Told;
  intent: string;
  /** Room numbers' intents: messages at fields, and what was typed. */
  errors?: Record<string, Told>;
  fields?: Record<string, string>;
};

/** What an intent answers: its message; refused, its status (and messages at fields). */
type IntentResult = Answer<400 | 404 | 409 | 502>;

/** One form per intent; the answer's status is 400/404/409/502 when refused. */
export async function bookingAction(request: Request, context: Context, id: string, now: Date) {
  const staff = await requireStaff(request, context);
  const { payments } = context.get(servicesContext);
  // The cancel reason is a textarea: line breaks are fine there.
  const form = await readAdminForm(request, { multiLine: ["reason"] });
  const intent = String(form.get("intent") ?? "");
  const fields = Object.fromEntries([...form].map(([key, value]) => [key, String(value)]));
  // The guest's bill and the desk's money and date moves (folio.server.ts).
  const billed = await folioAction(context, staff, id, intent, form);
  if (billed) return billed;
  let result: IntentResult;
  switch (intent) {
    // The rooms section (app/features/front-desk/stay-rooms.tsx).
    case "check-in":
      result = await checkInWithRooms(payments.db, staff, id, fields, now);
      break;
    case "check-out":
      result = await checkOutBooking(payments.db, staff, id, now);
      break;
    case "move":
      result = await moveGuest(payments.db, staff, id, fields, now);
      break;
    case "cancel":
      result = await cancelBooking(
        payments.db,
        staff,
        id,
        { reason: form.get("reason") },
        now,
        settleContext(payments),
      );
      break;
    case "attention-settled":
      result = await settleAttention(payments.db, staff, id, now);
      break;
    case "resend-confirmation":
      result = await resendConfirmation(payments, staff, id, now);
      break;
    case "requery":
      result = await requeryPayment(payments, staff, id, now);
      break;
    case "save-receipt": {
      const saved = await saveMpesaReceipt(
        payments.db,
        {
          bookingId: id,
          attemptId: String(form.get("attemptId") ?? ""),
          receipt: fields.receipt ?? "",
        },
        staff.id,
        now,
      );
      result = saved.ok ? saved : { ...saved, status: 400 };
      break;
    }
    case "resend-text":
      result = await resendTextFromForm(payments.db, form, staff, id);
      break;
    default:
      result = { ok: false, status: 400, message: bookingSaid.unknownAction() };
  }
  return data<BookingActionResult>(
    {
      ok: result.ok,
      message: result.message,
      intent,
      ...(!result.ok && "errors" in result && { errors: result.errors, fields }),
    },
    { status: result.ok ? 200 : result.status },
  );
}
