// /admin/bookings/new: a booking entered at the desk (walk-in, phone, WhatsApp, OTAs...): the
// guest, the stay, one or more rooms (the table's price, or staff's with a reason), where it came
// from and how it is paid. Checked with the server's schema before it is sent; works without
// JavaScript ("Add a room" then asks the server for one more row).
import { useEffect, useMemo, useState } from "react";
import type { Route } from "./+types/booking-new";
import { DESK_LIMITS } from "../../../domain/schemas/desk.ts";
import { deskBookingSchema } from "../../../domain/schemas/desk.ts";
import { GUEST_LIMITS } from "../../../domain/schemas/booking.ts";
import { DESK_BOOKING_SOURCES } from "../../../domain/front-desk.ts";
import { nightsTimesPrice } from "../../../domain/price-lines.ts";
import { priceStay, pricingOf } from "../../../domain/quote.ts";
import { isRoomTypeKey, type Boarding } from "../../../domain/rooms.ts";
import { addDays, isCalendarDate, nightsBetween } from "../../../domain/stay.ts";
import { adminTitle } from "../../features/admin/staff-route.ts";
import { useT } from "../../i18n.tsx";
import { DeskField, DeskInput, DeskSelect, labelled } from "../../features/admin/desk-field.tsx";
import { DeskFormPage, DeskGuestFieldset } from "../../features/admin/desk-form.tsx";
import { DeskPaymentPlan } from "../../features/admin/new-booking/payment-plan.tsx";
import { DeskRoomRows } from "../../features/admin/new-booking/room-rows.tsx";
import { useDeskForm } from "../../features/admin/use-desk-form.tsx";
import { loadNewBooking, newBookingAction } from "./booking-new.server.ts";

export const loader = ({ request, context }: Route.LoaderArgs) => loadNewBooking(request, context);

export const action = ({ request, context }: Route.ActionArgs) =>
  newBookingAction(request, context);

export const meta = adminTitle("staffDesk.newBooking");

export default function NewBooking({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { today, horizonDays, arrivalCutoff, pricing: pricingData } = loaderData;
  const pricing = useMemo(() => pricingOf(pricingData), [pricingData]);
  const { hydrated, errors, status, check, value, remember } = useDeskForm(actionData, () =>
    deskBookingSchema({ today, horizonDays }),
  );
  const [rows, setRows] = useState(actionData?.rows ?? 1);
  const [plan, setPlan] = useState(actionData?.values["payment.plan"] ?? "none");
  useEffect(() => {
    if (actionData) setRows(actionData.rows);
  }, [actionData]);

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
      children: Number(value(`rooms.${i}.children`, "0")),
      boarding: value(`rooms.${i}.boarding`, "bed_breakfast") as Boarding,
    };
    const priced = priceStay(pricing, [room], { checkIn, checkOut }).rooms[0];
    return priced?.message === null ? priced.lines.map(nightsTimesPrice).join(" + ") : undefined;
  };

  return (
    <DeskFormPage
      back={{ to: "/admin/bookings", label: t("staffDesk.allBookings") }}
      title={t("staffDesk.newBooking")}
      titleId="new-booking-title"
      status={status}
      errors={errors}
      check={check}
      submit={t("staffDesk.newSave")}
    >
      <input type="hidden" name="rows" value={rows} />
      <DeskGuestFieldset
        id="desk"
        errors={errors}
        value={value}
        idNumberLabel="staffDesk.newIdNumber"
        withEmail
      />

      <fieldset>
        <legend>{t("staffDesk.stay")}</legend>
        <div className="desk-grid">
          <DeskInput
            id="desk-checkIn"
            name="checkIn"
            label={t("staffDesk.checkIn")}
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
            label={t("staffDesk.checkOut")}
            error={errors.checkOut}
            type="date"
            min={addDays(today, 1)}
            max={addDays(today, horizonDays)}
            defaultValue={checkOut}
            onChange={remember("checkOut")}
          />
        </div>
      </fieldset>

      <DeskRoomRows
        rows={rows}
        setRows={setRows}
        hydrated={hydrated}
        errors={errors}
        value={value}
        remember={remember}
        ratesPrice={ratesPrice}
      />

      <fieldset>
        <legend>{t("staffDesk.newSourceTitle")}</legend>
        <div className="desk-grid">
          <DeskSelect
            id="desk-source"
            name="source"
            label={t("staffDesk.source")}
            error={errors.source}
            options={labelled(DESK_BOOKING_SOURCES, (source) => t(`staffDesk.source_${source}`))}
            defaultValue={value("source", "walk_in")}
          />
          <DeskInput
            id="desk-sourceReference"
            name="sourceReference"
            label={t("staffDesk.newSourceReference")}
            error={errors.sourceReference}
            maxLength={DESK_LIMITS.reference}
            defaultValue={value("sourceReference")}
          />
        </div>
        <DeskField
          id="desk-specialRequests"
          name="specialRequests"
          label={t("staffDesk.newSpecialRequests")}
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

      <DeskPaymentPlan
        plan={plan}
        setPlan={setPlan}
        hydrated={hydrated}
        arrivalCutoff={arrivalCutoff}
        errors={errors}
        value={value}
      />
    </DeskFormPage>
  );
}
