import type { RouterContextProvider } from "react-router";
import { schemaMessage, toldOfMessage, type Told } from "../../../domain/said.ts";
import { bookingSaid } from "../../../domain/staff-said/bookings.ts";
import { priceSaid } from "../../../domain/staff-said/prices.ts";
import {
  currentValue,
  editorFormValues,
  formAfterConflict,
  type CellValue,
  type EditorFormValues,
  type PriceCell,
} from "../../../domain/price-editor.ts";
import { priceEditorErrors, priceEditorSchema } from "../../../domain/schemas/prices.ts";
import { priceCellLabel } from "../../features/admin/price-cell.ts";
import { servicesContext } from "../../../server/context.ts";
import { translator } from "../../../i18n/messages.server.ts";
import { loadRoomsAndPrices } from "../../../server/rooms/catalog.ts";
import { loadPriceEditor, savePriceEdits } from "../../../server/rooms/price-editor.ts";
import { redirect } from "react-router";
import { rateFormFields } from "../../../domain/schemas/rates.ts";
import {
  CALENDAR_DAYS,
  calendarViewOf,
  RATE_FORMS,
  rateCalendar,
  RULE_DELETES,
} from "../../../server/rooms/rate-editor.ts";
import { readAdminForm, requireAdmin } from "./session.server.ts";

type Context = Readonly<RouterContextProvider>;

export async function loadPricesPage(request: Request, context: Context) {
  await requireAdmin(request, context, "prices");
  const db = context.get(servicesContext).database.db;
  const search = new URL(request.url).searchParams;
  const [{ rooms, table, history }, rates] = await Promise.all([
    loadPriceEditor(db),
    rateCalendar(db, new Date(), CALENDAR_DAYS, calendarViewOf(search)),
  ]);
  const values = editorFormValues((cell) => currentValue(cell, table));
  const ratesNote = search.get("rates") ?? search.get("ratesError");
  return {
    rooms,
    values,
    history,
    rates,
    ratesNote: ratesNote ? { ok: search.has("rates"), message: noteOf(ratesNote) } : null,
  };
}

// A rate form's answer travels in its redirect's address as a schema's message carries a code
// (domain/said.ts); the page words it. An address that carries no code tells invalidInput.
const noteText = (message: Told): string => schemaMessage(message);
const noteOf = (text: string): Told => toldOfMessage(text);

/** A cell another staff member changed meanwhile: the page names it and its values. */
export type ConflictNote = { cell: PriceCell; theirs: CellValue; yours: CellValue };

// Staff pages are English for now (issue 17): the server's messages name a cell in English.
// Made on the first save, not when the server starts.
let schema: ReturnType<typeof priceEditorSchema> | undefined;
const englishSchema = () =>
  (schema ??= priceEditorSchema((cell) => priceCellLabel(translator("en"), cell)));

export type PricesActionResult =
  | { status: 200; message: Told }
  | { status: 400; message: Told; errors: Told[]; values: EditorFormValues }
  | { status: 409; message: Told; conflicts: ConflictNote[]; values: EditorFormValues };

export async function pricesAction(
  request: Request,
  context: Context,
): Promise<PricesActionResult> {
  const user = await requireAdmin(request, context, "prices");
  const form = await readAdminForm(request);
  const typed: EditorFormValues = Object.fromEntries(
    [...form].map(([name, value]) => [name, typeof value === "string" ? value : ""]),
  );
  const parsed = englishSchema().safeParse(typed);
  if (!parsed.success) {
    return {
      status: 400,
      message: priceSaid.notSaved(),
      errors: priceEditorErrors(parsed.error),
      values: typed,
    };
  }
  const db = context.get(servicesContext).database.db;
  const result = await savePriceEdits(db, user, parsed.data);
  if (result.ok) {
    const message =
      result.saved === 0 ? priceSaid.nothingToSave() : priceSaid.pricesSaved(result.saved);
    return { status: 200, message };
  }
  // The whole table as it is now, so cells nobody here changed show the other staff's values.
  const { table } = await loadRoomsAndPrices(db);
  return {
    status: 409,
    message: priceSaid.conflict(),
    conflicts: result.conflicts.map(({ cell, current: theirs, submitted: yours }) => ({
      cell,
      theirs,
      yours,
    })),
    values: formAfterConflict(typed, (cell) => currentValue(cell, table)),
  };
}

/** POST /admin/prices/rates: one of the rate calendar's forms, then back to /admin/prices. */
/** GET /admin/prices/rates (a form's address typed or reloaded): the rate calendar, for admins. */
export async function ratesPage(request: Request, context: Context): Promise<Response> {
  await requireAdmin(request, context, "prices");
  return redirect("/admin/prices#rates");
}

export async function ratesAction(request: Request, context: Context): Promise<Response> {
  const user = await requireAdmin(request, context, "prices");
  const form = await readAdminForm(request);
  const fields = rateFormFields(form);
  const db = context.get(servicesContext).database.db;
  const now = new Date();
  const id = Number(form.get("id"));
  const intent = String(form.get("intent"));
  const result = Object.hasOwn(RATE_FORMS, intent)
    ? await RATE_FORMS[intent as keyof typeof RATE_FORMS](db, user, fields, now)
    : Object.hasOwn(RULE_DELETES, intent)
      ? await RULE_DELETES[intent as keyof typeof RULE_DELETES](db, user, id, now)
      : { ok: false, message: bookingSaid.unknownAction() };
  const query = new URLSearchParams({
    [result.ok ? "rates" : "ratesError"]: noteText(result.message),
  });
  return redirect(`/admin/prices?${query}#rates`);
}
