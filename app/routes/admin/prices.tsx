// /admin/prices: the price table and room counts by room type, saved with one form POST (works
// without JavaScript), and the recent history of changes.
import { Fragment, useMemo, useState, type FormEvent } from "react";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/prices";
import type { Told } from "../../../domain/said.ts";
import { priceSaid } from "../../../domain/staff-said/prices.ts";
import {
  cellName,
  editorCells,
  guestCountOf,
  guestKeysOf,
  loadedName,
  type PriceCell,
} from "../../../domain/price-editor.ts";
import { priceEditorErrors, priceEditorSchema } from "../../../domain/schemas/prices.ts";
import { BOARDINGS } from "../../../domain/rooms.ts";
import { motelDateTime } from "../../../domain/time.ts";
import { adminTitle } from "../../features/admin/staff-route.ts";
import { priceCellLabel, priceCellValue } from "../../features/admin/price-cell.ts";
import { RateCalendar } from "../../features/admin/rates/rate-calendar.tsx";
import { useT } from "../../i18n.tsx";
import { wordTold } from "../../../i18n/said.ts";
import { loadPricesPage, pricesAction } from "./prices.server.ts";

export const loader = ({ request, context }: Route.LoaderArgs) => loadPricesPage(request, context);

export async function action({ request, context }: Route.ActionArgs) {
  const result = await pricesAction(request, context);
  return data(result, { status: result.status });
}

export const meta = adminTitle("staffSettings.pricesTitle");

const CELLS = editorCells();

export default function Prices({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { rooms, history } = loaderData;
  const values = actionData && "values" in actionData ? actionData.values : loaderData.values;
  const [checked, setChecked] = useState<Told[]>([]);
  const saving = useNavigation().state === "submitting";
  const errors = checked.length > 0 ? checked : actionData?.status === 400 ? actionData.errors : [];
  const schema = useMemo(() => priceEditorSchema((cell) => priceCellLabel(t, cell)), [t]);

  // The same schema as the server's: a mistake is shown at once, without a round trip.
  function check(event: FormEvent<HTMLFormElement>) {
    const fields = Object.fromEntries(
      [...new FormData(event.currentTarget)].map(([name, value]) => [name, String(value)]),
    );
    const parsed = schema.safeParse(fields);
    setChecked(parsed.success ? [] : priceEditorErrors(parsed.error));
    if (!parsed.success) event.preventDefault();
  }

  return (
    <section className="admin-page price-editor" aria-labelledby="prices-title">
      <h1 id="prices-title">{t("staffSettings.pricesTitle")}</h1>
      <p>{t("staffSettings.pricesIntro")}</p>
      <Form method="post" onSubmit={check} noValidate preventScrollReset>
        {/* The fields start again from the saved values; the outcome's live region below stays
            (a region made anew with its text already in it is not announced). */}
        <Fragment key={JSON.stringify(values)}>
          {CELLS.map((cell) => (
            <input
              key={loadedName(cell)}
              type="hidden"
              name={loadedName(cell)}
              value={values[loadedName(cell)] ?? ""}
            />
          ))}
          {rooms.map((room) => (
            <div className="admin-panel price-editor__type" key={room.key}>
              <h2 id={`type-${room.key}`}>{t(`common.type_${room.key}`)}</h2>
              <div className="admin-table-wrap">
                <table className="admin-table price-editor__table">
                  <caption className="visually-hidden">
                    {t("staffSettings.priceTableCaption", { room: t(`common.type_${room.key}`) })}
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">{t("staffSettings.guests")}</th>
                      {BOARDINGS.map((boarding) => (
                        <th scope="col" key={boarding}>
                          {t(`staff.boarding_${boarding}`)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {guestKeysOf(room).map((guests) => (
                      <tr key={guests}>
                        <th scope="row">
                          {t("staffSettings.guestCount", { count: guestCountOf({ guests }) })}
                        </th>
                        {BOARDINGS.map((boarding) => {
                          const cell: PriceCell = {
                            field: "price",
                            roomType: room.key,
                            guests,
                            boarding,
                          };
                          return (
                            <td key={boarding}>
                              <input
                                name={cellName(cell)}
                                aria-label={t("staffSettings.cellKes", {
                                  cell: priceCellLabel(t, cell),
                                })}
                                defaultValue={values[cellName(cell)]}
                                placeholder={t("staffSettings.notOffered")}
                                inputMode="numeric"
                                autoComplete="off"
                                size={9}
                              />
                            </td>
                          );
                        })}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </div>
          ))}
        </Fragment>
        {/* The outcome shows beside the button that saved: where the eyes are after a click. */}
        <div className="price-editor__save">
          <button className="button" type="submit" disabled={saving}>
            {saving ? t("staffSettings.saving") : t("staffSettings.savePrices")}
          </button>
          <div className="price-editor__result" aria-live="polite">
            {errors.length > 0 ? (
              <div className="admin-error" role="alert">
                <p>{wordTold(t, priceSaid.notSaved())}</p>
                <ul>
                  {errors.map((error) => (
                    <li key={JSON.stringify(error)}>{wordTold(t, error)}</li>
                  ))}
                </ul>
              </div>
            ) : actionData?.status === 409 ? (
              <div className="admin-error" role="alert">
                <p>{wordTold(t, actionData.message)}</p>
                <ul>
                  {actionData.conflicts.map(({ cell, theirs, yours }) => (
                    <li key={cellName(cell)}>
                      {t("staffSettings.conflictLine", {
                        label: priceCellLabel(t, cell),
                        theirs: priceCellValue(t, theirs),
                        yours: priceCellValue(t, yours),
                      })}
                    </li>
                  ))}
                </ul>
              </div>
            ) : actionData?.status === 200 ? (
              <p className="admin-notice">{wordTold(t, actionData.message)}</p>
            ) : null}
          </div>
        </div>
      </Form>
      <h2 id="history-title">{t("staffSettings.recentChanges")}</h2>
      {history.length === 0 ? (
        <p>{t("staffSettings.noChanges")}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table" aria-labelledby="history-title">
            <thead>
              <tr>
                <th scope="col">{t("staffSettings.when")}</th>
                <th scope="col">{t("staffSettings.who")}</th>
                <th scope="col">{t("staffSettings.what")}</th>
                <th scope="col">{t("staffSettings.change")}</th>
              </tr>
            </thead>
            <tbody>
              {history.map((entry) => (
                <tr key={entry.id}>
                  <td>{motelDateTime(new Date(entry.changedAt))}</td>
                  <td>{entry.changedByName}</td>
                  <td>{priceCellLabel(t, entry.cell)}</td>
                  <td>
                    {t("staffSettings.valueChange", {
                      from: priceCellValue(t, entry.oldValue),
                      to: priceCellValue(t, entry.newValue),
                    })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <RateCalendar rates={loaderData.rates} note={loaderData.ratesNote} />
    </section>
  );
}
