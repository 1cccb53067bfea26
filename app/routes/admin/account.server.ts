import type { RouterContextProvider } from "react-router";
import type { Told } from "../../../domain/said.ts";
import { accountSaid } from "../../../domain/staff-said/accounts.ts";
import { firstTold } from "../../../domain/zod.ts";
import { ChangePasswordSchema } from "../../../domain/schemas/staff.ts";
import { servicesContext } from "../../../server/context.ts";
import { changeOwnPassword } from "../../../server/staff/accounts.ts";
import { readAdminForm, requireStaff, sessionToken } from "./session.server.ts";

export async function changePassword(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<{ ok: boolean; message: Told }> {
  const user = await requireStaff(request, context);
  const form = await readAdminForm(request);
  const parsed = ChangePasswordSchema.safeParse({
    currentPassword: form.get("currentPassword") ?? "",
    newPassword: form.get("newPassword") ?? "",
  });
  if (!parsed.success) return { ok: false, message: firstTold(parsed.error) };
  const result = await changeOwnPassword(
    context.get(servicesContext).database.db,
    user,
    parsed.data,
    sessionToken(request, context),
  );
  if (!result.ok) return { ok: false, message: result.message };
  return { ok: true, message: accountSaid.passwordChanged() };
}
