// /admin/rooms (admins only): the motel's numbered rooms on the room board, by type; add a room,
// rename or retire one, take one out of order for some nights (told which bookings collide, and
// choosing), and set housekeeping with one tap.
import { Form } from "react-router";
import type { Route } from "./+types/rooms";
import type { BoardRoom, Collision } from "../../../domain/room-board.ts";
import { ROOM_TYPES } from "../../../domain/rooms.ts";
import { CLOSURE_REASON_MAX, ROOM_NUMBER_MAX } from "../../../domain/schemas/rooms.ts";
import { adminTitle } from "../../features/admin/staff-route.ts";
import { RoomBoard } from "../../features/front-desk/room-board.tsx";
import { useT } from "../../i18n.tsx";
import { loadRoomsPage, roomsAction, type RoomsActionResult } from "./rooms.server.ts";
import { ActionNotice } from "../../features/admin/action-notice.tsx";
import { FieldError } from "../../features/admin/field-error.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadRoomsPage(request, context, new Date());
}

export async function action({ request, context }: Route.ActionArgs) {
  return roomsAction(request, context, new Date());
}

export const meta = adminTitle("staffSettings.roomsTitle");

/** The bookings a retirement or closure would leave without a room. */
export function CollisionList({ collision, label }: { collision: Collision; label: string }) {
  const t = useT();
  const nights = collision.nights.map(({ night, short }) =>
    t("staffSettings.nightShort", { night, short }),
  );
  return (
    <div className="room-collision" role="region" aria-label={label}>
      <p>{t("staffSettings.collisionBookings")}</p>
      <ul>
        {collision.bookings.map((stay) => (
          <li key={stay.bookingId}>
            {t.rich("staffSettings.collisionStay", {
              booking: (chunks) => <a href={`/admin/bookings/${stay.bookingId}`}>{chunks}</a>,
              reference: stay.reference,
              guest: stay.guest,
              checkIn: stay.checkIn,
              checkOut: stay.checkOut,
            })}
          </li>
        ))}
      </ul>
      <p>{t("staffSettings.roomsShort", { nights: nights.join("; ") })}</p>
    </div>
  );
}

