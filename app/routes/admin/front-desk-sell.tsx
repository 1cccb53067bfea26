// /admin/front-desk/sell: sell a room now. A walk-in is booked from tonight, paid (or not yet)
// and checked in to a chosen free room from one screen: guest, nights, the room (clean and
// inspected first, a dirty one needs "check in anyway"), guests and boarding, payment. Checked
// with the server's schema before it is sent; works without JavaScript (the server prices it and
// checks everything again).
import { useMemo } from "react";
import { useNavigate } from "react-router";
import type { Route } from "./+types/front-desk-sell";
import frontDeskStyles from "../../features/front-desk/front-desk.css?url";
import { formatKes } from "../../../domain/money.ts";
import { partyBoardings } from "../../../domain/pricing.ts";
import { nightsTimesPrice } from "../../../domain/price-lines.ts";
import { priceStay, pricingOf } from "../../../domain/quote.ts";
import { addDays } from "../../../domain/stay.ts";
import { BOARDINGS, roomTypeOf } from "../../../domain/rooms.ts";
import {
  SELL_NOW_MAX_NIGHTS,
  SELL_NOW_PAY_LATER,
  SELL_NOW_PAYMENT_CHOICES,
  sellNowSchema,
} from "../../../domain/schemas/sell-now.ts";
import { adminTitle } from "../../features/admin/staff-route.ts";
import { useT } from "../../i18n.tsx";
import {
  DeskField,
  DeskInput,
  DeskSelect,
  counts,
  labelled,
} from "../../features/admin/desk-field.tsx";
import {
  DeskFormPage,
  DeskGuestFieldset,
  DeskPartyFields,
  DeskPaymentReference,
} from "../../features/admin/desk-form.tsx";
import { useDeskForm } from "../../features/admin/use-desk-form.tsx";
import { loadSellNow, sellNowAction } from "./front-desk-sell.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: frontDeskStyles }];

export const loader = ({ request, context }: Route.LoaderArgs) => loadSellNow(request, context);

export const action = ({ request, context }: Route.ActionArgs) => sellNowAction(request, context);

export const meta = adminTitle("staffDesk.sellTitle");

type Boarding = (typeof BOARDINGS)[number];

