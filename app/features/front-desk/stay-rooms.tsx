// The booking page's rooms section for the desk: check the guest in to room numbers (asking the
// ID number when missing, and confirming a room that is not clean: check-in-form.tsx), check out,
// move to another room. Plain form POSTs to the booking page (intents check-in, check-out, move).
import { Form } from "react-router";
import type { RoomChoice, StayRoomsView } from "../../../domain/room-board.ts";
import type { RoomTypeKey } from "../../../domain/rooms.ts";
import { useT } from "../../i18n.tsx";
import type { Told } from "../../../domain/said.ts";
import { FieldError } from "../admin/field-error.tsx";
import { CheckInForm, roomLabel } from "./check-in-form.tsx";

export type StayRoomsAnswer = {
  ok: boolean;
  message: Told;
  intent: string;
  errors?: Record<string, Told>;
  fields?: Record<string, string>;
};

/** The rooms of a list grouped by type, for <optgroup>s. */
function groups(rooms: readonly RoomChoice[]) {
  const byType = new Map<RoomTypeKey, RoomChoice[]>();
  for (const room of rooms) byType.set(room.roomType, [...(byType.get(room.roomType) ?? []), room]);
  return [...byType];
}

export function StayRooms({ view, answer }: { view: StayRoomsView; answer?: StayRoomsAnswer }) {
  const t = useT();
  const mine =
    answer && ["check-in", "check-out", "move"].includes(answer.intent) ? answer : undefined;
  const errors = (mine && !mine.ok && mine.errors) || {};
  const typed = (!mine?.ok && mine?.fields) || {};
  const choosing = Object.keys(view.checkInChoices).length > 0;
  return (
    <section className="admin-panel stay-rooms" aria-labelledby="stay-rooms-title">
      <h2 id="stay-rooms-title">{t("staffDesk.stayRoomsTitle")}</h2>
      <ul>
        {view.rooms.map((room, i) => (
          <li key={room.id}>
            {t(`common.type_${room.type}`)}
            {view.rooms.length > 1 ? ` ${i + 1}` : ""}:{" "}
            {room.number
              ? t("staffDesk.stayRoomsNumber", { number: room.number })
              : t("staffDesk.noRoomYet")}
          </li>
        ))}
      </ul>
      {choosing && (
        <CheckInForm
          key={mine?.ok ? JSON.stringify(mine.message) : "check-in"}
          rooms={view.rooms.map((room) => ({
            ...room,
            choices: view.checkInChoices[room.id] ?? [],
          }))}
          needsIdNumber={view.needsIdNumber}
          errors={errors}
          typed={typed}
        />
      )}
      {view.canCheckOut && (
        <Form method="post">
          <input type="hidden" name="intent" value="check-out" />
          <button className="button" type="submit">
            {t("staffDesk.stayRoomsCheckOut")}
          </button>
        </Form>
      )}
      {view.inHouse && view.moveChoices.length > 0 && (
        <Form method="post">
          <input type="hidden" name="intent" value="move" />
          {view.rooms.length === 1 ? (
            <input type="hidden" name="bookingRoom" value={view.rooms[0]!.id} />
          ) : (
            <p className="form-field">
              <label htmlFor="move-from">{t("staffDesk.stayRoomsMoveFrom")}</label>
              <select id="move-from" name="bookingRoom" defaultValue={typed.bookingRoom}>
                {view.rooms.map((room) => (
                  <option key={room.id} value={room.id}>
                    {t("staffDesk.stayRoomsMoveFromRoom", {
                      number: room.number ?? "?",
                      type: t(`common.type_${room.type}`),
                    })}
                  </option>
                ))}
              </select>
            </p>
          )}
          <p className="form-field">
            <label htmlFor="move-to">{t("staffDesk.stayRoomsMoveTo")}</label>
            <select
              id="move-to"
              name="to"
              required
              defaultValue={typed.to ?? ""}
              aria-describedby={errors.to ? "move-to-error" : "move-to-note"}
            >
              <option value="" disabled>
                {t("staffDesk.stayRoomsChoose")}
              </option>
              {groups(view.moveChoices).map(([type, rooms]) => (
                <optgroup key={type} label={t(`common.type_${type}`)}>
                  {rooms.map((room) => (
                    <option key={room.id} value={room.id}>
                      {roomLabel(t, room)}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
            <FieldError id="move-to-error" message={errors.to} />
          </p>
          <p id="move-to-note">{t("staffDesk.stayRoomsMoveNote")}</p>
          <button className="button button--ghost" type="submit">
            {t("staffDesk.stayRoomsMove")}
          </button>
        </Form>
      )}
    </section>
  );
}
