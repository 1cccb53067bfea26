import { useEffect, useId, useState, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { motel, whatsappLink } from "../../../content/motel.ts";
import { formatKes } from "../../../domain/money.ts";
import {
  BOARDING_LABELS,
  MAX_GUESTS_PER_ROOM,
  ROOM_TYPES,
  roomTypeOf,
  type Boarding,
  type RoomTypeKey,
} from "../../../domain/rooms.ts";
import { addDays } from "../../../domain/stay.ts";
import { checkOutAfter, estimate, roomsLeftText, type EstimatorData } from "./estimate.ts";

type RoomsLeft = Partial<Record<RoomTypeKey, number>>;
/** Rooms left as last answered by the server, for one pair of dates. */
type Known = { dates: string; left: RoomsLeft };

const datesKey = (checkIn: string, checkOut: string) => `${checkIn}/${checkOut}`;

/**
 * The room page's Cost Estimator (spec: Room page). Totals come from the page's price table as
 * the visitor types; only the rooms left for other dates are asked of the server.
 */
export function CostEstimator({ roomType, data }: { roomType: RoomTypeKey; data: EstimatorData }) {
  const id = useId();
  const navigate = useNavigate();
  const [checkIn, setCheckIn] = useState(data.stay.checkIn);
  const [checkOut, setCheckOut] = useState(data.stay.checkOut);
  const [guests, setGuests] = useState(String(roomTypeOf(roomType).minGuests));
  const [boarding, setBoarding] = useState<Boarding>("bed_breakfast");
  const [known, setKnown] = useState<Known>({
    dates: datesKey(data.stay.checkIn, data.stay.checkOut),
    left: data.roomsLeft,
  });
  const [failedDates, setFailedDates] = useState<string | null>(null);

  const shown = estimate(data, { roomType, checkIn, checkOut, guests, boarding });
  const dates = datesKey(checkIn, checkOut);
  // The loader's figures are fresh for the default stay of the page now shown (also after
  // moving to another room type); the server's later answers cover other dates.
  const left =
    (known.dates === dates ? known.left[roomType] : undefined) ??
    (datesKey(data.stay.checkIn, data.stay.checkOut) === dates
      ? data.roomsLeft[roomType]
      : undefined);
  const request = shown.request;
  const mustAsk = left === undefined && request !== null && failedDates !== dates;
  // A string, so the effect below runs again only when the question changes.
  const body = mustAsk ? JSON.stringify(request) : null;

  useEffect(() => {
    if (body === null) return;
    const controller = new AbortController();
    // Wait for the visitor to stop typing a date before asking.
    const timer = setTimeout(async () => {
      try {
        const response = await fetch("/api/quote", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body,
          signal: controller.signal,
        });
        if (!response.ok) throw new Error(`quote answered ${response.status}`);
        const quote = (await response.json()) as { roomsLeft: RoomsLeft };
        setKnown((previous) => ({
          dates,
          left: { ...(previous.dates === dates ? previous.left : {}), ...quote.roomsLeft },
        }));
      } catch {
        if (!controller.signal.aborted) setFailedDates(dates);
      }
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [body, dates]);

  const soldOut = left === 0 && request !== null;
  const message = shown.message ?? (soldOut ? roomsLeftText(0, roomType) : null);
  const field = (name: string) => `${id}-${name}`;

  return (
    <section className="estimator" aria-labelledby={field("title")}>
      <h2 id={field("title")}>Cost Estimator</h2>
      <div className="estimator__fields">
        <Field id={field("room")} label="Room type">
          <select
            id={field("room")}
            value={roomType}
            onChange={(event) => {
              // spec: changing the room type resets the boarding.
              setBoarding("bed_breakfast");
              navigate(`/room/${event.target.value}`);
            }}
          >
            {ROOM_TYPES.map((type) => (
              <option key={type.key} value={type.key}>
                {type.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id={field("check-in")} label="Check-in">
          <input
            id={field("check-in")}
            type="date"
            value={checkIn}
            min={data.today}
            max={addDays(data.today, data.horizonDays - 1)}
            required
            onChange={(event) => {
              setCheckIn(event.target.value);
              setCheckOut(checkOutAfter(event.target.value, checkOut));
            }}
          />
        </Field>
        <Field id={field("check-out")} label="Check-out">
          <input
            id={field("check-out")}
            type="date"
            value={checkOut}
            min={checkOutAfter(checkIn, addDays(data.today, 1))}
            max={addDays(data.today, data.horizonDays)}
            required
            onChange={(event) => setCheckOut(event.target.value)}
          />
        </Field>
        <Field id={field("guests")} label="Guests">
          <input
            id={field("guests")}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_GUESTS_PER_ROOM}
            step={1}
            value={guests}
            onChange={(event) => setGuests(event.target.value)}
          />
        </Field>
        <Field id={field("boarding")} label="Boarding">
          <select
            id={field("boarding")}
            value={shown.boarding}
            disabled={shown.boardings.length === 0}
            onChange={(event) => setBoarding(event.target.value as Boarding)}
          >
            {(shown.boardings.length > 0 ? shown.boardings : [shown.boarding]).map((key) => (
              <option key={key} value={key}>
                {BOARDING_LABELS[key]}
              </option>
            ))}
          </select>
        </Field>
      </div>

      <dl className="estimator__summary">
        <div>
          <dt>Nights</dt>
          <dd>
            <output htmlFor={`${field("check-in")} ${field("check-out")}`}>{shown.nights}</output>
          </dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>
            <output className="estimator__total" aria-live="polite">
              {formatKes(shown.totalKes)}
            </output>
          </dd>
        </div>
      </dl>
      <p className="estimator__message" role="status">
        {message}
      </p>
      {request !== null && !soldOut && (
        <p className="estimator__left">
          {left !== undefined
            ? roomsLeftText(left, roomType)
            : failedDates === dates
              ? "We could not check the rooms left just now."
              : "Checking the rooms left…"}
        </p>
      )}

      {soldOut ? (
        <div className="estimator__sold-out">
          <p>Try other dates or another room, or ask us about a stay:</p>
          <p className="button-row">
            <a
              className="button"
              href={whatsappLink()}
              target="_blank"
              rel="noopener noreferrer"
              data-event="contact_click"
              data-event-label="whatsapp"
            >
              WhatsApp us
            </a>
            <a
              className="button button--ghost"
              href={`tel:${motel.phones[0].e164}`}
              data-event="contact_click"
              data-event-label="phone_1"
            >
              Call {motel.phones[0].display}
            </a>
          </p>
        </div>
      ) : (
        <Link
          className="button estimator__book"
          to={shown.bookHref}
          data-event="book_now"
          data-event-check-in={checkIn}
          data-event-check-out={checkOut}
          data-event-guests={String(shown.guests)}
        >
          Book a Room Now
        </Link>
      )}
    </section>
  );
}

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}
