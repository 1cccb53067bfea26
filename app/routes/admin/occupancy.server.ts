import type { RouterContextProvider } from "react-router";
import { occupancyFrom } from "../../../server/bookings/admin.ts";
import { servicesContext } from "../../../server/context.ts";
import { requireStaff } from "./session.server.ts";

type Context = Readonly<RouterContextProvider>;

export async function loadOccupancyPage(request: Request, context: Context, now: Date) {
  await requireStaff(request, context);
  return occupancyFrom(context.get(servicesContext).database.db, now);
}
