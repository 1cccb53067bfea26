// The front desk's day view, piece by piece: the day picker, the day's counts, the lists of
// bookings (cards: one column on a phone, more on a tablet or desk screen) and the rooms free
// that night. Every booking card opens the booking's staff page; the common work is done on the
// card itself (card-actions.tsx): check an arrival in, take a payment, check out or extend an
// overstay.
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { phoneLink, type DayBooking, type FrontDeskDay } from "../../../domain/front-desk-day.ts";
import type { DayCheckIn } from "../../../domain/room-board.ts";
import { formatKes } from "../../../domain/money.ts";
import type { Told } from "../../../domain/said.ts";
import { addDays } from "../../../domain/stay.ts";
import { motelDateTime } from "../../../domain/time.ts";
import { wordTold } from "../../../i18n/said.ts";
import { useT } from "../../i18n.tsx";
import type { FrontDeskActionResult } from "../../routes/admin/front-desk.server.ts";
import { FigureLinks } from "../admin/figure-links.tsx";
import { ArrivalActions, OverstayActions, PaymentActions } from "./card-actions.tsx";

type Day = FrontDeskDay & { today: string; checkIns: Record<string, DayCheckIn> };

const longDay = new Intl.DateTimeFormat("en-GB", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
const shortDay = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});

/** "Tuesday 24 November 2026": a motel-local date, read as UTC midnight so no zone shifts it. */
const dayLabel = (date: string, format = longDay) => format.format(new Date(`${date}T00:00:00Z`));

export function DayPicker({
  date,
  today,
  error,
}: {
  date: string;
  today: string;
  error: readonly Told[] | null;
}) {
  const t = useT();
  return (
    <div className="front-desk__day">
      <p className="front-desk__date">
        <time dateTime={date}>{dayLabel(date)}</time>
        {date === today && <span className="admin-badge">{t("staffDesk.today")}</span>}
      </p>
      {error && (
        <p className="admin-error" role="alert">
          {error.map((message) => wordTold(t, message)).join(" ")}
        </p>
      )}
      <Form method="get" className="front-desk__picker">
        <label htmlFor="front-desk-date">{t("staffDesk.day")}</label>
        <input id="front-desk-date" name="date" type="date" defaultValue={date} key={date} />
        <button className="button" type="submit">
          {t("staffDesk.show")}
        </button>
      </Form>
      <nav className="front-desk__steps" aria-label={t("staffDesk.frontDeskOtherDays")}>
        <Link to={`?date=${addDays(date, -1)}`}>{t("staffDesk.frontDeskPreviousDay")}</Link>
        {date !== today && <Link to="?">{t("staffDesk.today")}</Link>}
        <Link to={`?date=${addDays(date, 1)}`}>{t("staffDesk.frontDeskNextDay")}</Link>
      </nav>
    </div>
  );
}

export function DaySummary({ day }: { day: Day }) {
  const t = useT();
  const notPaid = day.arrivals.filter((booking) => booking.notYetPaid).length;
  return (
    <FigureLinks
      label={t("staffDesk.frontDeskInNumbers")}
      figures={[
        {
          label: t("staffDesk.frontDeskArrivals"),
          value: String(day.arrivals.length),
          to: "#arrivals",
          note: notPaid > 0 ? t("staffDesk.frontDeskNotPaid", { count: notPaid }) : undefined,
        },
        {
          label: t("staffDesk.frontDeskInHouse"),
          value: String(day.inHouse.length),
          to: "#in-house",
        },
        {
          label: t("staffDesk.frontDeskDepartures"),
          value: String(day.departures.length),
          to: "#departures",
        },
        {
          label: t("staffDesk.frontDeskOverstays"),
          value: String(day.overstays.length),
          to: "#overstays",
          alert: day.overstays.length > 0,
        },
        {
          label: t("staffDesk.frontDeskNoShows"),
          value: String(day.noShowCandidates.length),
          to: "#no-shows",
          alert: day.noShowCandidates.length > 0,
        },
        {
          label: t("staffDesk.frontDeskRoomsFree"),
          value: t("staffDesk.frontDeskFreeOf", { free: day.freeTotal, total: day.roomsTotal }),
          to: "#rooms-free",
        },
      ]}
    />
  );
}

