// What the staff pages are told, as codes and their values (issue 36): one builder a message,
// grouped by the motel's domain, each group worded by its catalog (i18n/en/said-*.ts, namespace
// said<Group>). Only types come from the groups here: the guest pages that read a schema's message
// take a staff code by its shape (isStaffCode) and carry none of the builders.
import type { SaidValue } from "../say.ts";
import type { roomSaid } from "./rooms.ts";
import type { deskSaid } from "./desk.ts";
import type { bookingSaid } from "./bookings.ts";
import type { priceSaid } from "./prices.ts";
import type { contentSaid } from "./content.ts";
import type { accountSaid } from "./accounts.ts";
import type { paybillSaid } from "./paybill.ts";
import type { formSaid } from "./forms.ts";

type CodesOf<Group> = {
  [K in keyof Group]: Group[K] extends (...args: never[]) => { code: infer C } ? C : never;
}[keyof Group];

/** Every code the staff pages can be told. */
export type StaffCode =
  | CodesOf<typeof roomSaid>
  | CodesOf<typeof deskSaid>
  | CodesOf<typeof bookingSaid>
  | CodesOf<typeof priceSaid>
  | CodesOf<typeof contentSaid>
  | CodesOf<typeof accountSaid>
  | CodesOf<typeof paybillSaid>
  | CodesOf<typeof formSaid>;

/** A message to staff as it crosses the seam: its code and values. */
export type StaffSaid = { code: StaffCode; params?: Readonly<Record<string, SaidValue>> };

/** The staff catalogs' namespaces: said<Group>. */
const STAFF_CODE = /^said[A-Z][A-Za-z]*\.\w+$/;

/** A staff code by its shape (a schema's message is ours, never a client's). */
export function isStaffCode(code: unknown): code is StaffCode {
  return typeof code === "string" && STAFF_CODE.test(code);
}
