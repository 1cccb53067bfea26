// What the guest's browser is told about a booking: the wizard's status, the card return and
// "find my booking". Built on the server (server/bookings/views.ts); never carries the ID number
// or provider internals.
import type { BookingStatus, PaymentProvider, PaymentStatus } from "./booking-status.ts";
import type { NightGroup } from "./rates.ts";
import type { Boarding, RoomTypeKey } from "./rooms.ts";
import type { Said } from "./said.ts";
import type { TaxAmount } from "./taxes.ts";

export type PaymentView = {
  id: string;
  provider: PaymentProvider;
  status: PaymentStatus;
  /** What the status line shows for this attempt, as a code the page words. */
  message: Said;
  /** M-Pesa receipt number / card confirmation code, once paid. */
  receipt: string | null;
  /** A prompt whose answer was lost (decision 027): it may have been paid; staff confirm it. */
  staffCheck?: true;
  /** A declined card: the bank's own words, quoted under ours (payment-results.ts providerWords). */
  providerSaid?: string;
};

export type BookingView = {
  id: string;
  reference: string;
  status: BookingStatus;
  checkIn: string;
  checkOut: string;
  checkInTime: string | null;
  nights: number;
  /** The room nights as booked, every room and night. */
  subtotalKes: number;
  discountKes: number;
  promotionCode: string | null;
  taxes: TaxAmount[];
  taxesIncluded: boolean;
  totalKes: number;
  holdExpiresAt: string | null;
  email: string | null;
  /** The guest's name as booked: the confirmation greets them (the view is theirs alone). */
  guestName: string | null;
  /** When the booking was confirmed (ISO), or null while it is not. */
  confirmedAt: string | null;
  rooms: {
    type: RoomTypeKey;
    adults: number;
    children: number;
    boarding: Boarding;
    nightlyKes: number;
    /** The nights as booked, equal neighbours grouped. */
    lines: NightGroup[];
  }[];
  refundDue: boolean;
  /** Still to pay (folio: room nights and extras less payments); 0 or less when nothing is owed. */
  balanceKes: number;
  /** The latest payment attempt. */
  payment: PaymentView | null;
};
