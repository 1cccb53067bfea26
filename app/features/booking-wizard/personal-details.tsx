import type { ReactNode } from "react";
import { textChoiceOf } from "../../../domain/channel-texts.ts";
import { nineDigits } from "../../../domain/phone.ts";
import { GUEST_LIMITS } from "../../../domain/booking-limits.ts";
import { addDays, isCalendarDate } from "../../../domain/stay.ts";
import { useT } from "../../i18n.tsx";
import type { GuestField, GuestFields } from "./wizard-state.ts";

type Props = {
  details: GuestFields;
  onChange: (name: GuestField, value: string) => void;
  today: string;
  horizonDays: number;
  /** The field the error banner is about, and the banner's id. */
  invalid: { field: GuestField; messageId: string } | null;
};

/** Step 1, Personal Details: the guest and the stay's dates (spec section 5, booking step 1). */
export function PersonalDetails({ details, onChange, today, horizonDays, invalid }: Props) {
  const t = useT();
  const input = (name: GuestField) => ({
    id: `book-${name}`,
    name,
    value: details[name],
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
    ...(invalid?.field === name
      ? { "aria-invalid": true as const, "aria-describedby": invalid.messageId }
      : {}),
  });
  const earliestOut = addDays(isCalendarDate(details.checkIn) ? details.checkIn : today, 1);
  return (
    <>
      <fieldset className="wizard__group">
        <legend>{t("wizard.aboutYou")}</legend>
        <div className="wizard__fields">
          <Field name="firstName" label={t("wizard.firstName")}>
            <input
              {...input("firstName")}
              type="text"
              autoComplete="given-name"
              maxLength={GUEST_LIMITS.nameMax}
            />
          </Field>
          <Field name="lastName" label={t("wizard.lastName")}>
            <input
              {...input("lastName")}
              type="text"
              autoComplete="family-name"
              maxLength={GUEST_LIMITS.nameMax}
            />
          </Field>
          <Field name="email" label={t("wizard.email")}>
            <input
              {...input("email")}
              type="email"
              inputMode="email"
              autoComplete="email"
              maxLength={GUEST_LIMITS.email}
            />
          </Field>
          <Field name="phone" label={t("wizard.phone")} hint={t("wizard.phoneHint")}>
            <input
              {...input("phone")}
              {...describedWith(input("phone"), "book-phone-hint")}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="0712 345678"
              maxLength={20}
            />
          </Field>
          <Field name="idNumber" label={t("wizard.idNumber")}>
            <input
              {...input("idNumber")}
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={GUEST_LIMITS.idMax}
            />
          </Field>
        </div>
      </fieldset>
      <TextChoice details={details} onChange={onChange} />
      <fieldset className="wizard__group">
        <legend>{t("wizard.yourStay")}</legend>
        <div className="wizard__fields wizard__fields--three">
          <Field name="checkIn" label={t("wizard.checkInDate")}>
            <input
              {...input("checkIn")}
              type="date"
              min={today}
              max={addDays(today, horizonDays - 1)}
            />
          </Field>
          <Field name="checkOut" label={t("wizard.checkOutDate")}>
            <input
              {...input("checkOut")}
              type="date"
              min={earliestOut}
              max={addDays(today, horizonDays)}
            />
          </Field>
          <Field name="checkInTime" label={t("wizard.checkInTime")}>
            <input {...input("checkInTime")} type="time" />
          </Field>
          <Field name="specialRequests" label={t("wizard.specialRequests")} wide>
            <textarea
              {...input("specialRequests")}
              rows={3}
              maxLength={GUEST_LIMITS.specialRequests}
            />
          </Field>
        </div>
      </fieldset>
    </>
  );
}

/**
 * SMS and/or WhatsApp (decision 019): SMS is ticked by default for a Kenyan mobile, the only
 * numbers the motel texts; another number cannot be ticked.
 */
function TextChoice({ details, onChange }: Pick<Props, "details" | "onChange">) {
  const t = useT();
  const kenyan = nineDigits(details.phone) !== undefined;
  const choice = textChoiceOf(kenyan, details.textBySms, details.textByWhatsapp);
  const box = (name: "textBySms" | "textByWhatsapp", checked: boolean, label: string) => (
    <label className="wizard__check" htmlFor={`book-${name}`}>
      <input
        id={`book-${name}`}
        name={name}
        type="checkbox"
        checked={checked}
        disabled={!kenyan}
        aria-describedby="book-texts-hint"
        onChange={(event) => onChange(name, event.target.checked ? "yes" : "no")}
      />
      {label}
    </label>
  );
  return (
    <fieldset className="wizard__group">
      <legend>{t("wizard.textsLegend")}</legend>
      <div className="wizard__checks">
        {box("textBySms", choice.sms, t("wizard.textsSms"))}
        {box("textByWhatsapp", choice.whatsapp, t("wizard.textsWhatsapp"))}
      </div>
      <p id="book-texts-hint" className="form-field__hint">
        {t("wizard.textsHint")}
      </p>
    </fieldset>
  );
}

/** Adds a hint's id to an input's aria-describedby (after the error's, if any). */
function describedWith(props: { "aria-describedby"?: string }, hintId: string) {
  return { "aria-describedby": [props["aria-describedby"], hintId].filter(Boolean).join(" ") };
}

function Field({
  name,
  label,
  hint,
  wide,
  children,
}: {
  name: GuestField;
  label: string;
  hint?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={wide ? "form-field wizard__wide" : "form-field"}>
      <label htmlFor={`book-${name}`}>{label}</label>
      {children}
      {hint && (
        <span id={`book-${name}-hint`} className="form-field__hint">
          {hint}
        </span>
      )}
    </div>
  );
}
