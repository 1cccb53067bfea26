// /admin/bookings/new: a booking entered at the desk (walk-in, phone, WhatsApp, OTAs...): the
// guest, the stay, one or more rooms (the table's price, or staff's with a reason), where it came
// from and how it is paid. Checked with the server's schema before it is sent; works without
// JavaScript ("Add a room" then asks the server for one more row).
import { useEffect, useMemo, useState, type FormEvent } from "react";
import { Form, Link } from "react-router";
import type { Route } from "./+types/booking-new";
import {
  DESK_LIMITS,
  DESK_PAYMENT_PLAN_LABELS,
  DESK_PAYMENT_PLANS,
} from "../../../domain/schemas/desk.ts";
import { deskBookingSchema, fieldErrors, nestedFields } from "../../../domain/schemas/desk.ts";
import { GUEST_LIMITS } from "../../../domain/schemas/booking.ts";
import { MAX_CHILDREN_PER_ROOM, MAX_ROOMS_PER_STAY } from "../../../domain/schemas/quote.ts";
import {
  BOOKING_SOURCE_LABELS,
  DESK_BOOKING_SOURCES,
  DESK_PAYMENT_METHOD_LABELS,
  DESK_PAYMENT_METHODS,
} from "../../../domain/front-desk.ts";
import { nightsTimesPrice } from "../../../domain/price-lines.ts";
import { priceStay, pricingOf } from "../../../domain/quote.ts";
import {
  BOARDING_LABELS,
  BOARDINGS,
  isRoomTypeKey,
  MAX_GUESTS_PER_ROOM,
  ROOM_TYPES,
} from "../../../domain/rooms.ts";
import { addDays, isCalendarDate, nightsBetween } from "../../../domain/stay.ts";
import { adminMeta } from "../../features/admin/admin-meta.ts";
import {
  DeskField,
  DeskGuestFields,
  DeskInput,
  counts,
  DeskSelect,
  labelled,
} from "../../features/admin/desk-field.tsx";
import { loadNewBooking, newBookingAction } from "./booking-new.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadNewBooking(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return newBookingAction(request, context);
}

export function meta() {
  return adminMeta("New booking");
}

