import type { RouterContextProvider } from "react-router";
import type { Told } from "../../../domain/said.ts";
import { STAFF_ROLES, type StaffRole } from "../../../domain/staff.ts";
import { servicesContext } from "../../../server/context.ts";
import { translator } from "../../../i18n/messages.server.ts";
import {
  createStaffAccount,
  listStaffAccounts,
  setStaffPassword,
  updateStaffAccount,
} from "../../../server/staff/accounts.ts";
import { readAdminForm, requireAdmin } from "./session.server.ts";
import { bookingSaid } from "../../../domain/staff-said/bookings.ts";

type Context = Readonly<RouterContextProvider>;

const isAccountId = (id: number) => Number.isSafeInteger(id) && id > 0;
// Staff pages are English for now (issue 17).
const t = translator("en");

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
  const answer = (result: { ok: boolean; message?: Told }, done: string): StaffActionResult => ({
    ok: result.ok,
    message: result.ok ? done : (result.message ?? t("staffSettings.didNotWork")),
    intent,
  });
  switch (intent) {
    case "create": {
      const result = await createStaffAccount(db, fields, user);
      return answer(
        result,
        t("staffSettings.accountCreated", { email: fields.email?.trim() ?? "" }),
      );
    }
    case "disable":
    case "enable": {
      if (!isAccountId(id)) break;
      const result = await updateStaffAccount(db, id, { disabled: intent === "disable" }, user);
      return answer(
        result,
        intent === "disable"
          ? t("staffSettings.accountDisabled")
          : t("staffSettings.accountEnabled"),
      );
    }
    case "role": {
      const role = String(form.get("role")) as StaffRole;
      if (!isAccountId(id) || !STAFF_ROLES.includes(role)) break;
      return answer(
        await updateStaffAccount(db, id, { role }, user),
        t("staffSettings.roleChanged"),
      );
    }
    case "password": {
      if (!isAccountId(id)) break;
      const result = await setStaffPassword(db, id, form.get("password") ?? "", user);
      return answer(result, t("staffSettings.passwordSet"));
    }
  }
  return { ok: false, message: bookingSaid.unknownAction(), intent };
}