export function DayLists({
  day,
  answer,
}: {
  day: Day;
  /** The day view's last answer (a card's check-in or payment is answered on the card). */
  answer: FrontDeskActionResult | undefined;
}) {
  const t = useT();
  // The cards' forms post to this page, for the day shown.
  const action = `/admin/front-desk?date=${day.date}`;
  const card = (list: string, booking: DayBooking) => ({
    booking,
    list,
    action,
    answer: answer?.bookingId === booking.id && answer.card === list ? answer : undefined,
  });
  return (
    <>
      <BookingList
        id="arrivals"
        title={t("staffDesk.frontDeskArrivals")}
        empty={t("staffDesk.frontDeskNoArrivals")}
        bookings={day.arrivals}
        actions={(booking) => (
          <ArrivalActions {...card("arrivals", booking)} checkIn={day.checkIns[booking.id]} />
        )}
      >
        {(booking) => (
          <>
            <Rooms booking={booking} />
            <Fact term={t("staffDesk.stay")}>
              {t("staffDesk.frontDeskStayLine", {
                nights: booking.nights,
                date: dayLabel(booking.checkOut, shortDay),
              })}
            </Fact>
            <Fact term={t("staffDesk.source")}>{t(`staffDesk.source_${booking.source}`)}</Fact>
            <Balance booking={booking} />
          </>
        )}
      </BookingList>
      <BookingList
        id="in-house"
        title={t("staffDesk.frontDeskInHouse")}
        empty={t("staffDesk.frontDeskNoInHouse")}
        bookings={day.inHouse}
        actions={(booking) => <PaymentActions {...card("in-house", booking)} />}
      >
        {(booking) => (
          <>
            <Rooms booking={booking} />
            <Fact term={t("staffDesk.frontDeskLeaves")}>
              {dayLabel(booking.checkOut, shortDay)}
            </Fact>
            <Balance booking={booking} />
          </>
        )}
      </BookingList>
      <BookingList
        id="departures"
        title={t("staffDesk.frontDeskDepartures")}
        empty={t("staffDesk.frontDeskNoDepartures")}
        bookings={day.departures}
        actions={(booking) => <PaymentActions {...card("departures", booking)} />}
      >
        {(booking) => (
          <>
            <Rooms booking={booking} />
            <Balance booking={booking} collect />
          </>
        )}
      </BookingList>
      <BookingList
        id="overstays"
        title={t("staffDesk.frontDeskOverstays")}
        empty={t("staffDesk.frontDeskNoOverstays")}
        bookings={day.overstays}
        actions={(booking) =>
          booking.state === "overstay" ? (
            <OverstayActions {...card("overstays", booking)} today={day.today} />
          ) : (
            <PaymentActions {...card("overstays", booking)} />
          )
        }
      >
        {(booking) => (
          <>
            <Rooms booking={booking} />
            <Fact term={t("staffDesk.frontDeskDueOut")}>
              {dayLabel(booking.checkOut, shortDay)}
            </Fact>
            <Balance booking={booking} collect />
          </>
        )}
      </BookingList>
      <BookingList
        id="no-shows"
        title={t("staffDesk.frontDeskNoShows")}
        empty={t("staffDesk.frontDeskNoNoShows")}
        bookings={day.noShowCandidates}
      >
        {(booking) => (
          <>
            <Fact term={t("staffDesk.frontDeskArrival")}>
              {dayLabel(booking.checkIn, shortDay)}
            </Fact>
            {booking.arrivalCutoffAt && (
              <Fact term={t("staffDesk.frontDeskCutoff")}>
                {motelDateTime(new Date(booking.arrivalCutoffAt))}
              </Fact>
            )}
            <Rooms booking={booking} />
            <Balance booking={booking} />
          </>
        )}
      </BookingList>
    </>
  );
}

/**
 * A list of the day's bookings under its heading (a section the summary links to): each card's
 * facts (`children`), then any buttons (`actions`).
 */
