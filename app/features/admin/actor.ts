// Who did something, as staff read it (domain/staff.ts Actor): a staff member by name, else the
// staff catalog's words for an account removed since and for the website's own payments.
import type { CashUpNames } from "../../../domain/cash-up.ts";
import type { Actor } from "../../../domain/staff.ts";
import type { Text } from "../../i18n.tsx";

export function actorName(t: Text, actor: Actor): string {
  return typeof actor === "object" ? actor.name : t(`staffDesk.actor_${actor}`);
}

/**
 * The cash-up's methods, who took the money and its total, by the same words on the page and in
 * its CSV.
 */
export function cashUpNames(t: Text): CashUpNames {
  return {
    method: (method) => t(`staffDesk.method_${method}`),
    staff: (actor) => actorName(t, actor),
    total: t("staffDesk.cashUpCsvAll"),
  };
}
