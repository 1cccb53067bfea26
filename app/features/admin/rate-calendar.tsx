// The rate calendar on /admin/prices (issue 16): per room type the next 90 nights with each
// night's price (B&B for the type's smallest guest count), the rule it came from, rooms left and
// stay rules; one form gives a range of dates an adjustment (a rate period), others set weekday
// rules, the holiday adjustment and the holidays' dates. Plain forms: they work without JavaScript.
import { useState } from "react";
import { Form } from "react-router";
import { formatKes } from "../../../domain/money.ts";
import { adjustmentText, WEEKDAY_NAMES, type TypeAdjustments } from "../../../domain/rates.ts";
import {
  BOARDING_LABELS,
  BOARDINGS,
  GUEST_KEYS,
  ROOM_TYPES,
  roomTypeOf,
  type RoomTypeKey,
} from "../../../domain/rooms.ts";
import { MAX_TAX_LINES } from "../../../domain/schemas/rates.ts";
import type { loadPricesPage } from "../../routes/admin/prices.server.ts";
import { SavedSwahiliName, SwahiliNameField } from "./swahili-name-field.tsx";

type Calendar = Awaited<ReturnType<typeof loadPricesPage>>["rates"];

const ACTION = "/admin/prices/rates";

function adjustmentsText(adjustments: TypeAdjustments): string {
  const entries = Object.entries(adjustments) as [
    RoomTypeKey,
    { kind: "percent" | "kes"; value: number },
  ][];
  if (entries.length === 0) return "none";
  const texts = new Set(entries.map(([, a]) => adjustmentText(a)));
  if (entries.length === ROOM_TYPES.length && texts.size === 1) return `${[...texts][0]} all rooms`;
  return entries.map(([type, a]) => `${roomTypeOf(type).name} ${adjustmentText(a)}`).join(", ");
}

function RoomTypeChoices({ idPrefix }: { idPrefix: string }) {
  return (
    <fieldset className="rate-form__types">
      <legend>Room types</legend>
      {ROOM_TYPES.map((type) => (
        <label key={type.key} htmlFor={`${idPrefix}-${type.key}`}>
          <input
            id={`${idPrefix}-${type.key}`}
            type="checkbox"
            name={`roomType.${type.key}`}
            defaultChecked
          />{" "}
          {type.name}
        </label>
      ))}
    </fieldset>
  );
}

function AdjustmentFields({ idPrefix }: { idPrefix: string }) {
  return (
    <>
      <label htmlFor={`${idPrefix}-value`}>
        Adjustment (negative to lower)
        <input id={`${idPrefix}-value`} name="value" inputMode="numeric" required />
      </label>
      <label htmlFor={`${idPrefix}-kind`}>
        In
        <select id={`${idPrefix}-kind`} name="kind" defaultValue="percent">
          <option value="percent">percent</option>
          <option value="kes">KES</option>
        </select>
      </label>
    </>
  );
}

