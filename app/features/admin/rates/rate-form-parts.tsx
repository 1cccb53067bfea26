// The rate editor's building blocks: every rule kind's form is a post to one action with an
// intent (server/rooms/rate-editor.ts), and every list of rules gives each its delete button.
// Plain forms: they work without JavaScript.
import type { ReactNode } from "react";
import { Form } from "react-router";
import { ROOM_TYPES } from "../../../../domain/rooms.ts";
import type { loadPricesPage } from "../../../routes/admin/prices.server.ts";
import { useT } from "../../../i18n.tsx";
import { SwahiliNameField } from "./swahili-name-field.tsx";

/** What the prices page's loader gives the rate calendar. */
export type Calendar = Awaited<ReturnType<typeof loadPricesPage>>["rates"];

export const RATES_ACTION = "/admin/prices/rates";

/** One rule kind's form: its intent, its fields, its button. */
export function RuleForm({
  intent,
  label,
  submit,
  children,
}: {
  intent: string;
  label: string;
  submit: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" action={RATES_ACTION} className="rate-form" aria-label={label}>
      <input type="hidden" name="intent" value={intent} />
      {children}
      <button className="button button--small" type="submit">
        {submit}
      </button>
    </Form>
  );
}

/** The rules of one kind, each with its delete button, or the words for none. */
export function RuleList<Rule extends { id: number }>({
  rules,
  none,
  deleteIntent,
  line,
  name,
}: {
  rules: readonly Rule[];
  none: string;
  deleteIntent: string;
  line: (rule: Rule) => ReactNode;
  /** What its delete button names. */
  name: (rule: Rule) => string;
}) {
  const t = useT();
  if (rules.length === 0) return <p>{none}</p>;
  return (
    <ul className="rate-list">
      {rules.map((rule) => (
        <li key={rule.id}>
          {line(rule)}
          <Form method="post" action={RATES_ACTION} className="rate-list__delete">
            <input type="hidden" name="intent" value={deleteIntent} />
            <input type="hidden" name="id" value={rule.id} />
            <button className="button button--small" type="submit">
              {t("staffSettings.deleteNamed", { name: name(rule) })}
            </button>
          </Form>
        </li>
      ))}
    </ul>
  );
}

/** A rule's name guests read, and its optional Kiswahili name. */
export function NameFields({ idPrefix, placeholder }: { idPrefix: string; placeholder: string }) {
  const t = useT();
  return (
    <>
      <label htmlFor={`${idPrefix}-name`}>
        {t("staffSettings.name")}
        <input
          id={`${idPrefix}-name`}
          name="name"
          required
          maxLength={80}
          placeholder={placeholder}
        />
      </label>
      <SwahiliNameField id={`${idPrefix}-name-sw`} />
    </>
  );
}

/** A rule's first and last night (or arrival), from today on. */
export function NightRangeFields({
  idPrefix,
  first,
  last,
  today,
}: {
  idPrefix: string;
  first: string;
  last: string;
  today: string;
}) {
  return (
    <>
      <label htmlFor={`${idPrefix}-first`}>
        {first}
        <input id={`${idPrefix}-first`} name="firstNight" type="date" required min={today} />
      </label>
      <label htmlFor={`${idPrefix}-last`}>
        {last}
        <input id={`${idPrefix}-last`} name="lastNight" type="date" required min={today} />
      </label>
    </>
  );
}

export function RoomTypeChoices({ idPrefix }: { idPrefix: string }) {
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

export function AdjustmentFields({ idPrefix }: { idPrefix: string }) {
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
