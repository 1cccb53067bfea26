// The rate calendar's table: per room type the next 90 nights with each night's price, the rule
// it came from, rooms left and stay rules, for the guests and boarding staff choose to see.
import { useState } from "react";
import { Form } from "react-router";
import { formatKes } from "../../../../domain/money.ts";
import { BOARDINGS, GUEST_KEYS, type RoomTypeKey } from "../../../../domain/rooms.ts";
import { weekdayNames } from "../../../../i18n/format.ts";
import { useT } from "../../../i18n.tsx";
import { AdminTable } from "../admin-table.tsx";
import type { Calendar } from "./rate-form-parts.tsx";
import { conditionsOf } from "./rate-words.ts";

export function NightlyPrices({ rates }: { rates: Calendar }) {
  const t = useT();
  const [typeKey, setTypeKey] = useState<RoomTypeKey>("standard");
  const shown = rates.types.find((type) => type.key === typeKey) ?? rates.types[0]!;
  const shortDays = weekdayNames(t.lang, "short");
  return (
    <>
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
        action="/admin/prices#nightly-prices"
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
      <AdminTable
        label={t("staffSettings.nightlyPrices")}
        className="rate-calendar__table"
        caption={t("staffSettings.calendarCaption", {
          type: t(`common.type_${shown.key}`),
          guests: shown.guests,
          boarding: t(`staff.boarding_${rates.view.boarding}`).toLowerCase(),
        })}
        columns={[
          { label: t("staffSettings.night") },
          { label: t("staffSettings.price"), numeric: true },
          { label: t("staffSettings.rule") },
          { label: t("staffSettings.roomsLeft"), numeric: true },
          { label: t("staffSettings.stayRules") },
        ]}
      >
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
      </AdminTable>
    </>
  );
}
