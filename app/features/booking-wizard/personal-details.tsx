import type { ReactNode } from "react";
import { GUEST_LIMITS } from "../../../domain/schemas/booking.ts";
import { addDays, isCalendarDate } from "../../../domain/stay.ts";
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
        <legend>About you</legend>
        <div className="wizard__fields">
          <Field name="firstName" label="First name">
            <input
              {...input("firstName")}
              type="text"
              autoComplete="given-name"
              maxLength={GUEST_LIMITS.nameMax}
            />
          </Field>
          <Field name="lastName" label="Last name">
            <input
              {...input("lastName")}
              type="text"
              autoComplete="family-name"
              maxLength={GUEST_LIMITS.nameMax}
            />
          </Field>
          <Field name="email" label="Email">
            <input
              {...input("email")}
              type="email"
              inputMode="email"
              autoComplete="email"
              maxLength={GUEST_LIMITS.email}
            />
          </Field>
          <Field name="phone" label="Phone number" hint="For example 0712 345678">
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
          <Field name="idNumber" label="ID or passport number">
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
      <fieldset className="wizard__group">
        <legend>Your stay</legend>
        <div className="wizard__fields wizard__fields--three">
          <Field name="checkIn" label="Check-in date">
            <input
              {...input("checkIn")}
              type="date"
              min={today}
              max={addDays(today, horizonDays - 1)}
            />
          </Field>
          <Field name="checkOut" label="Check-out date">
            <input
              {...input("checkOut")}
              type="date"
              min={earliestOut}
              max={addDays(today, horizonDays)}
            />
          </Field>
          <Field name="checkInTime" label="Check-in time">
            <input {...input("checkInTime")} type="time" />
          </Field>
          <Field name="specialRequests" label="Special requests (optional)" wide>
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