function BookingList({
  id,
  title,
  empty,
  bookings,
  children,
  actions,
}: {
  id: string;
  title: string;
  empty: string;
  bookings: DayBooking[];
  children: (booking: DayBooking) => ReactNode;
  actions?: (booking: DayBooking) => ReactNode;
}) {
  const t = useT();
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="front-desk__section">
      <h2 id={`${id}-title`}>
        {title} <span className="front-desk__count">({bookings.length})</span>
      </h2>
      {bookings.length === 0 ? (
        <p className="front-desk__empty">{empty}</p>
      ) : (
        <ul className="front-desk__cards">
          {bookings.map((booking) => (
            <li key={booking.id} className="front-desk__card">
              <Link to={`/admin/bookings/${booking.id}`} className="front-desk__open">
                <span className="front-desk__guest">
                  {booking.guestName || t("staffDesk.guest")}
                </span>
                <span className="front-desk__reference">{booking.reference}</span>
              </Link>
              <p className="front-desk__badges">
                <span
                  className={
                    booking.state === "overstay" ? "admin-badge admin-badge--alert" : "admin-badge"
                  }
                >
                  {t(`staffDesk.stayState_${booking.state}`)}
                </span>
                {booking.notYetPaid && (
                  <span className="admin-badge admin-badge--alert">
                    {t("staffDesk.notYetPaid")}
                  </span>
                )}
              </p>
              <dl className="front-desk__facts">
                {booking.phone && <Phone phone={booking.phone} />}
                {children(booking)}
              </dl>
              {actions?.(booking)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Phone({ phone }: { phone: string }) {
  const t = useT();
  const { href, text } = phoneLink(phone);
  return (
    <Fact term={t("staffDesk.phone")}>
      <a className="front-desk__phone" href={href}>
        {text}
      </a>
    </Fact>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** "Standard Room 101, Deluxe Room (no room yet)". */
function Rooms({ booking }: { booking: DayBooking }) {
  const t = useT();
  const rooms = booking.rooms.map(
    (room) => `${t(`common.type_${room.type}`)} ${room.number ?? `(${t("staffDesk.noRoomYet")})`}`,
  );
  return (
    <Fact term={booking.rooms.length === 1 ? t("staffDesk.room") : t("staffDesk.rooms")}>
      {rooms.join(", ")}
    </Fact>
  );
}

/**
 * What is still to pay. On a departure, money to collect before the guest leaves stands out; a
 * credit (more paid than charged) is said as such.
 */
function Balance({ booking, collect = false }: { booking: DayBooking; collect?: boolean }) {
  const t = useT();
  const { balanceKes } = booking;
  if (balanceKes <= 0) {
    return (
      <Fact term={t("staffDesk.frontDeskBalance")}>
        {balanceKes === 0
          ? t("staffDesk.paidInFull")
          : t("staffDesk.frontDeskCredit", { amount: formatKes(-balanceKes) })}
      </Fact>
    );
  }
  return (
    <Fact term={collect ? t("staffDesk.frontDeskToCollect") : t("staffDesk.balanceDue")}>
      <span className={collect ? "front-desk__collect" : "front-desk__due"}>
        {formatKes(balanceKes)}
      </span>
    </Fact>
  );
}

export function RoomsFree({ day }: { day: Day }) {
  const t = useT();
  return (
    <section id="rooms-free" aria-labelledby="rooms-free-title" className="front-desk__section">
      <h2 id="rooms-free-title">
        {t("staffDesk.frontDeskRoomsFreeTitle", { date: dayLabel(day.date, shortDay) })}{" "}
        <span className="front-desk__count">
          ({t("staffDesk.frontDeskFreeOf", { free: day.freeTotal, total: day.roomsTotal })})
        </span>
      </h2>
      <ul className="front-desk__free">
        {day.roomsFree.map((type) => (
          <li key={type.type} className={type.free === 0 ? "front-desk__free--none" : undefined}>
            <span>{t(`common.type_${type.type}`)}</span>
            <span>
              {t.rich("staffDesk.frontDeskTypeFree", {
                free: type.free,
                rooms: type.rooms,
                b: (chunks) => <strong>{chunks}</strong>,
              })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