export default function SellNow({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const paymentName = (choice: (typeof SELL_NOW_PAYMENT_CHOICES)[number]) =>
    choice === SELL_NOW_PAY_LATER ? t("staffDesk.sellPayLater") : t(`staffDesk.method_${choice}`);
  const { today, horizonDays, nights, rooms, pricing: pricingData } = loaderData;
  const prices = pricingData.table;
  // Priced night by night as the server will price the sale (weekends, seasons, holidays).
  const pricing = useMemo(() => pricingOf(pricingData), [pricingData]);
  const stay = { checkIn: today, checkOut: addDays(today, nights) };
  const navigate = useNavigate();
  const { hydrated, errors, status, check, value, remember } = useDeskForm(actionData, () => {
    const types = new Map(rooms.map((choice) => [choice.id, choice.roomType]));
    return sellNowSchema({ today, horizonDays, typeOfRoom: (id) => types.get(id) });
  });

  // The room chosen, or the first offered (after "nights" changed the list, or at first).
  const room = rooms.find((choice) => String(choice.id) === value("roomId")) ?? rooms[0];
  const roomId = room ? String(room.id) : "";
  const adults = Number(value("adults", String(room ? roomTypeOf(room.roomType).minGuests : 1)));
  // Children free, the room priced for at least its smallest party (as the server prices it).
  const children = Number(value("children", "0"));
  const offered = room
    ? partyBoardings(prices, room.roomType, { adults, children })
    : [...BOARDINGS];
  const boarding = (
    offered.includes(value("boarding") as Boarding)
      ? value("boarding")
      : (offered[0] ?? "bed_breakfast")
  ) as Boarding;
  const priced = room
    ? priceStay(pricing, [{ type: room.roomType, adults, children, boarding }], stay)
    : undefined;
  const lines = priced?.message === null ? (priced.rooms[0]?.lines ?? []) : [];
  const total = lines.length > 0 ? priced!.totalKes : undefined;
  const method = value("payment.method", "cash");
  // Tonight's price of each room offered.
  const priceOf = (choice: (typeof rooms)[number]) => {
    const tonight = priceStay(pricing, [{ type: choice.roomType, adults, children, boarding }], {
      checkIn: today,
      checkOut: addDays(today, 1),
    }).rooms[0];
    return tonight?.message === null ? ` · ${formatKes(tonight.nightlyKes)}` : "";
  };
  const showDirty = errors.dirtyOk !== undefined || (hydrated && room?.housekeeping === "dirty");

  return (
    <DeskFormPage
      back={{ to: "/admin/front-desk", label: t("staffDesk.frontDeskTitle") }}
      title={t("staffDesk.sellTitle")}
      titleId="sell-now-title"
      className="admin-page sell-now"
      status={status}
      errors={errors}
      check={check}
      submit={t("staffDesk.sellButton")}
    >
      <DeskGuestFieldset
        id="sell"
        errors={errors}
        value={value}
        idNumberLabel="staffDesk.idNumber"
      />

      <fieldset>
        <legend>{t("staffDesk.sellStayAndRoom")}</legend>
        <div className="desk-grid">
          <DeskSelect
            id="sell-nights"
            name="nights"
            label={t("staffDesk.sellNights")}
            error={errors.nights}
            options={counts(1, SELL_NOW_MAX_NIGHTS)}
            defaultValue={String(nights)}
            onChange={(event) =>
              navigate(`?nights=${event.target.value}`, {
                replace: true,
                preventScrollReset: true,
              })
            }
          />
          <DeskField
            id="sell-room"
            name="roomId"
            label={t("staffDesk.room")}
            error={
              errors.roomId ?? (rooms.length === 0 ? t("staffDesk.sellNoRoomsFree") : undefined)
            }
          >
            {(props) => (
              <select {...props} value={roomId} onChange={remember("roomId")}>
                {rooms.length === 0 && <option value="">{t("staffDesk.sellNoRoom")}</option>}
                {rooms.map((choice) => (
                  <option key={choice.id} value={choice.id}>
                    {choice.housekeeping === "dirty"
                      ? t("staffDesk.notClean", { number: choice.number })
                      : choice.number}{" "}
                    · {t(`common.type_${choice.roomType}`)}
                    {priceOf(choice)}
                  </option>
                ))}
              </select>
            )}
          </DeskField>
          <DeskPartyFields
            id="sell"
            field={(name) => name}
            errors={errors}
            value={value}
            remember={remember}
            adults={{ value: String(adults), key: `adults-${room?.roomType}` }}
            boarding={{ value: boarding, offered, key: `${room?.roomType}-${offered.join()}` }}
          />
        </div>
        {showDirty && (
          <p className="form-field">
            <label>
              <input
                type="checkbox"
                name="dirtyOk"
                value="yes"
                aria-invalid={errors.dirtyOk ? true : undefined}
                aria-describedby={errors.dirtyOk ? "sell-dirtyOk-error" : undefined}
              />{" "}
              {t("staffDesk.dirtyCheckInAnyway", { number: room?.number ?? "" })}
            </label>
            {errors.dirtyOk && (
              <span className="admin-field-error" id="sell-dirtyOk-error">
                {errors.dirtyOk}
              </span>
            )}
          </p>
        )}
        <p className="sell-now__total" aria-live="polite">
          {total === undefined
            ? t("staffDesk.notOffered")
            : t("staffDesk.sellTotal", {
                lines: lines.map(nightsTimesPrice).join(" + "),
                total: formatKes(total),
              })}
        </p>
      </fieldset>

      <fieldset>
        <legend>{t("staffDesk.payment")}</legend>
        <div className="desk-grid">
          <DeskSelect
            id="sell-payment-method"
            name="payment.method"
            label={t("staffDesk.paidBy")}
            error={errors["payment.method"]}
            options={labelled(SELL_NOW_PAYMENT_CHOICES, paymentName)}
            defaultValue={method}
            onChange={remember("payment.method")}
          />
          {(!hydrated || method !== SELL_NOW_PAY_LATER) && (
            <>
              <DeskInput
                id="sell-payment-amount"
                name="payment.amountKes"
                label={t("staffDesk.amountKes")}
                hint={t("staffDesk.sellAmountHint")}
                error={errors["payment.amountKes"]}
                inputMode="numeric"
                value={value("payment.amountKes", total === undefined ? "" : String(total))}
                onChange={remember("payment.amountKes")}
              />
              <DeskPaymentReference id="sell" errors={errors} value={value} />
            </>
          )}
        </div>
      </fieldset>
    </DeskFormPage>
  );
}
