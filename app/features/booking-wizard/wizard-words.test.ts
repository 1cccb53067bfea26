// The wizard's words (i18n/en|sw/wizard.ts): English keeps the spec's and the domain's texts word
// for word; every message the wizard can show from the domain or the booking API reads in
// Kiswahili on /sw/book: the rules' codes worded (i18n/said.ts), the payment step's English
// answers recognised (app/rule-messages.ts).
import { describe, expect, it } from "vitest";
import {
  BOOKING_MESSAGES,
  HTTP_MESSAGES,
  PAYBILL_MESSAGES,
  PAYMENT_MESSAGES,
} from "../../../domain/messages.ts";
import { said, schemaMessage } from "../../../domain/said.ts";
import { messagesFor } from "../../../i18n/messages.server.ts";
import { WIZARD_FIXED } from "../../../i18n/en/wizard-fixed.ts";
import { translate } from "../../i18n.tsx";
import { recognise, ruleMessage } from "../../rule-messages.ts";

const NAMESPACES = ["common", "wizard", "booking", "rules"] as const;
const en = translate("en", messagesFor("en", NAMESPACES));
const sw = translate("sw", messagesFor("sw", NAMESPACES));

describe("the booking wizard's words", () => {
  it("in English are the spec's and the domain's", () => {
    expect(en("wizard.step1")).toBe(BOOKING_MESSAGES.steps[0]);
    expect(en("wizard.step4")).toBe(BOOKING_MESSAGES.steps[3]);
    expect(en("wizard.book_next")).toBe(BOOKING_MESSAGES.next);
    expect(en("wizard.pay_paid")).toBe(PAYMENT_MESSAGES.paid);
    for (const minutes of [0, 1, 7]) {
      expect(en("wizard.heldUntil", { minutes, time: "14:05" })).toBe(
        PAYBILL_MESSAGES.heldUntil("14:05", minutes),
      );
    }
    expect(en("wizard.callUs", { phones: "0722 000000 or 0733 000000" })).toBe(
      PAYMENT_MESSAGES.callUs(["0722 000000", "0733 000000"]),
    );
    expect(en("wizard.cardIntro")).toContain("provider's secure page");
    expect(en("wizard.guests", { adults: 1, children: 0 })).toBe("1 adult");
    expect(en("wizard.guests", { adults: 2, children: 1 })).toBe("2 adults, 1 child");
    expect(en("wizard.roomsLeft", { room: "Deluxe Room", left: 0 })).toBe(
      "Deluxe Room: none left for these dates",
    );
  });

  it("leave the server's English answers as they are on English pages", () => {
    expect(ruleMessage(en, PAYMENT_MESSAGES.holdExpired)).toBe(PAYMENT_MESSAGES.holdExpired);
  });

  it("recognise every fixed domain message the wizard shows, and read it in Kiswahili", () => {
    for (const [key, text] of Object.entries(WIZARD_FIXED)) {
      const found = recognise(text);
      expect(found, key).not.toBeNull();
      const swahili = ruleMessage(sw, text);
      // Each reads in Kiswahili; M-Pesa is M-Pesa.
      if (text !== "M-Pesa") expect(swahili, key).not.toBe(text);
      expect(swahili, key).not.toMatch(/^(wizard|estimator|rooms)\./);
    }
  });

  it("read the built messages in Kiswahili with their values", () => {
    expect(ruleMessage(sw, BOOKING_MESSAGES.phone)).toBe("Tafadhali weka nambari ya simu sahihi");
    expect(ruleMessage(sw, schemaMessage(said.checkOutAfterCheckIn()))).toBe(
      "Tarehe ya kutoka lazima iwe baada ya tarehe ya kuingia.",
    );
    expect(ruleMessage(sw, PAYMENT_MESSAGES.holdLimit(15))).toContain("baada ya dakika 15.");
    expect(ruleMessage(sw, PAYMENT_MESSAGES.amountMismatch("KES 100", "KES 200"))).toContain(
      "Tulipokea KES 100, lakini nafasi hii inagharimu KES 200.",
    );
    expect(ruleMessage(sw, PAYMENT_MESSAGES.priceChanged("KES 7,600"))).toBe(
      "Bei ya kukaa kwako imebadilika: jumla sasa ni KES 7,600. Hakuna kilichotozwa. Bonyeza kitufe cha kulipa tena ili ulipe jumla mpya.",
    );
    expect(ruleMessage(sw, said.tooManyRooms(5))).toContain("hadi vyumba 5");
    expect(ruleMessage(sw, said.fewerLeft("deluxe", 1))).toBe(
      "Samahani, kwa tarehe hizi Chumba cha Deluxe: kimebaki 1 tu.",
    );
    expect(ruleMessage(en, said.soldOut("deluxe"))).toBe(
      "Sorry, the Deluxe Room is fully booked for these dates.",
    );
    expect(ruleMessage(sw, "Something no rule says.")).toBe("Something no rule says.");
    expect(ruleMessage(sw, HTTP_MESSAGES.unavailable)).toContain("Tafadhali jaribu tena");
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
