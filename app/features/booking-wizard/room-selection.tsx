import { useEffect, useRef } from "react";
import { said, type Said } from "../../../domain/said.ts";
import { wordSaid, wordTold } from "../../../i18n/said.ts";
import { useT } from "../../i18n.tsx";
import { boardingName, roomName } from "../../room-words.ts";
import { capacityMessage, type PriceTable } from "../../../domain/pricing.ts";
import {
  BOARDINGS,
  GUEST_KEYS,
  ROOM_TYPES,
  type Boarding,
  type RoomTypeKey,
} from "../../../domain/rooms.ts";
import { MAX_CHILDREN_PER_ROOM, MAX_ROOMS_PER_STAY } from "../../../domain/booking-limits.ts";
import type { Quote, QuoteAnswer } from "./use-quote.ts";
import {
  boardingChoices,
  roomNightly,
  type RoomChoice,
  type WizardAction,
} from "./wizard-state.ts";
import { PromotionCodeField } from "./promotion-code-field.tsx";
import { perNightWords, QuoteSummary } from "./quote-summary.tsx";

type Props = {
  rooms: RoomChoice[];
  /** The promotion code applied ("" for none). */
  promotionCode: string;
  prices: PriceTable;
  quote: Quote;
  /** The message of each room (null: priced), from roomMessages(). */
  roomMessages: (Said | null)[];
  dispatch: (action: WizardAction) => void;
};

/** [value, label] pairs of a selector. */
type Options = readonly (readonly [string, string])[];
const counts = (from: number, to: number): Options =>
  Array.from({ length: to - from + 1 }, (_, i) => [String(from + i), String(from + i)]);
const ADULTS = counts(1, GUEST_KEYS.length);
const CHILDREN = counts(0, MAX_CHILDREN_PER_ROOM);

/** Step 2, Room Selection: one or more rooms, and the server's total for them. */
export function RoomSelection({
  rooms,
  promotionCode,
  prices,
  quote,
  roomMessages,
  dispatch,
}: Props) {
  const list = useRef<HTMLOListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const count = useRef(rooms.length);
  // Keyboard users land where the change happened: a new room's first field, or Add a room.
  useEffect(() => {
    if (rooms.length > count.current) {
      list.current?.querySelector<HTMLElement>("li:last-child select")?.focus();
    } else if (rooms.length < count.current) {
      addButton.current?.focus();
    }
    count.current = rooms.length;
  }, [rooms.length]);

  const t = useT();
  const full = rooms.length >= MAX_ROOMS_PER_STAY;
  return (
    <>
      <ol ref={list} className="wizard-rooms">
        {rooms.map((room, index) => (
          <RoomFields
            key={index}
            index={index}
            room={room}
            prices={prices}
            quoted={quotedRoom(quote, index, room)}
            message={roomMessages[index] ?? null}
            removable={rooms.length > 1}
            dispatch={dispatch}
          />
        ))}
      </ol>
      <p className="wizard-rooms__add">
        <button
          ref={addButton}
          type="button"
          className="button button--ghost"
          aria-disabled={full || undefined}
          aria-describedby={full ? "book-rooms-full" : undefined}
          onClick={() => {
            if (!full) dispatch({ type: "addRoom" });
          }}
        >
          {t("wizard.addRoom")}
        </button>
        {full && (
          <span id="book-rooms-full">{wordSaid(t, said.tooManyRooms(MAX_ROOMS_PER_STAY))}</span>
        )}
      </p>
      <PromotionCodeField applied={promotionCode} quote={quote} dispatch={dispatch} />
      <QuoteSummary rooms={rooms} quote={quote} />
    </>
  );
}

/** The quote's priced room for this one, when the quote is for the room as it now is. */
function quotedRoom(quote: Quote, index: number, room: RoomChoice) {
  if (quote.status !== "ready") return undefined;
  const quoted = quote.answer.rooms[index];
  const same =
    quoted?.message === null &&
    quoted.type === room.type &&
    quoted.adults === room.adults &&
    quoted.boarding === room.boarding &&
    quoted.nights.length > 0;
  return same ? quoted : undefined;
}

