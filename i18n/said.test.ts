// The codes in words (i18n/said.ts), the rules', the payment step's and any answer's: every
// code worded in both languages (and differently), the spec's English word for word, Kiswahili
// with its values in Kiswahili (room types, boardings, dates, shillings).
import { describe, expect, it } from "vitest";
import { GUEST_TEXT_FIELDS, said, schemaMessage, type Said } from "../domain/said.ts";
import { wordingIn } from "./messages.server.ts";
import { wordSaid, wordTold } from "./said.ts";

const en = wordingIn("en");
const sw = wordingIn("sw");

/** Each builder called with values of the kinds its code's wording expects. */
const SAMPLES: Said[] = [
  ...Object.values(said)
    .filter((build) => build !== said.unusualCharacters)
    .map((build) =>
      (build as (...args: unknown[]) => Said)(
        ...({
          2: ["deluxe", 2],
          3: ["deluxe", "2026-12-24", 2],
        }[build.length] ?? [build.name === "promotionRoomTypes" ? ["family"] : 2]),
      ),
    ),
  ...GUEST_TEXT_FIELDS.map((field) => said.unusualCharacters(field)),
];

describe("the rules' codes in words", () => {
  it("word every code in both languages, never as its key or with a value left out", () => {
    for (const s of SAMPLES) {
      for (const t of [en, sw]) {
        const words = wordSaid(t, s);
        expect(words, `${t.lang} ${s.code}`).not.toBe(s.code);
        expect(words, `${t.lang} ${s.code}`).not.toMatch(/[{}]|^(rules|payment|common|wizard)\./);
      }
      expect(wordSaid(sw, s), `sw ${s.code}`).not.toBe(wordSaid(en, s));
    }
  });

  it("keep the spec's English word for word", () => {
    expect(wordSaid(en, said.aboveMaximumGuests(2))).toBe(
      "The maximum number of guests allowed for this room is 2. You will need to book additional rooms.",
    );
    expect(wordSaid(en, said.selectCheckIn())).toBe("Please select a check-in date");
    expect(wordSaid(en, said.checkOutAfterCheckIn())).toBe(
      "Check-out date must be after check-in date.",
    );
    expect(wordSaid(en, said.soldOut("family"))).toBe(
      "Sorry, the Family Room is fully booked for these dates.",
    );
    expect(wordSaid(en, said.fewerLeft("deluxe", 1))).toBe(
      "Sorry, only 1 Deluxe Room is left for these dates.",
    );
    expect(wordSaid(en, said.boardingNotOffered("full_board", 1))).toBe(
      "Full Board is not offered for this room with 1 guest.",
    );
    expect(wordSaid(en, said.minNights("deluxe", "2026-12-24", 2))).toBe(
      "Stays in the Deluxe Room arriving on 24 Dec 2026 are at least 2 nights. Please choose a later check-out.",
    );
    expect(wordSaid(en, said.promotionRoomTypes(["family", "deluxe"]))).toBe(
      "That promotion code is for the Family Room or Deluxe Room only.",
    );
  });

  it("read in Kiswahili, room names, boardings and dates included", () => {
    expect(wordSaid(sw, said.belowMinimumGuests(2))).toBe(
      "Idadi ya chini ya wageni kwa chumba hiki ni 2.",
    );
    expect(wordSaid(sw, said.soldOut("family"))).toBe(
      "Samahani, Chumba cha Familia kimejaa kwa tarehe hizi.",
    );
    expect(wordSaid(sw, said.boardingNotOffered("full_board", 1))).toBe(
      "Huduma ya Malazi na Milo Yote haitolewi kwa chumba hiki kwa mgeni 1.",
    );
    expect(wordSaid(sw, said.minNights("deluxe", "2026-12-24", 2))).toBe(
      "Wageni wa Chumba cha Deluxe wanaoingia tarehe 24 Desemba 2026 lazima wakae angalau usiku 2. Tafadhali chagua tarehe ya kutoka iliyo baadaye.",
    );
    expect(wordSaid(sw, said.beyondHorizon("2027-11-24"))).toContain("24 Novemba 2027");
    expect(wordSaid(sw, said.fewerLeft("deluxe", 2))).toBe(
      "Samahani, kwa tarehe hizi Chumba cha Deluxe: vimebaki 2 tu.",
    );
    expect(wordSaid(sw, said.promotionStayWindow("2026-12-01", "2026-12-31"))).toBe(
      "Msimbo huo wa ofa ni wa kukaa kuanzia 1 Desemba 2026 hadi 31 Desemba 2026.",
    );
    expect(wordSaid(sw, said.promotionRoomTypes(["family"]))).toBe(
      "Msimbo huo wa ofa ni wa Chumba cha Familia pekee.",
    );
  });

  it("word a schema's message that carries a code; one that carries none is never shown", () => {
    expect(wordTold(sw, schemaMessage(said.selectRoom()))).toBe("Tafadhali chagua chumba");
    expect(wordTold(sw, said.selectRoom())).toBe("Tafadhali chagua chumba");
    const invalid = "Hii haikujazwa ipasavyo. Tafadhali iangalie kisha ujaribu tena.";
    expect(wordTold(sw, "Something no rule says.")).toBe(invalid);
    // A broken mark is no code, never a crash.
    expect(wordTold(sw, 'said:{"code":"rules.nothing"}')).toBe(invalid);
  });
});

describe("a code read back from an address or a stored answer", () => {
  // A staff page words a code a redirect carried (?ratesError=said:{…}): a crafted link may name
  // any staff code, with values missing or of the wrong kind. It is worded, never a 500.
  it("words a code whose values are missing or odd, and an unknown code as its key", () => {
    const en = wordingIn("en");
    for (const code of [
      "saidRooms.closedAnyway",
      "saidPrices.periodClash",
      "saidForms.unusualCharacters",
    ]) {
      const message = schemaMessage({ code } as never);
      expect(() => wordTold(en, message), code).not.toThrow();
      const odd = schemaMessage({ code, params: { count: "x", number: "<b>" } } as never);
      expect(() => wordTold(en, odd), code).not.toThrow();
    }
    expect(wordTold(en, schemaMessage({ code: "saidRooms.closedAnyway" } as never))).toBe(
      "Something went wrong. Please try again.",
    );
    expect(wordTold(en, schemaMessage({ code: "saidRooms.noSuchCode" } as never))).toBe(
      "saidRooms.noSuchCode",
    );
  });
});
