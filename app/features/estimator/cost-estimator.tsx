import { NightLines, TaxLines } from "../../components/price-lines.tsx";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Link, useNavigate, useNavigation } from "react-router";
import { formatKes } from "../../../domain/money.ts";
import {
  MAX_GUESTS_PER_ROOM,
  ROOM_TYPES,
  roomTypeOf,
  type Boarding,
  type RoomTypeKey,
} from "../../../domain/rooms.ts";
import { addDays } from "../../../domain/stay.ts";
import { searchAddress } from "../../../domain/stay-address.ts";
import { useTypedBeforeHydration } from "../../typed-before-hydration.ts";
import { AskUs } from "../../components/ask-us.tsx";
import { askForQuote } from "../../quote-request.ts";
import { useT } from "../../i18n.tsx";
import { boardingName, roomName } from "../../room-words.ts";
import { said } from "../../../domain/said.ts";
import { wordSaid } from "../../../i18n/said.ts";
import {
  checkOutAfter,
  estimate,
  partyForType,
  type EstimatorData,
  type EstimatorField,
} from "./estimate.ts";

type RoomsLeft = Partial<Record<RoomTypeKey, number>>;
/** Rooms left as last answered by the server, for one pair of dates. */
type Known = { dates: string; left: RoomsLeft };
/** What belongs to one room type: reset whenever the type changes. */
type TypeState = {
  roomType: RoomTypeKey;
  chosen: RoomTypeKey;
  adults: string;
  children: string;
  boarding: Boarding;
};

const datesKey = (checkIn: string, checkOut: string) => `${checkIn}/${checkOut}`;

/** spec: a new room type starts at bed & breakfast; the party stays within its capacity. */
const stateFor = (roomType: RoomTypeKey, party: Pick<TypeState, "adults" | "children">) => ({
  roomType,
  chosen: roomType,
  ...partyForType(roomType, party),
  boarding: "bed_breakfast" as const,
});

/**
 * The room page's Cost Estimator (spec: Room page). Totals come from the page's price table as
 * the visitor types; only the rooms left for other dates are asked of the server.
 */
