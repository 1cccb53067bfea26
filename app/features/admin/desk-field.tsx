// One labelled field of a front-desk form with its message at the field: the input gets
// aria-invalid and is described by the message (and by a hint, if any).
import type { InputHTMLAttributes, ReactNode } from "react";
import { GUEST_LIMITS } from "../../../domain/schemas/booking.ts";
import { useT } from "../../i18n.tsx";

export type ControlProps = {
  id: string;
  name: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
};

export function DeskField({
  id,
  name,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  name: string;
  label: string;
  error?: string;
  hint?: string;
  children: (props: ControlProps) => ReactNode;
}) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : "", hint ? hintId : ""].filter(Boolean).join(" ");
  return (
    <p className="form-field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        name,
        ...(error ? { "aria-invalid": true as const } : {}),
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
      })}
      {hint && (
        <span className="form-field__hint" id={hintId}>
          {hint}
        </span>
      )}
      {error && (
        <span className="admin-field-error" id={errorId}>
          {error}
        </span>
      )}
    </p>
  );
}

/** A DeskField that is a list to choose from: [value, label] pairs. */
export function DeskSelect({
  options,
  defaultValue,
  onChange,
  ...field
}: Omit<Parameters<typeof DeskField>[0], "children"> & {
  options: readonly (readonly [string, string])[];
  defaultValue: string;
  onChange?: (event: { target: { value: string } }) => void;
}) {
  return (
    <DeskField {...field}>
      {(props) => (
        <select {...props} defaultValue={defaultValue} onChange={onChange}>
          {options.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      )}
    </DeskField>
  );
}

/** [value, label] pairs of a list of keys, each named (by the staff catalog: `t(...)`). */
export function labelled<K extends string>(
  keys: readonly K[],
  name: (key: K) => string,
): [K, string][] {
  return keys.map((key) => [key, name(key)]);
}

/** A DeskField that is one line of text (never filled in by the browser: it is the guest's). */
export function DeskInput({
  id,
  name,
  label,
  error,
  hint,
  ...input
}: Omit<Parameters<typeof DeskField>[0], "children"> &
  Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name">) {
  return (
    <DeskField id={id} name={name} label={label} error={error} hint={hint}>
      {(props) => <input type="text" autoComplete="off" {...input} {...props} />}
    </DeskField>
  );
}

/**
 * The guest's name and phone, as every desk form asks them (New booking, Sell a room now);
 * `id` prefixes the inputs' ids. The form adds its own email and ID number fields after them.
 */
export function DeskGuestFields({
  id,
  errors,
  value,
}: {
  id: string;
  errors: Record<string, string | undefined>;
  value: (name: string) => string;
}) {
  const t = useT();
  return (
    <>
      <DeskInput
        id={`${id}-firstName`}
        name="firstName"
        label={t("staffDesk.firstName")}
        error={errors.firstName}
        maxLength={GUEST_LIMITS.nameMax}
        defaultValue={value("firstName")}
      />
      <DeskInput
        id={`${id}-lastName`}
        name="lastName"
        label={t("staffDesk.lastName")}
        error={errors.lastName}
        maxLength={GUEST_LIMITS.nameMax}
        defaultValue={value("lastName")}
      />
      <DeskInput
        id={`${id}-phone`}
        name="phone"
        label={t("staffDesk.phone")}
        hint={t("staffDesk.phoneHint")}

        error={errors.phone}
        type="tel"
        inputMode="tel"
        defaultValue={value("phone")}
      />
    </>
  );
}

/** Whole numbers from..to as [value, label] choices for a DeskSelect. */
export const counts = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => [String(from + i), String(from + i)] as const);
