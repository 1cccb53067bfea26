// What the desk's booking forms share (New booking, Sell a room now): the page around the form,
// the guest's fieldset, a room's party (adults, children, boarding) and the payment's reference.
// `id` prefixes the inputs' ids; `field` names a room's inputs (`rooms.0.adults`, or `adults`).
import type { FormEvent, ReactNode } from "react";
import { Form, Link } from "react-router";
import { BOARDINGS, MAX_GUESTS_PER_ROOM, type Boarding } from "../../../domain/rooms.ts";
import { GUEST_LIMITS } from "../../../domain/schemas/booking.ts";
import { DESK_LIMITS } from "../../../domain/schemas/desk.ts";
import { MAX_CHILDREN_PER_ROOM } from "../../../domain/schemas/quote.ts";
import type { MessageKey } from "../../../i18n/catalogs.ts";
import { useT } from "../../i18n.tsx";
import { counts, DeskGuestFields, DeskInput, DeskSelect, labelled } from "./desk-field.tsx";

type Errors = Record<string, string | undefined>;
type Value = (name: string, fallback?: string) => string;
type Remember = (name: string) => (event: { target: { value: string } }) => void;

/** The page: a way back, its title, what the server said, the form and its button. */
export function DeskFormPage({
  back,
  title,
  titleId,
  className = "admin-page",
  status,
  errors,
  check,
  submit,
  children,
}: {
  back: { to: string; label: string };
  title: string;
  titleId: string;
  className?: string;
  status: ReactNode;
  errors: Errors;
  check: (event: FormEvent<HTMLFormElement>) => void;
  submit: string;
  children: ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={titleId}>
      <p>
        <Link to={back.to}>{back.label}</Link>
      </p>
      <h1 id={titleId}>{title}</h1>
      <p role="status" className="admin-error">
        {status}
      </p>
      <Form method="post" className="desk-form" noValidate onSubmit={check}>
        {children}
        {errors.form && <p className="admin-field-error">{errors.form}</p>}
        <button className="button" type="submit">
          {submit}
        </button>
      </Form>
    </section>
  );
}

/** The guest: name and phone, the email when the form asks it, the ID number. */
export function DeskGuestFieldset({
  id,
  errors,
  value,
  idNumberLabel,
  withEmail = false,
}: {
  id: string;
  errors: Errors;
  value: Value;
  idNumberLabel: MessageKey;
  withEmail?: boolean;
}) {
  const t = useT();
  return (
    <fieldset>
      <legend>{t("staffDesk.guest")}</legend>
      <div className="desk-grid">
        <DeskGuestFields id={id} errors={errors} value={value} />
        {withEmail && (
          <DeskInput
            id={`${id}-email`}
            name="email"
            label={t("staffDesk.newEmail")}
            error={errors.email}
            type="email"
            inputMode="email"
            maxLength={GUEST_LIMITS.email}
            defaultValue={value("email")}
          />
        )}
        <DeskInput
          id={`${id}-idNumber`}
          name="idNumber"
          label={t(idNumberLabel)}
          error={errors.idNumber}
          maxLength={GUEST_LIMITS.idMax}
          defaultValue={value("idNumber")}
        />
      </div>
    </fieldset>
  );
}

/** A room's party: adults and boarding as chosen (`adults`, `boarding`), children as typed (each
 * remembered, so the page's price follows the whole party). */
export function DeskPartyFields({
  id,
  field,
  errors,
  value,
  remember,
  adults,
  boarding,
}: {
  id: string;
  field: (name: string) => string;
  errors: Errors;
  value: Value;
  remember: Remember;
  adults: { value: string; key?: string };
  boarding: { value: string; offered?: readonly Boarding[]; key?: string };
}) {
  const t = useT();
  return (
    <>
      <DeskSelect
        key={adults.key}
        id={`${id}-adults`}
        name={field("adults")}
        label={t("staffDesk.adults")}
        error={errors[field("adults")]}
        options={counts(1, MAX_GUESTS_PER_ROOM)}
        defaultValue={adults.value}
        onChange={remember(field("adults"))}
      />
      <DeskSelect
        id={`${id}-children`}
        name={field("children")}
        label={t("staffDesk.children")}
        error={errors[field("children")]}
        options={counts(0, MAX_CHILDREN_PER_ROOM)}
        defaultValue={value(field("children"), "0")}
        onChange={remember(field("children"))}
      />
      <DeskSelect
        key={boarding.key}
        id={`${id}-boarding`}
        name={field("boarding")}
        label={t("staffDesk.boarding")}
        error={errors[field("boarding")]}
        options={labelled(boarding.offered ?? BOARDINGS, (b) => t(`staff.boarding_${b}`))}
        defaultValue={boarding.value}
        onChange={remember(field("boarding"))}
      />
    </>
  );
}

/** The payment's receipt or reference (an M-Pesa receipt, a card terminal's, a bank's). */
export function DeskPaymentReference({
  id,
  errors,
  value,
}: {
  id: string;
  errors: Errors;
  value: Value;
}) {
  const t = useT();
  return (
    <DeskInput
      id={`${id}-payment-reference`}
      name="payment.reference"
      label={t("staffDesk.receiptOrReference")}
      hint={t("staffDesk.receiptOrReferenceHint")}
      error={errors["payment.reference"]}
      maxLength={DESK_LIMITS.reference}
      defaultValue={value("payment.reference")}
    />
  );
}