function ManageRoom({
  room,
  closures,
  today,
  answer,
}: {
  room: BoardRoom;
  closures: Route.ComponentProps["loaderData"]["closures"];
  today: string;
  answer: RoomsActionResult | undefined;
}) {
  const t = useT();
  const mine = answer?.roomId === room.id ? answer : undefined;
  const failed = mine && !mine.ok ? mine : undefined;
  const errors = failed?.errors ?? {};
  const typed = (intent: string, name: string) =>
    failed?.intent === intent ? failed.fields[name] : undefined;
  const id = (name: string) => `${name}-${room.id}`;
  const ownClosures = closures.filter((closure) => closure.roomId === room.id);
  return (
    // A new answer starts the panel afresh: open only to show what this room's request was refused.
    <details
      open={failed !== undefined}
      key={answer ? `${answer.intent} ${JSON.stringify(answer.message)}` : ""}
    >
      <summary>{t("staffSettings.manageRoom", { number: room.number })}</summary>
      {ownClosures.length > 0 && (
        <ul className="board-room__closures">
          {ownClosures.map((closure) => (
            <li key={closure.id}>
              {t("staffSettings.outOfOrderPeriod", {
                start: closure.startDate,
                end: closure.endDate,
                reason: closure.reason,
              })}
              <Form method="post" className="admin-form-row">
                <input type="hidden" name="roomId" value={room.id} />
                <input type="hidden" name="closureId" value={closure.id} />
                {closure.startDate < today && (
                  <button
                    className="button button--small button--ghost"
                    name="intent"
                    value="end-closure"
                  >
                    {t("staffSettings.backInServiceToday")}
                  </button>
                )}
                <button
                  className="button button--small button--ghost"
                  name="intent"
                  value="cancel-closure"
                >
                  {t("staffSettings.cancelPeriod")}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <Form method="post" key={`rename-${room.number}`}>
        <input type="hidden" name="intent" value="rename" />
        <input type="hidden" name="roomId" value={room.id} />
        <p className="form-field">
          <label htmlFor={id("number")}>
            {t("staffSettings.newNumberFor", { number: room.number })}
          </label>
          <input
            id={id("number")}
            name="number"
            required
            maxLength={ROOM_NUMBER_MAX}
            autoComplete="off"
            defaultValue={typed("rename", "number") ?? room.number}
            aria-invalid={errors.number && failed?.intent === "rename" ? true : undefined}
            aria-describedby={failed?.intent === "rename" ? id("number-error") : undefined}
          />
        </p>
        <FieldError
          id={id("number-error")}
          message={failed?.intent === "rename" ? errors.number : undefined}
        />
        <button className="button button--small button--ghost" type="submit">
          {t("staffSettings.rename")}
        </button>
      </Form>
      <Form method="post">
        <input type="hidden" name="intent" value="close" />
        <input type="hidden" name="roomId" value={room.id} />
        <fieldset>
          <legend>{t("staffSettings.takeOutOfOrderLegend", { number: room.number })}</legend>
          <p className="form-field">
            <label htmlFor={id("start")}>{t("staffSettings.firstNightOut")}</label>
            <input
              id={id("start")}
              name="startDate"
              type="date"
              required
              min={today}
              defaultValue={typed("close", "startDate") ?? today}
              aria-describedby={errors.startDate ? id("start-error") : undefined}
            />
          </p>
          <FieldError id={id("start-error")} message={errors.startDate} />
          <p className="form-field">
            <label htmlFor={id("end")}>{t("staffSettings.backInServiceOn")}</label>
            <input
              id={id("end")}
              name="endDate"
              type="date"
              required
              min={today}
              defaultValue={typed("close", "endDate")}
              aria-describedby={errors.endDate ? id("end-error") : undefined}
            />
          </p>
          <FieldError id={id("end-error")} message={errors.endDate} />
          <p className="form-field">
            <label htmlFor={id("reason")}>{t("staffSettings.reason")}</label>
            <input
              id={id("reason")}
              name="reason"
              required
              maxLength={CLOSURE_REASON_MAX}
              placeholder={t("staffSettings.reasonPlaceholder")}
              defaultValue={typed("close", "reason")}
              aria-describedby={errors.reason ? id("reason-error") : undefined}
            />
          </p>
          <FieldError id={id("reason-error")} message={errors.reason} />
          {failed?.intent === "close" && failed.collision && (
            <>
              <CollisionList
                collision={failed.collision}
                label={t("staffSettings.collidingWithClosure", { number: room.number })}
              />
              <p className="form-field">
                <label>
                  <input type="checkbox" name="anyway" value="yes" />{" "}
                  {t("staffSettings.takeOutAnyway")}
                </label>
              </p>
            </>
          )}
          <button className="button button--small" type="submit">
            {t("staffSettings.takeOutOfOrder")}
          </button>
        </fieldset>
      </Form>
      <Form method="post">
        <input type="hidden" name="intent" value="retire" />
        <input type="hidden" name="roomId" value={room.id} />
        {failed?.intent === "retire" && failed.collision && (
          <CollisionList
            collision={failed.collision}
            label={t("staffSettings.bookingsNeedingRoom", { number: room.number })}
          />
        )}
        <button className="button button--small button--danger" type="submit">
          {t("staffSettings.retireRoom", { number: room.number })}
        </button>
      </Form>
    </details>
  );
}

export default function Rooms({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { board, closures, today } = loaderData;
  const adding = actionData?.intent === "add" && !actionData.ok ? actionData : undefined;
  return (
    <section className="admin-page" aria-labelledby="rooms-title">
      <h1 id="rooms-title">{t("staffSettings.roomsTitle")}</h1>
      <p>{t("staffSettings.roomsIntro", { today })}</p>
      <ActionNotice answer={actionData} />
      <RoomBoard
        rooms={board}
        housekeepingAction="/admin/rooms"
        manage={(room) => (
          <ManageRoom room={room} closures={closures} today={today} answer={actionData} />
        )}
      />
      <div className="admin-panel">
        <h2>{t("staffSettings.addRoomTitle")}</h2>
        <Form
          method="post"
          key={
            actionData?.intent === "add" && actionData.ok
              ? JSON.stringify(actionData.message)
              : "add"
          }
        >
          <input type="hidden" name="intent" value="add" />
          <div className="admin-form-row">
            <p className="form-field">
              <label htmlFor="new-room-type">{t("staffSettings.roomType")}</label>
              <select
                id="new-room-type"
                name="type"
                defaultValue={adding?.fields.type ?? ""}
                required
              >
                <option value="" disabled>
                  {t("staffSettings.chooseType")}
                </option>
                {ROOM_TYPES.map((type) => (
                  <option key={type.key} value={type.key}>
                    {t(`common.type_${type.key}`)}
                  </option>
                ))}
              </select>
              <FieldError id="new-room-type-error" message={adding?.errors.type} />
            </p>
            <p className="form-field">
              <label htmlFor="new-room-number">{t("staffSettings.roomNumber")}</label>
              <input
                id="new-room-number"
                name="number"
                required
                maxLength={ROOM_NUMBER_MAX}
                autoComplete="off"
                defaultValue={adding?.fields.number}
                aria-invalid={adding?.errors.number ? true : undefined}
                aria-describedby={adding?.errors.number ? "new-room-number-error" : undefined}
              />
              <FieldError id="new-room-number-error" message={adding?.errors.number} />
            </p>
            <p className="form-field">
              <button className="button" type="submit">
                {t("staffSettings.addRoom")}
              </button>
            </p>
          </div>
        </Form>
      </div>
    </section>
  );
}
