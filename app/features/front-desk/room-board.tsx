// The room board: every active room by type, with its state tonight (vacant, occupied, due out,
// out of order), its housekeeping and the guest in it; one tap per room sets clean / dirty /
// inspected (a plain form POST: works without JavaScript). A room is one short row (on a phone,
// one line each: 39 rooms fit a few screens), several rows side by side on a wide screen. /admin/rooms adds each room's
// management under it; the front desk's day view can show the board alone.
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { HOUSEKEEPING_STATES } from "../../../domain/front-desk.ts";
import type { BoardRoom } from "../../../domain/room-board.ts";
import type { RoomTypeKey } from "../../../domain/rooms.ts";
import { useT } from "../../i18n.tsx";

type Props = {
  rooms: readonly BoardRoom[];
  /** Where the housekeeping taps post (intent=housekeeping, roomId, state); none: no buttons. */
  housekeepingAction?: string;
  /** More under each room (the rooms page's rename, out of order, retire). */
  manage?: (room: BoardRoom) => ReactNode;
  /** The level of the types' headings (the rooms' are one below): 3 under a page's section. */
  level?: 2 | 3;
};

/** Consecutive rooms of one type (the board comes in type order). */
function byType(rooms: readonly BoardRoom[]) {
  const groups: { type: RoomTypeKey; rooms: BoardRoom[] }[] = [];
  for (const room of rooms) {
    const last = groups.at(-1);
    if (last?.type === room.roomType) last.rooms.push(room);
    else groups.push({ type: room.roomType, rooms: [room] });
  }
  return groups;
}

export function RoomBoard({ rooms, housekeepingAction, manage, level = 2 }: Props) {
  const t = useT();
  const TypeHeading = level === 2 ? "h2" : "h3";
  const RoomHeading = level === 2 ? "h3" : "h4";
  return (
    <div className="room-board">
      {byType(rooms).map((group) => (
        <section key={group.type} aria-labelledby={`board-${group.type}`}>
          <TypeHeading id={`board-${group.type}`}>
            {t(`common.type_${group.type}`)}{" "}
            <span className="room-board__count">
              ({t("staffDesk.roomBoardCount", { count: group.rooms.length })})
            </span>
          </TypeHeading>
          <ul className="room-board__rooms">
            {group.rooms.map((room) => (
              <li key={room.id}>
                <article
                  className={`board-room board-room--${room.state}`}
                  aria-labelledby={`room-${room.id}`}
                >
                  <RoomHeading id={`room-${room.id}`} className="board-room__number">
                    {t.rich("staffDesk.roomBoardRoom", {
                      number: room.number,
                      hide: (chunks) => <span className="visually-hidden">{chunks}</span>,
                    })}
                  </RoomHeading>
                  <p className="board-room__state">
                    <span className={`room-state room-state--${room.state}`}>
                      {t(`staffDesk.roomState_${room.state}`)}
                    </span>
                    {/* With the taps, the pressed one says it. */}
                    {housekeepingAction === undefined && (
                      <span className={`room-housekeeping room-housekeeping--${room.housekeeping}`}>
                        {t(`staffDesk.housekeeping_${room.housekeeping}`)}
                      </span>
                    )}
                  </p>
                  {housekeepingAction !== undefined && (
                    <Form
                      method="post"
                      action={housekeepingAction}
                      className="board-room__housekeeping"
                      aria-label={t("staffDesk.roomBoardHousekeeping", { number: room.number })}
                    >
                      <input type="hidden" name="intent" value="housekeeping" />
                      <input type="hidden" name="roomId" value={room.id} />
                      {HOUSEKEEPING_STATES.map((state) => (
                        <button
                          key={state}
                          type="submit"
                          name="state"
                          value={state}
                          className={`room-housekeeping--${state}`}
                          aria-pressed={room.housekeeping === state}
                        >
                          {t(`staffDesk.housekeeping_${state}`)}
                        </button>
                      ))}
                    </Form>
                  )}
                  {room.booking && (
                    <p className="board-room__guest">
                      <Link to={`/admin/bookings/${room.booking.id}`}>
                        {room.booking.guest || room.booking.reference}
                      </Link>{" "}
                      {t("staffDesk.roomBoardGuest", {
                        reference: room.booking.reference,
                        checkOut: room.booking.checkOut,
                      })}
                    </p>
                  )}
                  {manage?.(room)}
                </article>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
