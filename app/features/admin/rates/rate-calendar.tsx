// The rate calendar on /admin/prices (issue 16): a section a rule kind (rate periods, weekday
// rules, stay rules), the taxes and the public holidays; after their forms, per room type the
// next 90 nights with each night's price (B&B for the type's smallest guest count), the rule it
// came from, rooms left and stay rules. Plain forms: they work without JavaScript.
import type { Told } from "../../../../domain/said.ts";
import { wordTold } from "../../../../i18n/said.ts";
import { useT } from "../../../i18n.tsx";
import { NightlyPrices } from "./nightly-prices.tsx";
import type { Calendar } from "./rate-form-parts.tsx";
import { RatePeriods, StayRules, WeekdayRules } from "./rule-sections.tsx";
import { PublicHolidays, Taxes } from "./taxes-and-holidays.tsx";

export function RateCalendar({
  rates,
  note,
}: {
  rates: Calendar;
  note: { ok: boolean; message: Told } | null;
}) {
  const t = useT();
  return (
    <section id="rates" className="rate-calendar" aria-labelledby="rates-title">
      <h2 id="rates-title">{t("staffSettings.ratesTitle")}</h2>
      <p>{t("staffSettings.ratesIntro")}</p>
      {note && (
        <p role={note.ok ? "status" : "alert"} className={note.ok ? "admin-ok" : "admin-error"}>
          {wordTold(t, note.message)}
        </p>
      )}
      {/* The forms first, the 90 nights they make after them (a link leads there). */}
      <p>
        <a href="#nightly-prices">{t("staffSettings.toNightlyPrices")}</a>
      </p>
      <RatePeriods rates={rates} />
      <WeekdayRules rates={rates} />
      <StayRules rates={rates} />
      <Taxes rates={rates} />
      <PublicHolidays rates={rates} />
      <h3 id="nightly-prices">{t("staffSettings.nightlyPrices")}</h3>
      <NightlyPrices rates={rates} />
    </section>
  );
}
