// The facts the texts' tests build texts from: the motel, a two-room booking over New Year, and
// its M-Pesa payment.
import type { TextBooking, TextMotel } from "../../domain/channel-texts.ts";

export const TEXT_MOTEL: TextMotel = {
  name: "Gilgil Oasis Motel",
  mapUrl: "https://maps.google.com/?q=-0.4989,36.323",
  whatsappUrl: "https://wa.me/254712000111",
};

export const TEXT_BOOKING: TextBooking = {
  reference: "GO7K3M9PQX",
  checkIn: "2026-12-30",
  checkOut: "2027-01-02",
  checkInTime: "14:00",
  rooms: 2,
  totalKes: 123_500,
  guestName: "Wanjiku Kamau",
};

export const TEXT_PAID = { amountKes: 123_500, method: "mpesa", receipt: "SBK1234XYZ" };
