import { describe, expect, it } from "vitest";
import {
  arrivalReminderText,
  bookingConfirmedText,
  cancelledText,
  isStopReply,
  paymentReceivedText,
  refundDueText,
  refundPaidText,
  shortDates,
  staffAttentionText,
  staffNewBookingText,
  textChoiceOf,
  type TextBooking,
} from "../../domain/channel-texts.ts";
import { smsLength } from "../../domain/sms-length.ts";
import { textWords } from "./text-words.ts";
import { TEXT_BOOKING, TEXT_MOTEL, TEXT_PAID } from "../../test/support/text-facts.ts";

const en = textWords("en");

const motel = TEXT_MOTEL;
const booking: TextBooking = { ...TEXT_BOOKING, guestName: "Wanjikũ Kamau-Njoroge" };
const paid = TEXT_PAID;

describe("the texts", () => {
  const all = [
    bookingConfirmedText(booking, paid, motel, en),
    paymentReceivedText(booking, { amountKes: 4_500, method: "cash" }, motel, en),
    arrivalReminderText(booking, motel, en),
    cancelledText(booking, true, motel, en),
    cancelledText(booking, false, motel, en),
    refundDueText(booking, motel, en),
    staffNewBookingText(booking, en),
    staffAttentionText(booking, true, en),
    staffAttentionText(booking, false, en),
    refundPaidText(booking, { amountKes: 123_500, method: "card" }, motel, en),
  ];

  it.each(all.map((t) => [t.kind, t] as const))("%s is one GSM-7 SMS", (_kind, t) => {
    expect(smsLength(t.body)).toMatchObject({ encoding: "gsm7", segments: 1 });
    expect(t.template.params.every((p) => smsLength(p).encoding === "gsm7")).toBe(true);
  });

  it("the confirmation carries reference, dates, rooms, amount, receipt, check-in and the map", () => {
    expect(all[0]!.body).toBe(
      "Gilgil Oasis Motel: GO7K3M9PQX confirmed, 30 Dec-2 Jan, 2 rooms. Paid KES 123,500, M-Pesa SBK1234XYZ. Check-in 14:00. https://maps.google.com/?q=-0.4989,36.323",
    );
    expect(all[0]!.template).toEqual({
      name: "booking_confirmed",
      language: "en",
      params: [
        "GO7K3M9PQX",
        "30 Dec-2 Jan",
        "2 rooms",
        "KES 123,500",
        "SBK1234XYZ",
        "14:00",
        motel.mapUrl,
      ],
    });
  });

  it("the reminder carries check-in time, map and WhatsApp link", () => {
    expect(all[2]!.body).toContain("Check-in 14:00.");
    expect(all[2]!.body).toContain(motel.mapUrl);
    expect(all[2]!.body).toContain(motel.whatsappUrl);
  });

  it("a guest's name outside GSM-7 is spelled in GSM-7 for staff", () => {
    expect(all[6]!.body).toBe(
      "New booking GO7K3M9PQX: Wanjiku Kamau-Njoroge, 30 Dec-2 Jan, 2 rooms, KES 123,500 paid.",
    );
  });

  it("a confirmation without a receipt (query-confirmed) says so by leaving it out", () => {
    const t = bookingConfirmedText(booking, { ...paid, receipt: null }, motel, en);
    expect(t.body).toContain("Paid KES 123,500.");
  });
});

describe("shortDates", () => {
  it("names the month once when the stay stays in it", () => {
    expect(shortDates("2026-12-12", "2026-12-14")).toBe("12-14 Dec");
    expect(shortDates("2026-11-30", "2026-12-01")).toBe("30 Nov-1 Dec");
  });
});

describe("isStopReply", () => {
  it("takes STOP in any case, and the Kiswahili words", () => {
    for (const reply of ["STOP", " stop ", "Stop.", "unsubscribe", "ACHA", "sitisha"]) {
      expect(isStopReply(reply)).toBe(true);
    }
    for (const reply of ["", "stop texting at night please", "cancel my booking", "STOPPER"]) {
      expect(isStopReply(reply)).toBe(false);
    }
  });
});

describe("textChoiceOf", () => {
  it("ticks SMS for a Kenyan mobile unless the guest unticked it; WhatsApp only when ticked", () => {
    expect(textChoiceOf(true, "", "")).toEqual({ sms: true, whatsapp: false });
    expect(textChoiceOf(true, undefined, undefined)).toEqual({ sms: true, whatsapp: false });
    expect(textChoiceOf(true, "no", "yes")).toEqual({ sms: false, whatsapp: true });
    expect(textChoiceOf(false, "yes", "yes")).toEqual({ sms: false, whatsapp: false });
  });
});