function RoomFields({
  index,
  room,
  prices,
  quoted,
  message,
  removable,
  dispatch,
}: {
  index: number;
  room: RoomChoice;
  prices: PriceTable;
  quoted: QuoteAnswer["rooms"][number] | undefined;
  message: Said | null;
  removable: boolean;
  dispatch: (action: WizardAction) => void;
}) {
  const t = useT();
  const id = (name: string) => `book-room-${index}-${name}`;
  const change = (change: Partial<RoomChoice>) => dispatch({ type: "room", index, change, prices });
  const boardings: readonly Boarding[] = boardingChoices(prices, room) ?? BOARDINGS;
  const nightly = message === null ? roomNightly(prices, room) : undefined;
  // The quote's nights once it has them (a weekend may cost more); the table's price until then.
  const perNight = quoted
    ? perNightWords(
        t,
        quoted.nights.map((night) => night.amountKes),
      )
    : nightly !== undefined
      ? perNightWords(t, [nightly])
      : "";
  return (
    <li className="wizard-room">
      <fieldset>
        <legend>{t("wizard.room", { number: index + 1 })}</legend>
        <div className="wizard-room__fields">
          <Choice
            id={id("type")}
            label={t("wizard.roomType")}
            className="wizard-room__type"
            value={room.type}
            options={ROOM_TYPES.map((type) => [type.key, roomName(t, type)])}
            onChange={(value) => change({ type: value as RoomTypeKey })}
          />
          <Choice
            id={id("adults")}
            label={t("wizard.adults")}
            value={String(room.adults)}
            options={ADULTS}
            describedBy={message !== null ? id("message") : undefined}
            onChange={(value) => change({ adults: Number(value) })}
          />
          <Choice
            id={id("children")}
            label={t("wizard.children")}
            value={String(room.children)}
            options={CHILDREN}
            onChange={(value) => change({ children: Number(value) })}
          />
          <Choice
            id={id("boarding")}
            label={t("wizard.boarding")}
            value={room.boarding}
            options={boardings.map((key) => [key, boardingName(t, key)])}
            onChange={(value) => change({ boarding: value as Boarding })}
          />
        </div>
        <div className="wizard-room__foot">
          {message !== null ? (
            <p id={id("message")} className="wizard-room__message">
              {wordTold(t, message)}
            </p>
          ) : (
            <p className="wizard-room__price">{perNight}</p>
          )}
          {removable && (
            <button
              type="button"
              className="button button--ghost wizard-room__remove"
              onClick={() => dispatch({ type: "removeRoom", index })}
            >
              {t.rich("wizard.removeRoom", {
                number: index + 1,
                hidden: (chunks) => <span className="visually-hidden">{chunks}</span>,
              })}
            </button>
          )}
        </div>
      </fieldset>
    </li>
  );
}

/** One labelled selector; `describedBy` names the message that makes it invalid. */
function Choice({
  id,
  label,
  value,
  options,
  describedBy,
  className,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: Options;
  describedBy?: string;
  className?: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className={className ? `form-field ${className}` : "form-field"}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        aria-invalid={describedBy ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map(([key, text]) => (
          <option key={key} value={key}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Each room's message (spec: room step): no price for its type, adults and boarding. Children the
 * room has no place for are ours to word (decision 029): the capacity's own message.
 */
export function roomMessages(
  rooms: RoomChoice[],
  prices: PriceTable,
  quote: Quote,
): (Said | null)[] {
  return rooms.map((room, i) => {
    const priced = roomNightly(prices, room) !== undefined;
    // The server's table decides when it disagrees with the page's (a price changed since).
    const server = quote.status === "ready" ? quote.answer.rooms[i] : undefined;
    if (priced && !server?.message) return null;
    return (room.children > 0 ? capacityMessage(room.type, room) : undefined) ?? said.roomAdults();
  });
}
