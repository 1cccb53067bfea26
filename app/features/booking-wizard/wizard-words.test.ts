// The wizard's words (i18n/en|sw/wizard.ts and payment.ts): English keeps the spec's texts word
// for word; every message the wizard can show from the domain or the booking API is a code
// (domain/said.ts) that reads in Kiswahili on /sw/book with its values.
import { describe, expect, it } from "vitest";
import { said, schemaMessage } from "../../../domain/said.ts";
import { messagesFor } from "../../../i18n/messages.server.ts";
import { wordTold } from "../../../i18n/said.ts";
import { translate } from "../../i18n.tsx";

const NAMESPACES = ["common", "wizard", "booking", "rules", "payment"] as const;
const en = translate("en", messagesFor("en", NAMESPACES));
const sw = translate("sw", messagesFor("sw", NAMESPACES));

describe("the booking wizard's words", () => {
  it("in English are the spec's", () => {
    expect(en("wizard.step1")).toBe("Personal Details");
    expect(en("wizard.step4")).toBe("Enjoy your trip");
    expect(en("wizard.book_next")).toBe("Next");
    expect(en("payment.makePayment")).toBe("Make Payment");
    expect(wordTold(en, said.paid())).toBe(
      "Your payment has been processed. Thank you for booking with us, We look forward to hosting you soon.",
    );
    expect(wordTold(en, said.cardProblem())).toBe(
      "There was a problem processing your payment. Please try again.",
    );
    expect(en("wizard.heldUntil", { minutes: 0, time: "14:05" })).toBe(
      "Your rooms were held until 14:05: pay now and we will confirm if they are still free.",
    );
    expect(en("wizard.heldUntil", { minutes: 1, time: "14:05" })).toBe(
      "Pay within 1 minute: your rooms are held until 14:05.",
    );
    expect(en("wizard.heldUntil", { minutes: 7, time: "14:05" })).toBe(
      "Pay within 7 minutes: your rooms are held until 14:05.",
    );
    expect(en("wizard.callUs", { phones: "0722 000000 or 0733 000000" })).toBe(
      "Having trouble paying? Call our customer service on 0722 000000 or 0733 000000.",
    );
    expect(en("wizard.cardIntro")).toContain("provider's secure page");
    expect(en("wizard.guests", { adults: 1, children: 0 })).toBe("1 adult");
    expect(en("wizard.guests", { adults: 2, children: 1 })).toBe("2 adults, 1 child");
    expect(en("wizard.roomsLeft", { room: "Deluxe Room", left: 0 })).toBe(
      "Deluxe Room: none left for these dates",
    );
  });

  it("word the payment step's answers with their values, shillings as the page shows them", () => {
    expect(wordTold(en, said.priceChanged(7600))).toBe(
      "The price of your stay has changed: the total is now KES 7,600. Nothing has been charged. Press the pay button again to pay the new total.",
    );
    expect(wordTold(en, said.holdLimit(15))).toContain("released after 15 minutes.");
    expect(wordTold(sw, said.holdLimit(15))).toContain("baada ya dakika 15.");
    expect(wordTold(sw, said.amountMismatch(100, 200))).toContain(
      "Tulipokea KES 100, lakini nafasi hii inagharimu KES 200.",
    );
    expect(wordTold(sw, said.priceChanged(7600))).toBe(
      "Bei ya kukaa kwako imebadilika: jumla sasa ni KES 7,600. Hakuna kilichotozwa. Bonyeza kitufe cha kulipa tena ili ulipe jumla mpya.",
    );
  });

  it("read the step checks in Kiswahili, from a schema's message too", () => {
    expect(wordTold(sw, schemaMessage(said.guestPhone()))).toBe(
      "Tafadhali weka nambari ya simu sahihi",
    );
    expect(wordTold(sw, schemaMessage(said.checkOutAfterCheckIn()))).toBe(
      "Tarehe ya kutoka lazima iwe baada ya tarehe ya kuingia.",
    );
    expect(wordTold(sw, said.tooManyRooms(5))).toContain("hadi vyumba 5");
    expect(wordTold(sw, said.fewerLeft("deluxe", 1))).toBe(
      "Samahani, kwa tarehe hizi Chumba cha Deluxe: kimebaki 1 tu.",
    );
    expect(wordTold(en, said.soldOut("deluxe"))).toBe(
      "Sorry, the Deluxe Room is fully booked for these dates.",
    );
    expect(wordTold(sw, said.unavailable())).toContain("Tafadhali jaribu tena");
    expect(wordTold(sw, said.roomIssue())).toContain("Tafadhali angalia");
  });

  it("in Kiswahili: the arrival sentence of step 4, tags and the time optional", () => {
    const parts = sw.rich("wizard.nextArrival", {
      date: "Jumanne, 1 Desemba 2026",
      time: "none",
      nights: 2,
      rooms: 1,
      amount: "KES 9,000",
      b: (chunks) => `[${chunks.join("")}]`,
    });
    expect(JSON.stringify(parts)).toContain("Jumanne, 1 Desemba 2026");
    expect(JSON.stringify(parts)).not.toContain("saa");
    const withTime = sw.rich("wizard.nextArrival", {
      date: "Jumanne, 1 Desemba 2026",
      time: "14:00",
      nights: 2,
      rooms: 1,
      amount: "KES 9,000",
      b: (chunks) => `[${chunks.join("")}]`,
    });
    expect(JSON.stringify(withTime)).toContain("saa [14:00]");
  });
});
