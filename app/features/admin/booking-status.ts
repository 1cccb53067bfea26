// A booking's status as staff read it: the guest's words (the staff catalog takes them from the
// booking catalog), but a confirmed booking with money still to pay is not "paid".
import type { BookingStatus } from "../../../domain/booking-status.ts";
import { formatKes } from "../../../domain/money.ts";
import type { Text } from "../../i18n.tsx";

export function bookingStatusText(t: Text, status: BookingStatus, balanceKes = 0): string {
  if (status === "confirmed" && balanceKes > 0) {
    return t("staffDesk.statusToPay", { amount: formatKes(balanceKes) });
  }
  return t(`staffDesk.status_${status}`);
}
