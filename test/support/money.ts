// What the money tests and the money benchmark do the way the outside world does it: a Paybill
// confirmation as Daraja posts it (read and stored as the route does), and a booking the desk
// takes to pay on arrival.
import { addDays } from "../../domain/stay.ts";
import { receivePaybill } from "../../server/payments/provider-messages.ts";
import type { PaymentDeps } from "../../server/payments/deps.ts";
import { enterDeskBooking } from "../../server/front-desk/desk-bookings.ts";
import { parseC2b, storedC2bBody } from "../../server/payments/daraja/c2b.ts";

/** A Paybill payment: Daraja's confirmation body, through the inbox and the ledger. */
export function payBill(
  deps: PaymentDeps,
  payment: { account: string; amountKes: number; receipt: string; shortCode?: string },
) {
  const body = {
    TransactionType: "Pay Bill",
    TransID: payment.receipt,
    TransTime: "20261120090000",
    TransAmount: String(payment.amountKes),
    BusinessShortCode: payment.shortCode ?? deps.paybill.shortCode,
    BillRefNumber: payment.account,
    MSISDN: "254712345678",
    FirstName: "WANJIRU",
  };
  const parsed = parseC2b(body)!;
  return receivePaybill(deps, parsed, storedC2bBody(body, parsed));
}

export const DESK_OPTIONS = { holdMinutes: 15, arrivalCutoff: "18:00", horizonDays: 365 };

/** A one-night standard room booked at the desk by phone, to pay on arrival: its id. */
export async function payOnArrival(
  deps: PaymentDeps,
  staff: { id: number },
  checkIn: string,
): Promise<string> {
  const made = await enterDeskBooking(
    deps,
    {
      firstName: "Wanjiru",
      lastName: "Mwangi",
      phone: "0712 345678",
      checkIn,
      checkOut: addDays(checkIn, 1),
      rooms: [{ type: "standard", adults: "2", children: "0", boarding: "bed_breakfast" }],
      source: "phone",
      sourceReference: "",
      payment: { plan: "none" },
    },
    staff,
    DESK_OPTIONS,
  );
  if (!made.ok) throw new Error(JSON.stringify(made.message));
  return made.bookingId;
}
