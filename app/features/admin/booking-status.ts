// A booking's status as staff read it: the guest's words (the staff catalog takes them from the
// booking catalog), by the same reading (a confirmed booking with money still to pay is not "paid").
import { statusReading, type BookingStatus } from "../../../domain/booking-status.ts";
import { formatKes } from "../../../domain/money.ts";
import type { Text } from "../../i18n.tsx";

export function bookingStatusText(t: Text, status: BookingStatus, balanceKes = 0): string {
  const reading = statusReading(status, balanceKes);
  return reading === "to_pay"
    ? t("staffDesk.statusToPay", { amount: formatKes(balanceKes) })
    : t(`staffDesk.status_${reading}`);
}