export function CostEstimator({ roomType, data }: { roomType: RoomTypeKey; data: EstimatorData }) {
  const id = useId();
  const t = useT();
  const navigate = useNavigate();
  const navigation = useNavigation();
  // As the address typed it when that makes no stay (sent without scripts): its message shows.
  const opened = data.typed ?? {
    ...data.stay,
    adults: String(data.stay.adults),
    children: String(data.stay.children),
  };
  const [checkIn, setCheckIn] = useState(opened.checkIn);
  const [checkOut, setCheckOut] = useState(opened.checkOut);
  // /room/:type keeps this component mounted from one type to the next (the selector, Related
  // Rooms, the navbar, Back/Forward): the type's own state resets on every change of type, in
  // render (React's "adjusting state when a prop changes"); the dates stay. The first state is
  // the address's party as asked, even one the room cannot take: its message says so.
  const [typeState, setTypeState] = useState<TypeState>(() => ({
    roomType,
    chosen: roomType,
    adults: opened.adults,
    children: opened.children,
    boarding: data.boarding ?? "bed_breakfast",
  }));
  const current = typeState.roomType === roomType ? typeState : stateFor(roomType, typeState);
  if (current !== typeState) setTypeState(current);
  const { adults, children, boarding, chosen } = current;
  const update = (change: Partial<TypeState>) => setTypeState({ ...current, ...change });

  const chosenField = useRef<HTMLSelectElement>(null);
  const checkInField = useRef<HTMLInputElement>(null);
  const checkOutField = useRef<HTMLInputElement>(null);
  const adultsField = useRef<HTMLInputElement>(null);
  const childrenField = useRef<HTMLInputElement>(null);
  const boardingField = useRef<HTMLSelectElement>(null);

  const [known, setKnown] = useState<Known>({
    dates: datesKey(data.stay.checkIn, data.stay.checkOut),
    left: data.roomsLeft,
  });
  /** The dates and type whose rooms-left question failed: not asked again until "Try again". */
  const [failed, setFailed] = useState<string | null>(null);

  const shown = estimate(data, { roomType, checkIn, checkOut, adults, children, boarding });
  useTypedBeforeHydration(
    [
      [chosenField, chosen],
      [checkInField, checkIn],
      [checkOutField, checkOut],
      [adultsField, adults],
      [childrenField, children],
      // Compared with what the select shows: none ("") when no boarding is priced.
      [boardingField, shown.boardings.length > 0 ? shown.boarding : ""],
    ],
    ([typedChosen, typedIn, typedOut, typedAdults, typedChildren, typedBoarding]) => {
      setCheckIn(typedIn!);
      setCheckOut(typedOut!);
      setTypeState((state) => ({
        ...state,
        chosen: typedChosen as RoomTypeKey,
        adults: typedAdults!,
        children: typedChildren!,
        // An empty select (nothing priced) changes no boarding.
        boarding: typedBoarding ? (typedBoarding as Boarding) : state.boarding,
      }));
    },
  );
  const dates = datesKey(checkIn, checkOut);
  const question = `${dates}/${roomType}`;
  // The loader's figures are fresh for the default stay of the page now shown (also after
  // moving to another room type); the server's later answers cover other dates.
  const left =
    (known.dates === dates ? known.left[roomType] : undefined) ??
    (datesKey(data.stay.checkIn, data.stay.checkOut) === dates
      ? data.roomsLeft[roomType]
      : undefined);
  const request = shown.request;
  const mustAsk = left === undefined && request !== null && failed !== question;
  // A string, so the effect below runs again only when the question changes.
  const body = mustAsk ? JSON.stringify(request) : null;

  useEffect(() => {
    if (body === null) return;
    // Wait for the visitor to stop typing a date before asking.
    return askForQuote(body, 250, {
      answer: async (response) => {
        if (!response.ok) throw new Error(`quote answered ${response.status}`);
        const quote = (await response.json()) as { roomsLeft: RoomsLeft };
        setKnown((previous) => ({
          dates,
          left: { ...(previous.dates === dates ? previous.left : {}), ...quote.roomsLeft },
        }));
        setFailed((previous) => (previous === question ? null : previous));
      },
      failed: () => setFailed(question),
    });
  }, [body, dates, question]);

  const soldOut = left === 0 && request !== null;
  const name = (key: RoomTypeKey) => roomName(t, roomTypeOf(key));
  const message =
    shown.message !== null
      ? wordSaid(t, shown.message)
      : soldOut
        ? wordSaid(t, said.soldOut(roomType))
        : null;
  const field = (name: string) => `${id}-${name}`;
  /** A room page's address with this stay: the page opens on it, and it can be shared. */
  const stayHref = (type: RoomTypeKey) => {
    const party = { adults: shown.adults, children: shown.children };
    const query = shown.request ? `?${searchAddress({ checkIn, checkOut, ...party })}` : "";
    return `${t.path(`/room/${type}`)}${query}`;
  };
  /** aria-invalid and aria-describedby for the input the message is about. */
  const cause = (name: EstimatorField) =>
    shown.field === name
      ? { "aria-invalid": true as const, "aria-describedby": field("message") }
      : {};
  const pending =
    chosen !== roomType &&
    navigation.state !== "idle" &&
    navigation.location.pathname === t.path(`/room/${chosen}`)
      ? name(chosen)
      : null;
  // The one polite live region for what the visitor's typing changes: read once per change.
  const summary = pending
    ? t("estimator.opening", { room: pending })
    : (message ??
      t("estimator.totalFor", { total: formatKes(shown.totalKes), nights: shown.nights }));

  return (
    <section id="cost-estimator" className="estimator" aria-labelledby={field("title")}>
      <h2 id={field("title")}>{t("estimator.title")}</h2>
      {/* A GET form to this page: without scripts, "Update the total" asks the server for the
          same figures (room.server.ts reads the address). With them, totals follow the typing
          and the button only puts the stay in the address. */}
      <form
        className="estimator__fields"
        method="get"
        action={t.path(`/room/${roomType}`)}
        onSubmit={(event) => {
          event.preventDefault();
          void navigate(stayHref(roomType), { replace: true, preventScrollReset: true });
        }}
      >
        <Field id={field("room")} label={t("estimator.roomType")} wide>
          {/* The spec's selector navigates to /room/{type}, but on a button press, not on
              change: arrowing through a select fires change in some browsers, and a page
              change on that is a change of context (WCAG 3.2.2). The scroll stays where the
              visitor is; the new page resets the boarding (stateFor). */}
          <div className="estimator__room-type">
            <select
              id={field("room")}
              ref={chosenField}
              value={chosen}
              onChange={(event) => update({ chosen: event.target.value as RoomTypeKey })}
            >
              {ROOM_TYPES.map((type) => (
                <option key={type.key} value={type.key}>
                  {name(type.key)}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => navigate(stayHref(chosen), { preventScrollReset: true })}
            >
              {t("estimator.showRoom")}
            </button>
          </div>
          {pending && (
            <p className="estimator__pending" aria-hidden="true">
              {t("estimator.opening", { room: pending })}
            </p>
          )}
        </Field>
        <Field id={field("check-in")} label={t("rooms.checkIn")}>
          <input
            id={field("check-in")}
            ref={checkInField}
            name="checkIn"
            type="date"
            value={checkIn}
            min={data.today}
            max={addDays(data.today, data.horizonDays - 1)}
            required
            {...cause("checkIn")}
            onChange={(event) => {
              setCheckIn(event.target.value);
              setCheckOut(checkOutAfter(event.target.value, checkOut));
            }}
          />
        </Field>
        <Field id={field("check-out")} label={t("rooms.checkOut")}>
          <input
            id={field("check-out")}
            ref={checkOutField}
            name="checkOut"
            type="date"
            value={checkOut}
            min={checkOutAfter(checkIn, addDays(data.today, 1))}
            max={addDays(data.today, data.horizonDays)}
            required
            {...cause("checkOut")}
            onChange={(event) => setCheckOut(event.target.value)}
          />
        </Field>
        <Field id={field("adults")} label={t("rooms.adults")}>
          <input
            id={field("adults")}
            ref={adultsField}
            name="adults"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_GUESTS_PER_ROOM}
            step={1}
            value={adults}
            {...cause("adults")}
            onChange={(event) => update({ adults: event.target.value })}
          />
        </Field>
        <Field id={field("children")} label={t("rooms.children")}>
          <input
            id={field("children")}
            ref={childrenField}
            name="children"
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_GUESTS_PER_ROOM - 1}
            step={1}
            value={children}
            {...cause("children")}
            onChange={(event) => update({ children: event.target.value })}
          />
        </Field>
        <Field id={field("boarding")} label={t("estimator.boarding")} wide>
          <select
            id={field("boarding")}
            ref={boardingField}
            name="boarding"
            value={shown.boardings.length > 0 ? shown.boarding : ""}
            disabled={shown.boardings.length === 0}
            onChange={(event) => update({ boarding: event.target.value as Boarding })}
          >
            {shown.boardings.length > 0 ? (
              shown.boardings.map((key) => (
                <option key={key} value={key}>
                  {boardingName(t, key)}
                </option>
              ))
            ) : (
              // No boarding is priced for these guests: show none rather than one not offered.
              <option value="">{t("estimator.noneOffered")}</option>
            )}
          </select>
        </Field>
        <button type="submit" className="button button--ghost estimator__update">
          {t("estimator.update")}
        </button>
      </form>
      <p className="estimator__children-note">{t("estimator.childrenFree")}</p>

      <dl className="estimator__summary">
        <div>
          <dt>{t("estimator.nights")}</dt>
          <dd>
            <output htmlFor={`${field("check-in")} ${field("check-out")}`} aria-live="off">
              {shown.nights}
            </output>
          </dd>
        </div>
        <div>
          <dt>{t("estimator.total")}</dt>
          <dd>
            <output className="estimator__total" aria-live="off">
              {formatKes(shown.totalKes)}
            </output>
          </dd>
        </div>
      </dl>
      {shown.message === null && shown.lines.length > 1 && (
        <NightLines lines={shown.lines} label={t("estimator.priceEachNight")} />
      )}
      {shown.message === null && shown.totalKes > 0 && (
        <TaxLines taxes={shown.taxes.taxes} included={shown.taxes.included} />
      )}
      <p id={field("message")} className="estimator__message">
        {message}
      </p>
      <p className="visually-hidden estimator__live" role="status">
        {summary}
      </p>
      {/* Always rendered, so a change of rooms left is announced. */}
      <p className="estimator__left" role="status">
        {request === null || soldOut
          ? null
          : left !== undefined
            ? t("estimator.roomsLeft", { left })
            : failed === question
              ? t("estimator.leftFailed")
              : t("estimator.leftChecking")}
      </p>
      {request !== null && !soldOut && left === undefined && failed === question && (
        <p>
          <button type="button" className="button button--ghost" onClick={() => setFailed(null)}>
            {t("estimator.tryAgain")}
          </button>
        </p>
      )}

      {soldOut ? (
        <div className="estimator__sold-out">
          <p>{t("estimator.soldOutHint")}</p>
          <AskUs />
        </div>
      ) : shown.bookHref !== null ? (
        <Link
          className="button estimator__book"
          to={t.path(shown.bookHref)}
          data-event="book_now"
          data-event-check-in={checkIn}
          data-event-check-out={checkOut}
          data-event-guests={String(shown.adults + shown.children)}
        >
          {t("estimator.bookNow")}
        </Link>
      ) : (
        // No link while the stay cannot be booked: it would carry a broken stay.
        <p className="estimator__book-off">
          <span className="button estimator__book" aria-hidden="true">
            {t("estimator.bookNow")}
          </span>
          <span>{t("estimator.fixFirst")}</span>
        </p>
      )}
    </section>
  );
}

function Field({
  id,
  label,
  wide = false,
  children,
}: {
  id: string;
  label: string;
  /** Across both columns. */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={wide ? "form-field form-field--wide" : "form-field"}>
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}
