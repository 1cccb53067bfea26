import { data, type RouterContextProvider } from "react-router";
import { resolveFrontDeskDay } from "../../../domain/schemas/front-desk.ts";
import { motelDate } from "../../../domain/time.ts";
import { servicesContext } from "../../../server/context.ts";
import { frontDeskDay } from "../../../server/front-desk/day.ts";
import { requireStaff } from "./session.server.ts";

type Context = Readonly<RouterContextProvider>;

/**
 * /admin/front-desk: the day view for ?date= (today when none). A day that is not a real one, or
 * too far off, is answered 400 with its message and today's view.
 */
export async function loadFrontDeskPage(request: Request, context: Context, now: Date) {
  await requireStaff(request, context);
  const today = motelDate(now);
  const { date, error } = resolveFrontDeskDay(
    { date: new URL(request.url).searchParams.get("date") },
    today,
  );
  const day = await frontDeskDay(context.get(servicesContext).database.db, date, now);
  return data({ ...day, today, error }, { status: error ? 400 : 200 });
}
