import { data, type RouterContextProvider } from "react-router";
import type { Told } from "../../../domain/said.ts";
import { roomSaid } from "../../../domain/staff-said/rooms.ts";
import type { Collision } from "../../../domain/room-board.ts";
import { motelDate } from "../../../domain/time.ts";
import { servicesContext } from "../../../server/context.ts";
import {
  addRoom,
  closeRoom,
  endClosure,
  renameRoom,
  retireRoom,
  setHousekeeping,
  type RoomWriteResult,
} from "../../../server/rooms/manage.ts";
import { currentClosures, roomBoard } from "../../../server/front-desk/room-board.ts";
import { readAdminForm, requireAdmin } from "./session.server.ts";

type Context = Readonly<RouterContextProvider>;

export async function loadRoomsPage(request: Request, context: Context, now: Date) {
  await requireAdmin(request, context, "rooms");
  const db = context.get(servicesContext).database.db;
  const today = motelDate(now);
  const [board, closures] = await Promise.all([
    roomBoard(db, today, now),
    currentClosures(db, today),
  ]);
  return { board, closures, today };
}

export type RoomsActionResult = {
  ok: boolean;
  message: Told;
  intent: string;
  roomId: number | null;
  errors: Record<string, Told>;
  collision: Collision | null;
  /** What was typed, to show again beside the messages. */
  fields: Record<string, string>;
};

/** One form per intent; refused input answers 400/404/409 with messages at the fields. */
export async function roomsAction(request: Request, context: Context, now: Date) {
  const staff = await requireAdmin(request, context, "rooms");
  const db = context.get(servicesContext).database.db;
  const form = await readAdminForm(request);
  const fields = Object.fromEntries([...form].map(([key, value]) => [key, String(value)]));
  const intent = fields.intent ?? "";
  const roomId = Number(fields.roomId);
  const closureId = Number(fields.closureId);
  let result: RoomWriteResult;
  switch (intent) {
    case "add":
      result = await addRoom(db, staff, fields, now);
      break;
    case "rename":
      result = await renameRoom(db, staff, roomId, fields, now);
      break;
    case "retire":
      result = await retireRoom(db, staff, roomId, now);
      break;
    case "close":
      result = await closeRoom(db, staff, roomId, fields, now);
      break;
    case "end-closure":
    case "cancel-closure":
      result = await endClosure(
        db,
        staff,
        roomId,
        closureId,
        intent === "end-closure" ? "end" : "cancel",
        now,
      );
      break;
    case "housekeeping":
      result = await setHousekeeping(db, staff, roomId, fields, now);
      break;
    default:
      result = { ok: false, status: 400, message: roomSaid.unknownAction() };
  }
  return data<RoomsActionResult>(
    {
      ok: result.ok,
      message: result.message,
      intent,
      roomId: Number.isSafeInteger(roomId) && roomId > 0 ? roomId : null,
      errors: (!result.ok && result.errors) || {},
      collision: (!result.ok && result.collision) || null,
      fields,
    },
    { status: result.ok ? 200 : result.status },
  );
}
