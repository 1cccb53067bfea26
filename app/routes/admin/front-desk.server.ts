import { data, type RouterContextProvider } from "react-router";
import { resolveFrontDeskDay } from "../../../domain/schemas/front-desk.ts";
import type { Told } from "../../../domain/said.ts";
import { bookingSaid } from "../../../domain/staff-said/bookings.ts";
import { motelDate } from "../../../domain/time.ts";
import { servicesContext } from "../../../server/context.ts";
import { frontDeskDay } from "../../../server/front-desk/day.ts";
import { setHousekeeping } from "../../../server/rooms/manage.ts";
import { roomBoard } from "../../../server/front-desk/room-board.ts";
import { takeFolioPayment } from "../../../server/front-desk/folio.ts";
import { checkInsOnArrival, checkInWithRooms } from "../../../server/front-desk/stay-rooms.ts";
import { readAdminForm, requireStaff } from "./session.server.ts";

type Context = Readonly<RouterContextProvider>;

/**
 * /admin/front-desk: the day view for ?date= (today when none) and the room board of that night,
 * in one load. A day that is not a real one, or too far off, is answered 400 with its message and
 * today's view.
 */
export async function loadFrontDeskPage(request: Request, context: Context, now: Date) {
  await requireStaff(request, context);
  const today = motelDate(now);
  const { date, error } = resolveFrontDeskDay(
    { date: new URL(request.url).searchParams.get("date") },
    today,
  );
  const db = context.get(servicesContext).database.db;
  const [day, board] = await Promise.all([frontDeskDay(db, date, now), roomBoard(db, date, now)]);
  // Today's arrivals not yet in: checked in from their card (a day to come cannot be).
  const checkIns =
    date === today
      ? await checkInsOnArrival(
          db,
          day.arrivals.filter((booking) => booking.state === "expected").map(({ id }) => id),
          now,
        )
      : {};
  return data({ ...day, board, checkIns, today, error }, { status: error ? 400 : 200 });
}

export type FrontDeskActionResult = {
  ok: boolean;
  message: Told;
  intent: string;
  /** A card's action (check-in, payment): whose card (and in which list) answers, its fields'
   * messages and values. */
  bookingId?: string;
  card?: string;
  errors?: Record<string, Told>;
  fields?: Record<string, string>;
};

/**
 * The day view's one-tap work, for any signed-in staff member: the board's housekeeping
 * (intent=housekeeping, roomId, state; the rooms page's other writes stay admin-only), and a
 * card's check-in or payment (bookingId), the same moves as on the booking's page.
 */
export async function frontDeskAction(request: Request, context: Context, now: Date) {
  const staff = await requireStaff(request, context);
  const { payments } = context.get(servicesContext);
  const form = await readAdminForm(request);
  const fields = Object.fromEntries([...form].map(([key, value]) => [key, String(value)]));
  const { intent = "", bookingId = "" } = fields;
  const result =
    intent === "housekeeping"
      ? await setHousekeeping(payments.db, staff, Number(fields.roomId), fields, now)
      : intent === "check-in"
        ? await checkInWithRooms(payments.db, staff, bookingId, fields, now)
        : intent === "folio-payment"
          ? await takeFolioPayment(
              payments.db,
              staff,
              bookingId,
              fields,
              payments.clock,
              payments.texts,
            )
          : ({ ok: false, status: 400, message: bookingSaid.unknownAction() } as const);
  return data<FrontDeskActionResult>(
    {
      ok: result.ok,
      message: result.message,
      intent,
      ...(intent !== "housekeeping" && { bookingId, card: fields.card ?? "" }),
      ...(!result.ok && "errors" in result && { errors: result.errors, fields }),
    },
    { status: result.ok ? 200 : result.status === 502 ? 409 : result.status },
  );
}
