// The rules staff set on prices, one section a kind: rate periods (a range of dates with an
// adjustment), weekday rules and stay rules, each listed with its delete button above its form.
import type { ReactNode } from "react";
import type { Named } from "../../../../domain/names.ts";
import { weekdayNames } from "../../../../i18n/format.ts";
import { useT } from "../../../i18n.tsx";
import type { Calendar } from "./rate-form-parts.tsx";
import {
  AdjustmentFields,
  NameFields,
  NightRangeFields,
  RoomTypeChoices,
  RuleForm,
  RuleList,
} from "./rate-form-parts.tsx";
import { adjustmentsText, conditionsOf } from "./rate-words.ts";
import { SavedSwahiliName } from "./swahili-name-field.tsx";

/** A message's <named> tag: the name staff gave, then its Kiswahili name if they gave one. */
const withSwahiliName = (named: Named) => (chunks: ReactNode[]) => (
  <>
    {chunks}
    <SavedSwahiliName named={named} />
  </>
);

export function RatePeriods({ rates }: { rates: Calendar }) {
  const t = useT();
  return (
    <>
      <h3>{t("staffSettings.adjustRange")}</h3>
      <RuleForm
        intent="range"
        label={t("staffSettings.adjustRange")}
        submit={t("staffSettings.savePeriod")}
      >
        <NameFields idPrefix="range" placeholder={t("staffSettings.periodPlaceholder")} />
        <NightRangeFields
          idPrefix="range"
          first={t("staffSettings.firstNight")}
          last={t("staffSettings.lastNight")}
          today={rates.today}
        />
        <AdjustmentFields idPrefix="range" />
        <RoomTypeChoices idPrefix="range" />
      </RuleForm>

      <h3>{t("staffSettings.periods")}</h3>
      <RuleList
        rules={rates.periods}
        none={t("staffSettings.noPeriods")}
        deleteIntent="delete-period"
        name={(period) => period.name}
        line={(period) =>
          t.rich("staffSettings.periodLine", {
            name: period.name,
            named: withSwahiliName(period),
            first: period.firstNight,
            last: period.lastNight,
            adjustments: period.table
              ? t("staffSettings.ownPrices")
              : adjustmentsText(t, period.adjustments),
          })
        }
      />
    </>
  );
}

export function WeekdayRules({ rates }: { rates: Calendar }) {
  const t = useT();
  const longDays = weekdayNames(t.lang);
  return (
    <>
      <h3>{t("staffSettings.weekdayRules")}</h3>
      <RuleList
        rules={rates.weekdayRules}
        none={t("staffSettings.noWeekdayRules")}
        deleteIntent="delete-weekday"
        name={(rule) => rule.name}
        line={(rule) =>
          t.rich("staffSettings.weekdayRuleLine", {
            name: rule.name,
            named: withSwahiliName(rule),
            days: rule.weekdays.map((day) => longDays[day]).join(", "),
            adjustments: adjustmentsText(t, rule.adjustments),
          })
        }
      />
      <RuleForm
        intent="weekday"
        label={t("staffSettings.addWeekdayRuleForm")}
        submit={t("staffSettings.addWeekdayRule")}
      >
        <NameFields idPrefix="weekday" placeholder={t("staffSettings.weekdayPlaceholder")} />
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
      </RuleForm>
    </>
  );
}

export function StayRules({ rates }: { rates: Calendar }) {
  const t = useT();
  return (
    <>
      <h3>{t("staffSettings.stayRules")}</h3>
      <RuleList
        rules={rates.stayRules}
        none={t("staffSettings.noStayRules")}
        deleteIntent="delete-stay-rule"
        name={(rule) =>
          t("staffSettings.stayRuleName", { first: rule.firstNight, last: rule.lastNight })
        }
        line={(rule) =>
          t("staffSettings.stayRuleLine", {
            first: rule.firstNight,
            last: rule.lastNight,
            rooms:
              rule.roomTypes.length === 0
                ? t("staffSettings.allRooms")
                : rule.roomTypes.map((type) => t(`common.type_${type}`)).join(", "),
            conditions: conditionsOf(t, rule).join(", "),
          })
        }
      />
      <RuleForm
        intent="stay-rule"
        label={t("staffSettings.addStayRuleForm")}
        submit={t("staffSettings.addStayRule")}
      >
        <NightRangeFields
          idPrefix="stay"
          first={t("staffSettings.firstArrival")}
          last={t("staffSettings.lastArrival")}
          today={rates.today}
        />
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
      </RuleForm>
    </>
  );
}
