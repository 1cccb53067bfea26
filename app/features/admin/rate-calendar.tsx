// The rate calendar on /admin/prices (issue 16): per room type the next 90 nights with each
// night's price (B&B for the type's smallest guest count), the rule it came from, rooms left and
// stay rules; one form gives a range of dates an adjustment (a rate period), others set weekday
// rules, the holiday adjustment and the holidays' dates. Plain forms: they work without JavaScript.
import { useState, type ReactNode } from "react";
import { Form } from "react-router";
import { formatKes } from "../../../domain/money.ts";
import type { Named } from "../../../domain/names.ts";
import { adjustmentText, type TypeAdjustments } from "../../../domain/rates.ts";
import { BOARDINGS, GUEST_KEYS, ROOM_TYPES, type RoomTypeKey } from "../../../domain/rooms.ts";
import { MAX_TAX_LINES } from "../../../domain/schemas/rates.ts";
import type { StayRule } from "../../../domain/stay-rules.ts";
import { weekdayNames } from "../../../i18n/format.ts";
import type { loadPricesPage } from "../../routes/admin/prices.server.ts";
import { useT, type Translate } from "../../i18n.tsx";
import { SavedSwahiliName, SwahiliNameField } from "./swahili-name-field.tsx";

type Calendar = Awaited<ReturnType<typeof loadPricesPage>>["rates"];

const ACTION = "/admin/prices/rates";

/** A stay rule's conditions: in full in the list of rules, short in a night's cell. */
function conditionsOf(
  t: Translate,
  rule: Pick<StayRule, "minNights" | "closedToArrival" | "sameDayCutoff">,
  short = false,
): string[] {
  const { minNights: count, sameDayCutoff: time } = rule;
  return [
    ...(count
      ? [t(short ? "staffSettings.nightMinNights" : "staffSettings.atLeastNights", { count })]
      : []),
    ...(rule.closedToArrival ? [t("staffSettings.closedToArrivalCondition")] : []),
    ...(time
      ? [t(short ? "staffSettings.nightOnlineUntil" : "staffSettings.sameDayUntil", { time })]
      : []),
  ];
}

function adjustmentsText(t: Translate, adjustments: TypeAdjustments): string {
  const entries = Object.entries(adjustments) as [
    RoomTypeKey,
    { kind: "percent" | "kes"; value: number },
  ][];
  if (entries.length === 0) return t("staffSettings.adjustmentsNone");
  const texts = new Set(entries.map(([, a]) => adjustmentText(a)));
  if (entries.length === ROOM_TYPES.length && texts.size === 1)
    return t("staffSettings.adjustmentAllRooms", { adjustment: [...texts][0]! });
  return entries
    .map(([type, a]) =>
      t("staffSettings.adjustmentOfType", {
        type: t(`common.type_${type}`),
        adjustment: adjustmentText(a),
      }),
    )
    .join(", ");
}

/** A message's <named> tag: the name staff gave, then its Kiswahili name if they gave one. */
const withSwahiliName = (named: Named) => (chunks: ReactNode[]) => (
  <>
    {chunks}
    <SavedSwahiliName named={named} />
  </>
);

function RoomTypeChoices({ idPrefix }: { idPrefix: string }) {
  const t = useT();
  return (
    <fieldset className="rate-form__types">
      <legend>{t("staffSettings.roomTypes")}</legend>
      {ROOM_TYPES.map((type) => (
        <label key={type.key} htmlFor={`${idPrefix}-${type.key}`}>
          <input
            id={`${idPrefix}-${type.key}`}
            type="checkbox"
            name={`roomType.${type.key}`}
            defaultChecked
          />{" "}
          {t(`common.type_${type.key}`)}
        </label>
      ))}
    </fieldset>
  );
}

