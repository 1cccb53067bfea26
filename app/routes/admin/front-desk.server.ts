import { data, type RouterContextProvider } from "react-router";
import { resolveFrontDeskDay } from "../../../domain/schemas/front-desk.ts";
import type { Told } from "../../../domain/said.ts";
import { bookingSaid } from "../../../domain/staff-said/bookings.ts";
import { motelDate } from "../../../domain/time.ts";
import { servicesContext } from "../../../server/context.ts";
import { frontDeskDay } from "../../../server/front-desk/day.ts";
import { setHousekeeping } from "../../../server/rooms/manage.ts";
import { roomBoard } from "../../../server/front-desk/room-board.ts";
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
  return data({ ...day, board, today, error }, { status: error ? 400 : 200 });
}

export type FrontDeskActionResult = { ok: boolean; message: Told };

/**
 * The board's one-tap housekeeping (intent=housekeeping, roomId, state): front-desk work, so any
 * signed-in staff member may (the rooms page's other writes stay admin-only).
 */
export async function frontDeskAction(request: Request, context: Context, now: Date) {
  const staff = await requireStaff(request, context);
  const form = await readAdminForm(request);
  const fields = Object.fromEntries([...form].map(([key, value]) => [key, String(value)]));
  const result =
    fields.intent === "housekeeping"
      ? await setHousekeeping(
          context.get(servicesContext).database.db,
          staff,
          Number(fields.roomId),
          fields,
          now,
        )
      : ({ ok: false, status: 400, message: bookingSaid.unknownAction() } as const);
  return data<FrontDeskActionResult>(
    { ok: result.ok, message: result.message },
    { status: result.ok ? 200 : result.status },
  );
}
