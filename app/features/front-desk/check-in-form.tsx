// Checking a guest in to room numbers: a room for each of the booking's rooms (the ones the rules
// allow, a dirty one marked), the guest's ID number when it is not on file, and "check in anyway"
// once the server has refused a room that is not clean. One form for the booking page and the
// day view's arrival cards (intent check-in, checkInWithRooms on the server).
import { Form } from "react-router";
import type { RoomChoice } from "../../../domain/room-board.ts";
import type { RoomTypeKey } from "../../../domain/rooms.ts";
import type { Told } from "../../../domain/said.ts";
import { GUEST_LIMITS } from "../../../domain/schemas/booking.ts";
import { useT, type Translate } from "../../i18n.tsx";
import { FieldError } from "../admin/field-error.tsx";

export type CheckInRoom = {
  id: number;
  type: RoomTypeKey;
  choices: readonly RoomChoice[];
  /** The room proposed (the day view's cards); none: "Choose a room". */
  suggested?: number | null;
};

/** "104", or "104 (not clean)" for a dirty room. */
export const roomLabel = (t: Translate, room: RoomChoice) =>
  room.housekeeping === "dirty" ? t("staffDesk.notClean", { number: room.number }) : room.number;

export function CheckInForm({
  rooms,
  needsIdNumber,
  errors,
  typed,
  action,
  hidden = {},
  idPrefix = "check-in",
}: {
  rooms: readonly CheckInRoom[];
  needsIdNumber: boolean;
  /** The last refusal's messages at fields ("room.<id>", "idNumber", "dirtyOk"), and what was sent. */
  errors: Record<string, Told>;
  typed: Record<string, string>;
  /** Where it posts (the day view); the page's own action when none. */
  action?: string;
  /** More to send (a card's booking and list). */
  hidden?: Record<string, string>;
  /** Makes the fields' ids unique when several bookings' forms share a page. */
  idPrefix?: string;
}) {
  const t = useT();
  const dirtyNumbers = errors.dirtyOk
    ? rooms
        .flatMap((room) =>
          room.choices.filter(
            (choice) =>
              String(choice.id) === typed[`room.${room.id}`] && choice.housekeeping === "dirty",
          ),
        )
        .map((room) => room.number)
        .join(", ")
    : "";
  const idField = `${idPrefix}-id`;
  return (
    <Form method="post" action={action} className="check-in-form">
      <input type="hidden" name="intent" value="check-in" />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {rooms.map((room, i) => {
        const field = `room.${room.id}`;
        const id = `${idPrefix}-room-${room.id}`;
        return (
          <p className="form-field" key={room.id}>
            <label htmlFor={id}>
              {t("staffDesk.stayRoomsRoomFor", { type: t(`common.type_${room.type}`) })}
              {rooms.length > 1 ? ` ${i + 1}` : ""}
            </label>
            <select
              id={id}
              name={field}
              required
              defaultValue={typed[field] ?? String(room.suggested ?? "")}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={errors[field] ? `${id}-error` : undefined}
            >
              <option value="" disabled>
                {t("staffDesk.stayRoomsChoose")}
              </option>
              {room.choices.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {roomLabel(t, choice)}
                </option>
              ))}
            </select>
            <FieldError id={`${id}-error`} message={errors[field]} />
          </p>
        );
      })}
      {needsIdNumber && (
        <p className="form-field">
          <label htmlFor={idField}>{t("staffDesk.stayRoomsIdNumber")}</label>
          <input
            id={idField}
            name="idNumber"
            required
            minLength={GUEST_LIMITS.idMin}
            maxLength={GUEST_LIMITS.idMax}
            autoComplete="off"
            defaultValue={typed.idNumber}
            aria-invalid={errors.idNumber ? true : undefined}
            aria-describedby={errors.idNumber ? `${idField}-error` : undefined}
          />
          <FieldError id={`${idField}-error`} message={errors.idNumber} />
        </p>
      )}
      {errors.dirtyOk && (
        <p className="form-field">
          <label>
            <input type="checkbox" name="dirtyOk" value="yes" />{" "}
            {t("staffDesk.dirtyCheckInAnyway", { number: dirtyNumbers })}
          </label>
        </p>
      )}
      <button className="button" type="submit">
        {t("staffDesk.stayRoomsCheckIn")}
      </button>
    </Form>
  );
}