function AdjustmentFields({ idPrefix }: { idPrefix: string }) {
  const t = useT();
  return (
    <>
      <label htmlFor={`${idPrefix}-value`}>
        {t("staffSettings.adjustment")}
        <input id={`${idPrefix}-value`} name="value" inputMode="numeric" required />
      </label>
      <label htmlFor={`${idPrefix}-kind`}>
        {t("staffSettings.adjustmentIn")}
        <select id={`${idPrefix}-kind`} name="kind" defaultValue="percent">
          <option value="percent">{t("staffSettings.percent")}</option>
          <option value="kes">{t("staffSettings.kes")}</option>
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
  const t = useT();
  const [typeKey, setTypeKey] = useState<RoomTypeKey>("standard");
  const shown = rates.types.find((type) => type.key === typeKey) ?? rates.types[0]!;
  const longDays = weekdayNames(t.lang);
  const shortDays = weekdayNames(t.lang, "short");
  return (
    <section id="rates" className="rate-calendar" aria-labelledby="rates-title">
      <h2 id="rates-title">{t("staffSettings.ratesTitle")}</h2>
      <p>{t("staffSettings.ratesIntro")}</p>
      {note && (
        <p role={note.ok ? "status" : "alert"} className={note.ok ? "admin-ok" : "admin-error"}>
          {note.message}
        </p>
      )}
      <label htmlFor="rates-type">
        {t("staffSettings.roomType")}{" "}
        <select
          id="rates-type"
          value={typeKey}
          onChange={(event) => setTypeKey(event.target.value as RoomTypeKey)}
        >
          {rates.types.map((type) => (
            <option key={type.key} value={type.key}>
              {t(`common.type_${type.key}`)}
            </option>
          ))}
        </select>
      </label>
      <Form
        method="get"
        action="/admin/prices#rates"
        className="rate-form"
        aria-label={t("staffSettings.pricesFor")}
      >
        <label htmlFor="rates-guests">
          {t("staffSettings.guests")}
          <select
            id="rates-guests"
            name="ratesGuests"
            defaultValue={rates.view.adults === null ? "" : String(rates.view.adults)}
          >
            <option value="">{t("staffSettings.eachTypeSmallest")}</option>
            {GUEST_KEYS.map((_, i) => (
              <option key={i} value={String(i + 1)}>
                {i + 1}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor="rates-boarding">
          {t("staffSettings.boarding")}
          <select id="rates-boarding" name="ratesBoarding" defaultValue={rates.view.boarding}>
            {BOARDINGS.map((boarding) => (
              <option key={boarding} value={boarding}>
                {t(`staff.boarding_${boarding}`)}
              </option>
            ))}
          </select>
        </label>
        <button className="button button--small" type="submit">
          {t("staffSettings.showThesePrices")}
        </button>
      </Form>
      <div
        className="admin-table-wrap"
        role="region"
        aria-label={t("staffSettings.nightlyPrices")}
        tabIndex={0}
      >
        <table className="admin-table rate-calendar__table">
          <caption>
            {t("staffSettings.calendarCaption", {
              type: t(`common.type_${shown.key}`),
              guests: shown.guests,
              boarding: t(`staff.boarding_${rates.view.boarding}`).toLowerCase(),
            })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t("staffSettings.night")}</th>
              <th scope="col" className="number">
                {t("staffSettings.price")}
              </th>
              <th scope="col">{t("staffSettings.rule")}</th>
              <th scope="col" className="number">
                {t("staffSettings.roomsLeft")}
              </th>
              <th scope="col">{t("staffSettings.stayRules")}</th>
            </tr>
          </thead>
          <tbody>
            {shown.nights.map((night) => (
              <tr key={night.date} data-date={night.date}>
                <th scope="row" className="admin-nowrap">
                  {shortDays[new Date(`${night.date}T00:00:00Z`).getUTCDay()]} {night.date}
                </th>
                <td className="number admin-nowrap">
                  {night.amountKes === null ? "—" : formatKes(night.amountKes)}
                </td>
                <td>
                  {night.rule === null
                    ? t("staffSettings.notOffered")
                    : night.holiday && !night.rule.includes(night.holiday)
                      ? t("staffSettings.ruleOnHoliday", {
                          rule: night.rule,
                          holiday: night.holiday,
                        })
                      : night.rule}
                </td>
                <td className="number">{night.left}</td>
                <td>{night.stayRules.flatMap((rule) => conditionsOf(t, rule, true)).join(", ")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h3>{t("staffSettings.adjustRange")}</h3>
      <Form
        method="post"
        action={ACTION}
        className="rate-form"
        aria-label={t("staffSettings.adjustRange")}
      >
        <input type="hidden" name="intent" value="range" />
        <label htmlFor="range-name">
          {t("staffSettings.name")}
          <input
            id="range-name"
            name="name"
            required
            maxLength={80}
            placeholder={t("staffSettings.periodPlaceholder")}
          />
        </label>
        <SwahiliNameField id="range-name-sw" />
        <label htmlFor="range-first">
          {t("staffSettings.firstNight")}
          <input id="range-first" name="firstNight" type="date" required min={rates.today} />
        </label>
        <label htmlFor="range-last">
          {t("staffSettings.lastNight")}
          <input id="range-last" name="lastNight" type="date" required min={rates.today} />
        </label>
        <AdjustmentFields idPrefix="range" />
        <RoomTypeChoices idPrefix="range" />
        <button className="button button--small" type="submit">
          {t("staffSettings.savePeriod")}
        </button>
      </Form>

      <h3>{t("staffSettings.periods")}</h3>
      {rates.periods.length === 0 ? (
        <p>{t("staffSettings.noPeriods")}</p>
      ) : (
        <ul className="rate-list">
          {rates.periods.map((period) => (
            <li key={period.id}>
              {t.rich("staffSettings.periodLine", {
                name: period.name,
                named: withSwahiliName(period),
                first: period.firstNight,
                last: period.lastNight,
                adjustments: period.table
                  ? t("staffSettings.ownPrices")
                  : adjustmentsText(t, period.adjustments),
              })}
              <Form method="post" action={ACTION} className="rate-list__delete">
                <input type="hidden" name="intent" value="delete-period" />
                <input type="hidden" name="id" value={period.id} />
                <button className="button button--small" type="submit">
                  {t("staffSettings.deleteNamed", { name: period.name })}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}

      <h3>{t("staffSettings.weekdayRules")}</h3>
      {rates.weekdayRules.length === 0 ? (
        <p>{t("staffSettings.noWeekdayRules")}</p>
      ) : (
        <ul className="rate-list">
          {rates.weekdayRules.map((rule) => (
            <li key={rule.id}>
              {t.rich("staffSettings.weekdayRuleLine", {
                name: rule.name,
                named: withSwahiliName(rule),
                days: rule.weekdays.map((day) => longDays[day]).join(", "),
                adjustments: adjustmentsText(t, rule.adjustments),
              })}
              <Form method="post" action={ACTION} className="rate-list__delete">
                <input type="hidden" name="intent" value="delete-weekday" />
                <input type="hidden" name="id" value={rule.id} />
                <button className="button button--small" type="submit">
                  {t("staffSettings.deleteNamed", { name: rule.name })}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <Form
        method="post"
        action={ACTION}
        className="rate-form"
        aria-label={t("staffSettings.addWeekdayRuleForm")}
      >
        <input type="hidden" name="intent" value="weekday" />
        <label htmlFor="weekday-name">
          {t("staffSettings.name")}
          <input
            id="weekday-name"
            name="name"
            required
            maxLength={80}
            placeholder={t("staffSettings.weekdayPlaceholder")}
          />
        </label>
        <SwahiliNameField id="weekday-name-sw" />
        <fieldset>
          <legend>{t("staffSettings.nightsStartingOn")}</legend>
          {longDays.map((day, i) => (
            <label key={day} htmlFor={`weekday-${i}`}>
              <input id={`weekday-${i}`} type="checkbox" name={`weekday.${i}`} /> {day}
            </label>
          ))}
        </fieldset>
        <AdjustmentFields idPrefix="weekday" />
        <RoomTypeChoices idPrefix="weekday" />
        <button className="button button--small" type="submit">
          {t("staffSettings.addWeekdayRule")}
        </button>
      </Form>

      <h3>{t("staffSettings.stayRules")}</h3>
      {rates.stayRules.length === 0 ? (
        <p>{t("staffSettings.noStayRules")}</p>
      ) : (
        <ul className="rate-list">
          {rates.stayRules.map((rule) => {
            const name = t("staffSettings.stayRuleName", {
              first: rule.firstNight,
              last: rule.lastNight,
            });
            const conditions = conditionsOf(t, rule);
            return (
              <li key={rule.id}>
                {t("staffSettings.stayRuleLine", {
                  first: rule.firstNight,
                  last: rule.lastNight,
                  rooms:
                    rule.roomTypes.length === 0
                      ? t("staffSettings.allRooms")
                      : rule.roomTypes.map((type) => t(`common.type_${type}`)).join(", "),
                  conditions: conditions.join(", "),
                })}
                <Form method="post" action={ACTION} className="rate-list__delete">
                  <input type="hidden" name="intent" value="delete-stay-rule" />
                  <input type="hidden" name="id" value={rule.id} />
                  <button className="button button--small" type="submit">
                    {t("staffSettings.deleteNamed", { name })}
                  </button>
                </Form>
              </li>
            );
          })}
        </ul>
      )}
      <Form
        method="post"
        action={ACTION}
        className="rate-form"
        aria-label={t("staffSettings.addStayRuleForm")}
      >
        <input type="hidden" name="intent" value="stay-rule" />
        <label htmlFor="stay-first">
          {t("staffSettings.firstArrival")}
          <input id="stay-first" name="firstNight" type="date" required min={rates.today} />
        </label>
        <label htmlFor="stay-last">
          {t("staffSettings.lastArrival")}
          <input id="stay-last" name="lastNight" type="date" required min={rates.today} />
        </label>
        <label htmlFor="stay-min">
          {t("staffSettings.minNightsOptional")}
          <input id="stay-min" name="minNights" inputMode="numeric" />
        </label>
        <label htmlFor="stay-closed">
          <input id="stay-closed" name="closedToArrival" type="checkbox" />{" "}
          {t("staffSettings.closedToArrival")}
        </label>
        <label htmlFor="stay-cutoff">
          {t("staffSettings.sameDayCutoff")}
          <input id="stay-cutoff" name="sameDayCutoff" type="time" />
        </label>
        <RoomTypeChoices idPrefix="stay" />
        <button className="button button--small" type="submit">
          {t("staffSettings.addStayRule")}
        </button>
      </Form>

      <h3>{t("staffSettings.taxes")}</h3>
      <Form
        method="post"
        action={ACTION}
        className="rate-form"
        aria-label={t("staffSettings.taxes")}
      >
        <input type="hidden" name="intent" value="taxes" />
        <label htmlFor="taxes-included">
          <input
            id="taxes-included"
            name="taxesIncluded"
            type="checkbox"
            defaultChecked={rates.taxes.included}
          />{" "}
          {t("staffSettings.taxesIncluded")}
        </label>
        {Array.from({ length: MAX_TAX_LINES }, (_, i) => {
          const line = rates.taxes.lines[i];
          return (
            <fieldset key={`${i}-${line?.name ?? ""}`} className="rate-form__tax">
              <legend>{t("staffSettings.taxNumber", { number: i + 1 })}</legend>
              <label htmlFor={`tax-${i}-name`}>
                {t("staffSettings.name")}
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
                {t("staffSettings.taxRate")}
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
          {t("staffSettings.saveTaxes")}
        </button>
      </Form>

      <h3>{t("staffSettings.publicHolidays")}</h3>
      <p>
        {t("staffSettings.holidayAdjustmentLine", {
          adjustments: adjustmentsText(t, rates.holidayAdjustments),
        })}
      </p>
      <Form
        method="post"
        action={ACTION}
        className="rate-form"
        aria-label={t("staffSettings.holidayAdjustment")}
      >
        <input type="hidden" name="intent" value="holiday-adjustment" />
        <AdjustmentFields idPrefix="holiday" />
        <button className="button button--small" type="submit">
          {t("staffSettings.setHolidayAdjustment")}
        </button>
      </Form>
      <div
        className="admin-table-wrap"
        role="region"
        aria-label={t("staffSettings.publicHolidays")}
        tabIndex={0}
      >
        <table className="admin-table">
          <caption className="visually-hidden">{t("staffSettings.publicHolidays")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("staffSettings.holiday")}</th>
              <th scope="col">{t("staffSettings.holidayDate")}</th>
            </tr>
          </thead>
          <tbody>
            {rates.holidays.map((holiday) => {
              const named = t("staffSettings.holidayOfYear", {
                name: holiday.name,
                year: holiday.year,
              });
              return (
                <tr key={`${holiday.year}-${holiday.key}`}>
                  <th scope="row">{named}</th>
                  <td>
                    <Form method="post" action={ACTION} className="rate-holiday">
                      <input type="hidden" name="intent" value="holiday" />
                      <input type="hidden" name="year" value={holiday.year} />
                      <input type="hidden" name="key" value={holiday.key} />
                      <input type="hidden" name="name" value={holiday.name} />
                      <SwahiliNameField
                        id={`holiday-${holiday.year}-${holiday.key}-sw`}
                        defaultValue={holiday.nameSw ?? ""}
                        of={named}
                      />{" "}
                      <input
                        type="date"
                        name="date"
                        aria-label={t("staffSettings.dateOf", { holiday: named })}
                        defaultValue={holiday.date ?? ""}
                      />{" "}
                      <button className="button button--small" type="submit">
                        {t("staff.save")}
                      </button>
                    </Form>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