export function RateCalendar({
  rates,
  note,
}: {
  rates: Calendar;
  note: { ok: boolean; message: string } | null;
}) {
  const [typeKey, setTypeKey] = useState<RoomTypeKey>("standard");
  const shown = rates.types.find((type) => type.key === typeKey) ?? rates.types[0]!;
  return (
    <section id="rates" className="rate-calendar" aria-labelledby="rates-title">
      <h2 id="rates-title">Rate calendar</h2>
      <p>
        Each night&apos;s price for the next 90 nights, as guests are quoted it (bed &amp; breakfast
        for the room type&apos;s smallest number of guests), the rule it comes from, rooms left and
        stay rules. Periods apply first, then one holiday or weekday adjustment.
      </p>
      {note && (
        <p role={note.ok ? "status" : "alert"} className={note.ok ? "admin-ok" : "admin-error"}>
          {note.message}
        </p>
      )}
      <label htmlFor="rates-type">
        Room type{" "}
        <select
          id="rates-type"
          value={typeKey}
          onChange={(event) => setTypeKey(event.target.value as RoomTypeKey)}
        >
          {rates.types.map((type) => (
            <option key={type.key} value={type.key}>
              {type.name}
            </option>
          ))}
        </select>
      </label>
      <Form method="get" action="/admin/prices#rates" className="rate-form" aria-label="Prices for">
        <label htmlFor="rates-guests">
          Guests
          <select
            id="rates-guests"
            name="ratesGuests"
            defaultValue={rates.view.adults === null ? "" : String(rates.view.adults)}
          >
            <option value="">Each type&apos;s smallest</option>
            {GUEST_KEYS.map((_, i) => (
              <option key={i} value={String(i + 1)}>
                {i + 1}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor="rates-boarding">
          Boarding
          <select id="rates-boarding" name="ratesBoarding" defaultValue={rates.view.boarding}>
            {BOARDINGS.map((boarding) => (
              <option key={boarding} value={boarding}>
                {BOARDING_LABELS[boarding]}
              </option>
            ))}
          </select>
        </label>
        <button className="button button--small" type="submit">
          Show these prices
        </button>
      </Form>
      <div className="admin-table-wrap" role="region" aria-label="Nightly prices" tabIndex={0}>
        <table className="admin-table rate-calendar__table">
          <caption>
            {shown.name}, {shown.guests} {shown.guests === 1 ? "guest" : "guests"},{" "}
            {BOARDING_LABELS[rates.view.boarding].toLowerCase()}
          </caption>
          <thead>
            <tr>
              <th scope="col">Night</th>
              <th scope="col" className="number">
                Price
              </th>
              <th scope="col">Rule</th>
              <th scope="col" className="number">
                Rooms left
              </th>
              <th scope="col">Stay rules</th>
            </tr>
          </thead>
          <tbody>
            {shown.nights.map((night) => (
              <tr key={night.date} data-date={night.date}>
                <th scope="row" className="admin-nowrap">
                  {WEEKDAY_NAMES[new Date(`${night.date}T00:00:00Z`).getUTCDay()]!.slice(0, 3)}{" "}
                  {night.date}
                </th>
                <td className="number admin-nowrap">
                  {night.amountKes === null ? "—" : formatKes(night.amountKes)}
                </td>
                <td>
                  {night.rule}
                  {night.holiday && !night.rule.includes(night.holiday)
                    ? ` (${night.holiday})`
                    : ""}
                </td>
                <td className="number">{night.left}</td>
                <td>{night.stayRules}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h3>Adjust a range of dates</h3>
      <Form
        method="post"
        action={ACTION}
        className="rate-form"
        aria-label="Adjust a range of dates"
      >
        <input type="hidden" name="intent" value="range" />
        <label htmlFor="range-name">
          Name
          <input id="range-name" name="name" required maxLength={80} placeholder="Easter" />
        </label>
        <SwahiliNameField id="range-name-sw" />
        <label htmlFor="range-first">
          First night
          <input id="range-first" name="firstNight" type="date" required min={rates.today} />
        </label>
        <label htmlFor="range-last">
          Last night
          <input id="range-last" name="lastNight" type="date" required min={rates.today} />
        </label>
        <AdjustmentFields idPrefix="range" />
        <RoomTypeChoices idPrefix="range" />
        <button className="button button--small" type="submit">
          Save the period
        </button>
      </Form>

      <h3>Periods</h3>
      {rates.periods.length === 0 ? (
        <p>No periods.</p>
      ) : (
        <ul className="rate-list">
          {rates.periods.map((period) => (
            <li key={period.id}>
              {period.name}
              <SavedSwahiliName named={period} />: {period.firstNight} to {period.lastNight},{" "}
              {period.table ? "own prices" : adjustmentsText(period.adjustments)}
              <Form method="post" action={ACTION} className="rate-list__delete">
                <input type="hidden" name="intent" value="delete-period" />
                <input type="hidden" name="id" value={period.id} />
                <button className="button button--small" type="submit">
                  Delete {period.name}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}

      <h3>Weekday rules</h3>
      {rates.weekdayRules.length === 0 ? (
        <p>No weekday rules.</p>
      ) : (
        <ul className="rate-list">
          {rates.weekdayRules.map((rule) => (
            <li key={rule.id}>
              {rule.name}
              <SavedSwahiliName named={rule} />: {rule.days} nights,{" "}
              {adjustmentsText(rule.adjustments)}
              <Form method="post" action={ACTION} className="rate-list__delete">
                <input type="hidden" name="intent" value="delete-weekday" />
                <input type="hidden" name="id" value={rule.id} />
                <button className="button button--small" type="submit">
                  Delete {rule.name}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <Form method="post" action={ACTION} className="rate-form" aria-label="Add a weekday rule">
        <input type="hidden" name="intent" value="weekday" />
        <label htmlFor="weekday-name">
          Name
          <input id="weekday-name" name="name" required maxLength={80} placeholder="Weekend" />
        </label>
        <SwahiliNameField id="weekday-name-sw" />
        <fieldset>
          <legend>Nights starting on</legend>
          {WEEKDAY_NAMES.map((day, i) => (
            <label key={day} htmlFor={`weekday-${i}`}>
              <input id={`weekday-${i}`} type="checkbox" name={`weekday.${i}`} /> {day}
            </label>
          ))}
        </fieldset>
        <AdjustmentFields idPrefix="weekday" />
        <RoomTypeChoices idPrefix="weekday" />
        <button className="button button--small" type="submit">
          Add the weekday rule
        </button>
      </Form>

      <h3>Stay rules</h3>
      {rates.stayRules.length === 0 ? (
        <p>No stay rules.</p>
      ) : (
        <ul className="rate-list">
          {rates.stayRules.map((rule) => {
            const name = `stay rule ${rule.firstNight} to ${rule.lastNight}`;
            return (
              <li key={rule.id}>
                Arrivals {rule.firstNight} to {rule.lastNight},{" "}
                {rule.roomTypes.length === 0
                  ? "all rooms"
                  : rule.roomTypes.map((type) => roomTypeOf(type).name).join(", ")}
                :{" "}
                {[
                  ...(rule.minNights ? [`at least ${rule.minNights} nights`] : []),
                  ...(rule.closedToArrival ? ["closed to arrival"] : []),
                  ...(rule.sameDayCutoff ? [`online same-day until ${rule.sameDayCutoff}`] : []),
                ].join(", ")}
                <Form method="post" action={ACTION} className="rate-list__delete">
                  <input type="hidden" name="intent" value="delete-stay-rule" />
                  <input type="hidden" name="id" value={rule.id} />
                  <button className="button button--small" type="submit">
                    Delete {name}
                  </button>
                </Form>
              </li>
            );
          })}
        </ul>
      )}
      <Form method="post" action={ACTION} className="rate-form" aria-label="Add a stay rule">
        <input type="hidden" name="intent" value="stay-rule" />
        <label htmlFor="stay-first">
          First arrival date
          <input id="stay-first" name="firstNight" type="date" required min={rates.today} />
        </label>
        <label htmlFor="stay-last">
          Last arrival date
          <input id="stay-last" name="lastNight" type="date" required min={rates.today} />
        </label>
        <label htmlFor="stay-min">
          Minimum nights (optional)
          <input id="stay-min" name="minNights" inputMode="numeric" />
        </label>
        <label htmlFor="stay-closed">
          <input id="stay-closed" name="closedToArrival" type="checkbox" /> Closed to arrival
        </label>
        <label htmlFor="stay-cutoff">
          Online same-day cut-off (optional)
          <input id="stay-cutoff" name="sameDayCutoff" type="time" />
        </label>
        <RoomTypeChoices idPrefix="stay" />
        <button className="button button--small" type="submit">
          Add the stay rule
        </button>
      </Form>

      <h3>Taxes</h3>
      <Form method="post" action={ACTION} className="rate-form" aria-label="Taxes">
        <input type="hidden" name="intent" value="taxes" />
        <label htmlFor="taxes-included">
          <input
            id="taxes-included"
            name="taxesIncluded"
            type="checkbox"
            defaultChecked={rates.taxes.included}
          />{" "}
          Prices include the taxes (untick to add them on top)
        </label>
        {Array.from({ length: MAX_TAX_LINES }, (_, i) => {
          const line = rates.taxes.lines[i];
          return (
            <fieldset key={`${i}-${line?.name ?? ""}`} className="rate-form__tax">
              <legend>Tax {i + 1}</legend>
              <label htmlFor={`tax-${i}-name`}>
                Name
                <input
                  id={`tax-${i}-name`}
                  name={`tax.${i}.name`}
                  maxLength={40}
                  defaultValue={line?.name ?? ""}
                />
              </label>
              <SwahiliNameField
                id={`tax-${i}-name-sw`}
                name={`tax.${i}.nameSw`}
                maxLength={40}
                defaultValue={line?.nameSw ?? ""}
              />
              <label htmlFor={`tax-${i}-rate`}>
                Rate (%)
                <input
                  id={`tax-${i}-rate`}
                  name={`tax.${i}.rate`}
                  inputMode="decimal"
                  defaultValue={line ? String(line.ratePercent) : ""}
                />
              </label>
            </fieldset>
          );
        })}
        <button className="button button--small" type="submit">
          Save the taxes
        </button>
      </Form>

      <h3>Public holidays</h3>
      <p>Holiday adjustment: {adjustmentsText(rates.holidayAdjustments)}.</p>
      <Form method="post" action={ACTION} className="rate-form" aria-label="Holiday adjustment">
        <input type="hidden" name="intent" value="holiday-adjustment" />
        <AdjustmentFields idPrefix="holiday" />
        <button className="button button--small" type="submit">
          Set the holiday adjustment
        </button>
      </Form>
      <div className="admin-table-wrap" role="region" aria-label="Public holidays" tabIndex={0}>
        <table className="admin-table">
          <caption className="visually-hidden">Public holidays</caption>
          <thead>
            <tr>
              <th scope="col">Holiday</th>
              <th scope="col">Date (empty: not kept, or an Idd not yet confirmed)</th>
            </tr>
          </thead>
          <tbody>
            {rates.holidays.map((holiday) => (
              <tr key={`${holiday.year}-${holiday.key}`}>
                <th scope="row">
                  {holiday.name} {holiday.year}
                </th>
                <td>
                  <Form method="post" action={ACTION} className="rate-holiday">
                    <input type="hidden" name="intent" value="holiday" />
                    <input type="hidden" name="year" value={holiday.year} />
                    <input type="hidden" name="key" value={holiday.key} />
                    <input type="hidden" name="name" value={holiday.name} />
                    <SwahiliNameField
                      id={`holiday-${holiday.year}-${holiday.key}-sw`}
                      defaultValue={holiday.nameSw ?? ""}
                      of={`${holiday.name} ${holiday.year}`}
                    />{" "}
                    <input
                      type="date"
                      name="date"
                      aria-label={`Date of ${holiday.name} ${holiday.year}`}
                      defaultValue={holiday.date ?? ""}
                    />{" "}
                    <button className="button button--small" type="submit">
                      Save
                    </button>
                  </Form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
