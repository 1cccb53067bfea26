// The guest's texts in the booking's language, from its catalog, each one GSM-7 SMS for long but
// usual values.
import { describe, expect, it } from "vitest";
import {
  arrivalReminderText,
  bookingConfirmedText,
  cancelledText,
  paymentReceivedText,
  refundDueText,
  refundPaidText,
  type TextWords,
} from "../../domain/channel-texts.ts";
import { smsLength } from "../../domain/sms-length.ts";
import { textWords } from "./text-words.ts";
import { TEXT_BOOKING, TEXT_MOTEL, TEXT_PAID } from "../../test/support/text-facts.ts";

const motel = TEXT_MOTEL;
const booking = TEXT_BOOKING;
const paid = TEXT_PAID;

const guestTexts = (words: TextWords) => [
  bookingConfirmedText(booking, paid, motel, words),
  bookingConfirmedText({ ...booking, rooms: 1, checkInTime: null }, paid, motel, words),
  paymentReceivedText(booking, { amountKes: 4_500, method: "cash" }, motel, words),
  paymentReceivedText(booking, { amountKes: 4_500, method: "card" }, motel, words),
  arrivalReminderText(booking, motel, words),
  cancelledText(booking, true, motel, words),
  cancelledText(booking, false, motel, words),
  refundDueText(booking, motel, words),
  refundPaidText(booking, { amountKes: 123_500, method: "mpesa" }, motel, words),
];

describe("the guest's texts in the booking's language", () => {
  it("English reads the spec's words", () => {
    expect(guestTexts(textWords("en")).map((t) => t.body)).toEqual([
      "Gilgil Oasis Motel: GO7K3M9PQX confirmed, 30 Dec-2 Jan, 2 rooms. Paid KES 123,500, M-Pesa SBK1234XYZ. Check-in 14:00. https://maps.google.com/?q=-0.4989,36.323",
      "Gilgil Oasis Motel: GO7K3M9PQX confirmed, 30 Dec-2 Jan, 1 room. Paid KES 123,500, M-Pesa SBK1234XYZ. https://maps.google.com/?q=-0.4989,36.323",
      "Gilgil Oasis Motel: we received KES 4,500 by cash for booking GO7K3M9PQX. Thank you.",
      "Gilgil Oasis Motel: we received KES 4,500 by card for booking GO7K3M9PQX. Thank you.",
      "Gilgil Oasis Motel: welcome today! Booking GO7K3M9PQX. Check-in 14:00. Map https://maps.google.com/?q=-0.4989,36.323 WhatsApp us https://wa.me/254712000111",
      "Gilgil Oasis Motel: booking GO7K3M9PQX is cancelled. Your payment will be refunded; we will call you.",
      "Gilgil Oasis Motel: booking GO7K3M9PQX is cancelled.",
      "Gilgil Oasis Motel: a payment for booking GO7K3M9PQX will be refunded. We will call you.",
      "Gilgil Oasis Motel: we have refunded KES 123,500 by M-Pesa for booking GO7K3M9PQX.",
    ]);
  });

  it.each(guestTexts(textWords("sw")).map((t, i) => [i, t.kind, t] as const))(
    "Kiswahili %i (%s) is one GSM-7 SMS",
    (_i, _kind, t) => {
      expect(smsLength(t.body)).toMatchObject({ encoding: "gsm7", segments: 1, nonGsm: [] });
      expect(t.template.language).toBe("sw");
    },
  );

  it("the Kiswahili confirmation carries the same facts, Kiswahili months and room counts", () => {
    const [confirmed, oneRoom, cash, card, reminder, refunded, cancelled, refund] = guestTexts(
      textWords("sw"),
    );
    expect(confirmed!.body).toBe(
      "Gilgil Oasis Motel: GO7K3M9PQX imethibitishwa 30 Des-2 Jan, vyumba 2, imelipiwa KES 123,500 SBK1234XYZ. Kuingia 14:00. https://maps.google.com/?q=-0.4989,36.323",
    );
    expect(smsLength(confirmed!.body).units).toBe(160);
    expect(confirmed!.template).toEqual({
      name: "booking_confirmed",
      language: "sw",
      params: [
        "GO7K3M9PQX",
        "30 Des-2 Jan",
        "vyumba 2",
        "KES 123,500",
        "SBK1234XYZ",
        "14:00",
        motel.mapUrl,
      ],
    });
    expect(oneRoom!.body).toContain(", chumba 1, imelipiwa KES 123,500 SBK1234XYZ. https://");
    expect(cash!.body).toBe(
      "Gilgil Oasis Motel: tumepokea KES 4,500 (pesa taslimu) ya nafasi GO7K3M9PQX. Asante.",
    );
    expect(card!.body).toContain("(kadi)");
    expect(reminder!.body).toBe(
      "Gilgil Oasis Motel: karibu leo! Nafasi GO7K3M9PQX. Kuingia 14:00. Ramani https://maps.google.com/?q=-0.4989,36.323 WhatsApp https://wa.me/254712000111",
    );
    expect(refunded!.body).toBe(
      "Gilgil Oasis Motel: nafasi GO7K3M9PQX imeghairiwa. Tutakurejeshea malipo yako; tutakupigia simu.",
    );
    expect(cancelled!.body).toBe("Gilgil Oasis Motel: nafasi GO7K3M9PQX imeghairiwa.");
    expect(refund!.body).toBe(
      "Gilgil Oasis Motel: malipo ya nafasi GO7K3M9PQX yatarejeshwa. Tutakupigia simu.",
    );
    // Lengths as decision 019 records them.
    expect(guestTexts(textWords("sw")).map((t) => smsLength(t.body).units)).toEqual([
      160, 145, 84, 76, 150, 96, 50, 79, 79,
    ]);
  });
});
