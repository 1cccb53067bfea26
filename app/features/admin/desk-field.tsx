// One labelled field of a front-desk form with its message at the field: the input gets
// aria-invalid and is described by the message (and by a hint, if any).
import type { ReactNode } from "react";

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
