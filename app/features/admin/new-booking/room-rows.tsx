// New booking's rooms: one row a room (type, party, the night's price or staff's own with a
// reason), and "Add a room" / "Remove a room" (without JavaScript the server answers one row more).
import type { Dispatch, SetStateAction } from "react";
import { DESK_LIMITS } from "../../../../domain/schemas/desk.ts";
import { MAX_ROOMS_PER_STAY } from "../../../../domain/schemas/quote.ts";
import { ROOM_TYPE_KEYS } from "../../../../domain/rooms.ts";
import { useT } from "../../../i18n.tsx";
import { DeskInput, DeskSelect, labelled } from "../desk-field.tsx";
import { DeskPartyFields } from "../desk-form.tsx";
import type { DeskFormState } from "../use-desk-form.tsx";

export function DeskRoomRows({
  rows,
  setRows,
  hydrated,
  errors,
  value,
  remember,
  ratesPrice,
}: Pick<DeskFormState, "hydrated" | "errors" | "value" | "remember"> & {
  rows: number;
  setRows: Dispatch<SetStateAction<number>>;
  /** The rules' price of row `i` for the dates ("4,500 × 2 + 5,000"), undefined when none. */
  ratesPrice: (i: number) => string | undefined;
}) {
  const t = useT();
  return (
    <fieldset>
      <legend>{t("staffDesk.rooms")}</legend>
      {errors.rooms && <p className="admin-field-error">{errors.rooms}</p>}
      {Array.from({ length: rows }, (_, i) => {
        const field = (name: string) => `rooms.${i}.${name}`;
        const rates = ratesPrice(i);
        return (
          <div
            className="desk-room desk-grid"
            key={i}
            role="group"
            aria-label={t("staffDesk.newRoomGroup", { n: i + 1 })}
          >
            <DeskSelect
              id={`desk-room-${i}-type`}
              name={field("type")}
              label={t("staffDesk.newRoomType", { n: i + 1 })}
              error={errors[field("type")]}
              options={labelled(ROOM_TYPE_KEYS, (type) => t(`common.type_${type}`))}
              defaultValue={value(field("type"), "standard")}
              onChange={remember(field("type"))}
            />
            <DeskPartyFields
              id={`desk-room-${i}`}
              field={field}
              errors={errors}
              value={value}
              remember={remember}
              adults={{ value: value(field("adults"), "2") }}
              boarding={{ value: value(field("boarding"), "bed_breakfast") }}
            />
            <DeskInput
              id={`desk-room-${i}-nightly`}
              name={field("nightlyKes")}
              label={t("staffDesk.newNightly")}
              hint={
                hydrated
                  ? rates === undefined
                    ? t("staffDesk.notOffered")
                    : t("staffDesk.newRatesPrice", { price: rates })
                  : t("staffDesk.newTablePrice")
              }
              error={errors[field("nightlyKes")]}
              inputMode="numeric"
              defaultValue={value(field("nightlyKes"))}
            />
            <DeskInput
              id={`desk-room-${i}-reason`}
              name={field("overrideReason")}
              label={t("staffDesk.otherPriceReason")}
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
            {t("staffDesk.newAddRoom")}
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
            {t("staffDesk.newRemoveRoom")}
          </button>
        )}
      </div>
    </fieldset>
  );
}
