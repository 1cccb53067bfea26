import type { RouterContextProvider } from "react-router";
import type { Told } from "../../../domain/said.ts";
import { STAFF_ROLES, type StaffRole } from "../../../domain/staff.ts";
import { servicesContext } from "../../../server/context.ts";
import {
  createStaffAccount,
  listStaffAccounts,
  setStaffPassword,
  updateStaffAccount,
} from "../../../server/staff/accounts.ts";
import { readAdminForm, requireAdmin } from "./session.server.ts";
import { accountSaid } from "../../../domain/staff-said/accounts.ts";
import { bookingSaid } from "../../../domain/staff-said/bookings.ts";

type Context = Readonly<RouterContextProvider>;

const isAccountId = (id: number) => Number.isSafeInteger(id) && id > 0;

export async function loadStaffPage(request: Request, context: Context) {
  const user = await requireAdmin(request, context, "staff");
  const accounts = await listStaffAccounts(context.get(servicesContext).database.db);
  return { user, accounts };
}

export type StaffActionResult = { ok: boolean; message: Told; intent: string };

/** One form per intent: create, disable, enable, role, password. */
export async function staffAction(request: Request, context: Context): Promise<StaffActionResult> {
  const user = await requireAdmin(request, context, "staff");
  const db = context.get(servicesContext).database.db;
  const form = await readAdminForm(request);
  const intent = String(form.get("intent") ?? "");
  const id = Number(form.get("id"));
  const fields = Object.fromEntries([...form].map(([k, v]) => [k, String(v)]));
  const answer = (result: { ok: boolean; message?: Told }, done: Told): StaffActionResult => ({
    ok: result.ok,
    message: result.ok ? done : (result.message ?? accountSaid.didNotWork()),
    intent,
  });
  switch (intent) {
    case "create": {
      const result = await createStaffAccount(db, fields, user);
      return answer(result, accountSaid.accountCreated(fields.email?.trim() ?? ""));
    }
    case "disable":
    case "enable": {
      if (!isAccountId(id)) break;
      const result = await updateStaffAccount(db, id, { disabled: intent === "disable" }, user);
      return answer(
        result,
        intent === "disable" ? accountSaid.accountDisabled() : accountSaid.accountEnabled(),
      );
    }
    case "role": {
      const role = String(form.get("role")) as StaffRole;
      if (!isAccountId(id) || !STAFF_ROLES.includes(role)) break;
      return answer(await updateStaffAccount(db, id, { role }, user), accountSaid.roleChanged());
    }
    case "password": {
      if (!isAccountId(id)) break;
      const result = await setStaffPassword(db, id, form.get("password") ?? "", user);
      return answer(result, accountSaid.passwordSet());
    }
  }
  return { ok: false, message: bookingSaid.unknownAction(), intent };
}
