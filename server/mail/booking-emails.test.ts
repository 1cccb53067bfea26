// The guest's confirmation email carries the live content (issue 15): the name, KRA PIN, phones
// and address staff set at /admin/content, in the body and the footer; and it is written in the
// language the booking was made in.
import { describe, expect, it } from "vitest";
import { defaultContent } from "../../content/motel.ts";
import { bookingConfirmationEmail } from "./booking-emails.ts";
import { contactMessageEmail, escapeHtml, linked } from "./templates.ts";

type Args = Parameters<typeof bookingConfirmationEmail>;

describe("the confirmation email", () => {
  it("uses the live content, not the defaults", () => {
    const booking = {
      id: "b1",
      reference: "GOM-TEST1",
      firstName: "Wanjiru",
      lastName: "Kamau",
      email: "wanjiru@example.com",
      idNumber: "34567890",
      checkIn: "2027-01-10",
      checkOut: "2027-01-12",
      checkInTime: null,
      totalKes: 9000,
      discountKes: 0,
      taxes: [],
      taxesIncluded: true,
      confirmedAt: new Date("2026-12-01T10:00:00Z"),
    } as unknown as Args[0];
    const live = {
      ...defaultContent,
      name: "Acacia Rest Motel",
      kraPin: "A123456789B",
      phones: [
        { display: "0722 123456", e164: "+254722123456" },
        { display: "0733 654321", e164: "+254733654321" },
      ],
      email: "stay@acacia.co.ke",
      address: { ...defaultContent.address, street: "Moi Avenue 12" },
    } satisfies typeof defaultContent;
    const email = bookingConfirmationEmail(
      booking,
      [],
      { receipt: "QAB1CD2EF3", provider: "mpesa", refund: false },
      { publicUrl: "https://motel.example", staffAddress: "desk@motel.example" },
      live,
    );
    expect(email.subject).toBe("Your booking GOM-TEST1 at Acacia Rest Motel is confirmed");
    expect(email.replyTo).toBe("stay@acacia.co.ke");
    for (const shown of ["A123456789B", "0722 123456", "Moi Avenue 12", "Email: stay@acacia.co.ke"])
      expect(email.text).toContain(shown);
    expect(email.text).not.toContain(defaultContent.name);
    expect(email.html).toContain("Moi Avenue 12");
  });

  const booking = (lang: "en" | "sw") =>
    ({
      id: "b2",
      reference: "GOABCDEFGH",
      firstName: "Wanjiru",
      lastName: "Kamau",
      email: "wanjiru@example.com",
      idNumber: "34567890",
      checkIn: "2027-01-10",
      checkOut: "2027-01-13",
      checkInTime: "14:30",
      subtotalKes: 20000,
      totalKes: 19000,
      discountKes: 1000,
      promotionCode: "JAN10",
      taxes: [{ name: "VAT", ratePercent: 16, amountKes: 2000 }],
      taxesIncluded: true,
      confirmedAt: new Date("2026-12-01T10:00:00Z"),
      lang,
    }) as unknown as Args[0];
  const rooms = [
    {
      roomType: "deluxe",
      adults: 1,
      children: 0,
      boarding: "bed_breakfast",
      nightlyKes: 5000,
      lines: [
        { from: "2027-01-10", to: "2027-01-12", nights: 2, amountKes: 5000, rule: "Standard" },
        { from: "2027-01-12", to: "2027-01-13", nights: 1, amountKes: 6000, rule: "Weekend" },
      ],
    },
    { roomType: "family", adults: 2, children: 1, boarding: "half_board", nightlyKes: 7000 },
    { roomType: "standard", adults: 2, children: 5, boarding: "full_board", nightlyKes: 3000 },
  ] as unknown as Args[1];
  const email = (lang: "en" | "sw") =>
    bookingConfirmationEmail(
      booking(lang),
      rooms,
      { receipt: "QAB1CD2EF3", provider: "mpesa", refund: false },
      { publicUrl: "https://motel.example", staffAddress: "desk@motel.example" },
    );

  it("is written in Kiswahili for a booking made in Kiswahili, its calendar file too", () => {
    const sw = email("sw");
    expect(sw.subject).toBe("Nafasi yako GOABCDEFGH katika Gilgil Oasis Motel imethibitishwa");
    for (const shown of [
      "Nafasi yako imethibitishwa, Wanjiru",
      "Asante kwa kuweka nafasi nasi.",
      "Kumbukumbu: GOABCDEFGH",
      "Kuingia: Jumapili, 10 Januari 2027, ukifika saa 14:30",
      "Kutoka: Jumatano, 13 Januari 2027",
      "Usiku: 3",
      "Vyumba: 1 × Chumba cha Deluxe, Malazi na Kifungua Kinywa; 1 × Chumba cha Familia, Malazi na Milo Miwili; 1 × Chumba cha Standard, Malazi na Milo Yote",
      "Jumla ndogo: KES 20,000",
      "Jumla: KES 19,000",
      "Kiasi kilicholipwa: KES 19,000",
      "Risiti ya M-Pesa: QAB1CD2EF3",
      "Punguzo JAN10: −KES 1,000",
      "VAT 16% (imejumuishwa): KES 2,000",
      "PIN yetu ya KRA: ",
      "Maelezo ya vyumba: 1. Chumba cha Deluxe: mtu mzima 1, Malazi na Kifungua Kinywa",
      "Jumapili, 10 Jan – Jumatatu, 11 Jan: usiku 2 × KES 5,000 (Standard)",
      "Jumanne, 12 Jan: usiku 1 × KES 6,000 (Weekend)",
      "2. Chumba cha Familia: watu wazima 2, mtoto 1, Malazi na Milo Miwili, KES 7,000 kwa usiku",
      "3. Chumba cha Standard: watu wazima 2, watoto 5, Malazi na Milo Yote, KES 3,000 kwa usiku",
      "Mahali tulipo: Gilgil Oasis Motel",
      "fungua https://motel.example/sw/my-booking kisha",
      "\nSimu: ",
      "\nBarua pepe: ",
    ])
      expect(sw.text).toContain(shown);
    expect(sw.text).not.toMatch(/Reference|Check-in|adults?\b|per night|Phone:|Email:|included/);
    expect(sw.html).toContain('<html lang="sw">');
    const ics = sw.attachments![0]!.content as string;
    expect(ics).toContain("SUMMARY:Malazi katika Gilgil Oasis Motel (GOABCDEFGH)");
    const unfolded = ics.replace(/\r\n /g, "");
    expect(unfolded).toContain(
      "DESCRIPTION:Namba ya kumbukumbu: GOABCDEFGH\\nKuingia: 2027-01-10 saa 14:30",
    );
    expect(unfolded).toContain("\\nNafasi yako: https://motel.example/sw/my-booking");
    expect(unfolded).toContain("URL:https://motel.example/sw/my-booking");
  });

  it("stamps its calendar file with when the email was made, not with the stay (RFC 5545 DTSTAMP)", () => {
    // Made in the confirming transaction, before the booking row says it was confirmed.
    const unconfirmed = { ...booking("en"), confirmedAt: null } as Args[0];
    const made = new Date("2026-12-01T10:04:05Z");
    const ics = bookingConfirmationEmail(
      unconfirmed,
      rooms,
      { receipt: "QAB1CD2EF3", provider: "mpesa", refund: false },
      { publicUrl: "https://motel.example", staffAddress: "desk@motel.example" },
      undefined,
      made,
    ).attachments![0]!.content as string;
    expect(ics).toContain("\r\nDTSTAMP:20261201T100405Z\r\n");
    expect(ics).toContain("\r\nDTSTART;VALUE=DATE:20270110\r\n");
  });

  it("stays in English, word for word, for a booking made in English", () => {
    const en = email("en");
    expect(en.subject).toBe("Your booking GOABCDEFGH at Gilgil Oasis Motel is confirmed");
    for (const shown of [
      "Your booking is confirmed, Wanjiru",
      "Check-in: Sunday, 10 January 2027, arriving at 14:30",
      "Promotion JAN10: −KES 1,000",
      "VAT 16% (included): KES 2,000",
      "Room details: 1. Deluxe Room: 1 adult, Bed & Breakfast",
      "   Sun, 10 Jan – Mon, 11 Jan: 2 nights × KES 5,000 (Standard)",
      "   Tue, 12 Jan: 1 night × KES 6,000 (Weekend)",
      "2. Family Room: 2 adults, 1 child, Half Board, KES 7,000 per night",
      "open https://motel.example/my-booking and enter",
      "\nPhone: ",
    ])
      expect(en.text).toContain(shown);
    expect(en.html).toContain('<html lang="en">');
    // A bill first (subtotal, promotion, taxes, total), then what was paid for it.
    const bill = ["Subtotal: KES 20,000", "Promotion JAN10: −KES 1,000", "VAT 16% (included)"]
      .concat(["Total: KES 19,000", "Amount paid: KES 19,000", "M-Pesa receipt: QAB1CD2EF3"])
      .map((row) => en.text.indexOf(row));
    expect(bill.every((at) => at >= 0)).toBe(true);
    expect(bill).toEqual([...bill].sort((x, y) => x - y));
    // The addresses in the HTML are links a guest can tap.
    expect(en.html).toContain(
      '<a href="https://motel.example/my-booking">https://motel.example/my-booking</a> and enter',
    );
    expect(en.html).toMatch(/Map: <a href="https:\/\/www\.google\.com\/maps[^"]*">/);
    expect(en.attachments![0]!.content).toContain(
      "SUMMARY:Stay at Gilgil Oasis Motel (GOABCDEFGH)",
    );
  });
});

describe("links in the emails' HTML", () => {
  it("link our addresses, stopping at an escaped quote or a sentence's end", () => {
    const html = linked(escapeHtml('Open "https://motel.example/my-booking?a=1&b=2". Or not.'));
    expect(html).toBe(
      'Open &quot;<a href="https://motel.example/my-booking?a=1&amp;b=2">https://motel.example/my-booking?a=1&amp;b=2</a>&quot;. Or not.',
    );
  });

  it("never link a visitor's words in the staff inbox", () => {
    const email = contactMessageEmail(
      {
        name: "Visitor",
        email: "visitor@example.com",
        contact: "0712345678",
        message: "Please see https://lure.example/login for my booking.",
      },
      "desk@motel.example",
    );
    expect(email.html).toContain("https://lure.example/login");
    expect(email.html).not.toContain('<a href="https://lure.example');
  });
});