export default function NewBooking({ loaderData, actionData }: Route.ComponentProps) {
  const { today, horizonDays, arrivalCutoff, pricing: pricingData } = loaderData;
  const pricing = useMemo(() => pricingOf(pricingData), [pricingData]);
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const [rows, setRows] = useState(actionData?.rows ?? 1);
  const [plan, setPlan] = useState(actionData?.values["payment.plan"] ?? "none");
  const [hydrated, setHydrated] = useState(false);
  const [choices, setChoices] = useState<Record<string, string>>(actionData?.values ?? {});
  useEffect(() => setHydrated(true), []);
  // After refused input, the first field to correct takes the focus (one thumb, a long form).
  useEffect(() => {
    if (clientErrors || actionData?.errors) {
      document.querySelector<HTMLElement>('.desk-form [aria-invalid="true"]')?.focus();
    }
  }, [clientErrors, actionData]);
  useEffect(() => {
    if (actionData) {
      setRows(actionData.rows);
      setClientErrors(null);
    }
  }, [actionData]);
  const values = { ...actionData?.values, ...choices };
  const errors = clientErrors ?? actionData?.errors ?? {};
  const value = (name: string, fallback = "") => values[name] ?? fallback;
  const remember = (name: string) => (event: { target: { value: string } }) =>
    setChoices((current) => ({ ...current, [name]: event.target.value }));

  function check(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.name === "intent") return;
    const entries = [...new FormData(event.currentTarget).entries()].map(
      ([name, v]) => [name, String(v)] as [string, string],
    );
    const parsed = deskBookingSchema({ today, horizonDays }).safeParse(nestedFields(entries));
    if (parsed.success) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(fieldErrors(parsed.error));
  }

  const checkIn = value("checkIn", today);
  const checkOut = value("checkOut", addDays(today, 1));
  // The price the rules give this room for these dates (weekends, seasons, holidays), as the
  // server prices it when no other price is typed.
  const ratesPrice = (i: number) => {
    const type = value(`rooms.${i}.type`, "standard");
    if (!isRoomTypeKey(type) || !isCalendarDate(checkIn) || !isCalendarDate(checkOut)) return;
    if (nightsBetween(checkIn, checkOut) < 1) return;
    const room = {
      type,
      adults: Number(value(`rooms.${i}.adults`, "2")),
      children: 0,
      boarding: value(`rooms.${i}.boarding`, "bed_breakfast") as (typeof BOARDINGS)[number],
    };
    const priced = priceStay(pricing, [room], { checkIn, checkOut }).rooms[0];
    return priced?.message === null ? priced.lines.map(nightsTimesPrice).join(" + ") : undefined;
  };
  const showPaymentFields = !hydrated || plan === "deposit" || plan === "full";
  const messageCount = Object.keys(errors).length;

  return (
    <section className="admin-page" aria-labelledby="new-booking-title">
      <p>
        <Link to="/admin/bookings">All bookings</Link>
      </p>
      <h1 id="new-booking-title">New booking</h1>
      <p role="status" className="admin-error">
        {messageCount > 0 &&
          (actionData?.message && !clientErrors
            ? actionData.message
            : "Please correct the fields marked below.")}
      </p>
      <Form method="post" className="desk-form" noValidate onSubmit={check}>
        <input type="hidden" name="rows" value={rows} />
        <fieldset>
          <legend>Guest</legend>
          <div className="desk-grid">
            <DeskGuestFields id="desk" errors={errors} value={value} />
            <DeskInput
              id="desk-email"
              name="email"
              label="Email (optional)"
              error={errors.email}
              type="email"
              inputMode="email"
              maxLength={GUEST_LIMITS.email}
              defaultValue={value("email")}
            />
            <DeskInput
              id="desk-idNumber"
              name="idNumber"
              label="ID number (optional until check-in)"
              error={errors.idNumber}
              maxLength={GUEST_LIMITS.idMax}
              defaultValue={value("idNumber")}
            />
          </div>
        </fieldset>

        <fieldset>
          <legend>Stay</legend>
          <div className="desk-grid">
            <DeskInput
              id="desk-checkIn"
              name="checkIn"
              label="Check-in"
              error={errors.checkIn}
              type="date"
              min={today}
              max={addDays(today, horizonDays - 1)}
              defaultValue={checkIn}
              onChange={remember("checkIn")}
            />
            <DeskInput
              id="desk-checkOut"
              name="checkOut"
              label="Check-out"
              error={errors.checkOut}
              type="date"
              min={addDays(today, 1)}
              max={addDays(today, horizonDays)}
              defaultValue={checkOut}
              onChange={remember("checkOut")}
            />
          </div>
        </fieldset>

        <fieldset>
          <legend>Rooms</legend>
          {errors.rooms && <p className="admin-field-error">{errors.rooms}</p>}
          {Array.from({ length: rows }, (_, i) => {
            const field = (name: string) => `rooms.${i}.${name}`;
            const rates = ratesPrice(i);
            return (
              <div
                className="desk-room desk-grid"
                key={i}
                role="group"
                aria-label={`Room ${i + 1}`}
              >
                <DeskSelect
                  id={`desk-room-${i}-type`}
                  name={field("type")}
                  label={`Room ${i + 1}: type`}
                  error={errors[field("type")]}
                  options={ROOM_TYPES.map((type) => [type.key, type.name] as const)}
                  defaultValue={value(field("type"), "standard")}
                  onChange={remember(field("type"))}
                />
                <DeskSelect
                  id={`desk-room-${i}-adults`}
                  name={field("adults")}
                  label="Adults"
                  error={errors[field("adults")]}
                  options={counts(1, MAX_GUESTS_PER_ROOM)}
                  defaultValue={value(field("adults"), "2")}
                  onChange={remember(field("adults"))}
                />
                <DeskSelect
                  id={`desk-room-${i}-children`}
                  name={field("children")}
                  label="Children"
                  error={errors[field("children")]}
                  options={counts(0, MAX_CHILDREN_PER_ROOM)}
                  defaultValue={value(field("children"), "0")}
                />
                <DeskSelect
                  id={`desk-room-${i}-boarding`}
                  name={field("boarding")}
                  label="Boarding"
                  error={errors[field("boarding")]}
                  options={labelled(BOARDINGS, BOARDING_LABELS)}
                  defaultValue={value(field("boarding"), "bed_breakfast")}
                  onChange={remember(field("boarding"))}
                />
                <DeskInput
                  id={`desk-room-${i}-nightly`}
                  name={field("nightlyKes")}
                  label="Other nightly price (KES, optional)"
                  hint={
                    hydrated
                      ? rates === undefined
                        ? "Not offered for these guests and boarding."
                        : `Price for these dates: ${rates}.`
                      : "Empty: the price table's price."
                  }
                  error={errors[field("nightlyKes")]}
                  inputMode="numeric"
                  defaultValue={value(field("nightlyKes"))}
                />
                <DeskInput
                  id={`desk-room-${i}-reason`}
                  name={field("overrideReason")}
                  label="Reason for the other price"
                  error={errors[field("overrideReason")]}
                  maxLength={DESK_LIMITS.reason}
                  defaultValue={value(field("overrideReason"))}
                />
              </div>
            );
          })}
          <div className="desk-buttons">
            {rows < MAX_ROOMS_PER_STAY && (
              <button
                className="button button--small button--ghost"
                type="submit"
                name="intent"
                value="add-room"
                onClick={(event) => {
                  if (!hydrated) return;
                  event.preventDefault();
                  setRows((n) => Math.min(n + 1, MAX_ROOMS_PER_STAY));
                }}
              >
                Add a room
              </button>
            )}
            {rows > 1 && (
              <button
                className="button button--small button--ghost"
                type="submit"
                name="intent"
                value="remove-room"
                onClick={(event) => {
                  if (!hydrated) return;
                  event.preventDefault();
                  setRows((n) => Math.max(n - 1, 1));
                }}
              >
                Remove the last room
              </button>
            )}
          </div>
        </fieldset>

        <fieldset>
          <legend>Where it came from</legend>
          <div className="desk-grid">
            <DeskSelect
              id="desk-source"
              name="source"
              label="Source"
              error={errors.source}
              options={labelled(DESK_BOOKING_SOURCES, BOOKING_SOURCE_LABELS)}
              defaultValue={value("source", "walk_in")}
            />
            <DeskInput
              id="desk-sourceReference"
              name="sourceReference"
              label="OTA or agent reference (optional)"
              error={errors.sourceReference}
              maxLength={DESK_LIMITS.reference}
              defaultValue={value("sourceReference")}
            />
          </div>
          <DeskField
            id="desk-specialRequests"
            name="specialRequests"
            label="Special requests (optional)"
            error={errors.specialRequests}
          >
            {(props) => (
              <textarea
                {...props}
                rows={2}
                maxLength={GUEST_LIMITS.specialRequests}
                defaultValue={value("specialRequests")}
              />
            )}
          </DeskField>
        </fieldset>

        <fieldset aria-describedby="desk-plan-hint">
          <legend>Payment</legend>
          <p className="form-field__hint" id="desk-plan-hint">
            Not yet: the booking keeps its rooms until {arrivalCutoff} on the arrival day. An M-Pesa
            prompt holds the rooms until the guest pays, as on the website.
          </p>
          <div className="desk-choices">
            {DESK_PAYMENT_PLANS.map((option) => (
              <label key={option}>
                <input
                  type="radio"
                  name="payment.plan"
                  value={option}
                  defaultChecked={plan === option}
                  onChange={() => setPlan(option)}
                />
                {DESK_PAYMENT_PLAN_LABELS[option]}
              </label>
            ))}
            {errors["payment.plan"] && (
              <span className="admin-field-error">{errors["payment.plan"]}</span>
            )}
          </div>
          {showPaymentFields && (
            <div className="desk-grid">
              <DeskSelect
                id="desk-payment-method"
                name="payment.method"
                label="Paid by"
                error={errors["payment.method"]}
                options={labelled(DESK_PAYMENT_METHODS, DESK_PAYMENT_METHOD_LABELS)}
                defaultValue={value("payment.method", "cash")}
              />
              {(!hydrated || plan === "deposit") && (
                <DeskInput
                  id="desk-payment-amount"
                  name="payment.amountKes"
                  label="Deposit (KES)"
                  error={errors["payment.amountKes"]}
                  inputMode="numeric"
                  defaultValue={value("payment.amountKes")}
                />
              )}
              <DeskInput
                id="desk-payment-reference"
                name="payment.reference"
                label="Receipt or reference"
                hint="M-Pesa receipt (10 letters and digits), card terminal or bank reference; none for cash."
                error={errors["payment.reference"]}
                maxLength={DESK_LIMITS.reference}
                defaultValue={value("payment.reference")}
              />
            </div>
          )}
        </fieldset>
        {errors.form && <p className="admin-field-error">{errors.form}</p>}
        <button className="button" type="submit">
          Save booking
        </button>
      </Form>
    </section>
  );
}
