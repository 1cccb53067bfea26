import { describe, expect, it } from "vitest";
import { messages, RATE_MESSAGES } from "../domain/messages.ts";
import { shortDate } from "../domain/stay-rules.ts";
import { messagesFor } from "../i18n/messages.server.ts";
import { translate } from "./i18n.tsx";
import { recognise, ruleMessage } from "./rule-messages.ts";
import { WHOLE_GUESTS } from "./features/estimator/whole-guests.ts";

const sw = translate("sw", messagesFor("sw", ["common", "rooms", "estimator"]));
const en = translate("en", messagesFor("en", ["common", "rooms", "estimator"]));

describe("the rules' messages in the page's language", () => {
  it("leave English pages the domain's own words", () => {
    const text = messages.aboveMaximumGuests(2);
    expect(ruleMessage(en, text)).toBe(text);
  });

  it("recognise each message the estimator and the search show, with its values", () => {
    expect(recognise(messages.belowMinimumGuests(3))).toEqual({
      key: "estimator.belowMinimumGuests",
      values: { min: "3" },
    });
    expect(recognise(messages.boardingNotOffered("Full Board", 1))?.values).toEqual({
      boarding: "Full Board",
      guests: "1",
    });
    expect(recognise(messages.boardingNotOffered("Half Board", 3))?.values).toEqual({
      boarding: "Half Board",
      guests: "3",
    });
    expect(recognise(messages.checkOutAfterCheckIn)?.key).toBe("estimator.checkOutAfterCheckIn");
    expect(recognise(WHOLE_GUESTS)?.key).toBe("estimator.wholeGuests");
    expect(recognise(messages.searchTwoRooms(5))?.key).toBe("rooms.searchTwoRooms");
    expect(recognise("Something no rule says.")).toBeNull();
  });

  it("show Kiswahili, room names, boardings and dates included", () => {
    expect(ruleMessage(sw, messages.belowMinimumGuests(2))).toBe(
      "Idadi ya chini ya wageni kwa chumba hiki ni 2.",
    );
    expect(ruleMessage(sw, messages.soldOut("Family Room"))).toBe(
      "Samahani, Chumba cha Familia kimejaa kwa tarehe hizi.",
    );
    expect(ruleMessage(sw, messages.boardingNotOffered("Full Board", 1))).toBe(
      "Huduma ya Malazi na Milo Yote haitolewi kwa chumba hiki kwa mgeni 1.",
    );
    const refusal = RATE_MESSAGES.minNights("Deluxe Room", shortDate("2026-12-24"), 2);
    expect(ruleMessage(sw, refusal)).toBe(
      "Wageni wa Chumba cha Deluxe wanaoingia tarehe 24 Desemba 2026 lazima wakae angalau usiku 2. Tafadhali chagua tarehe ya kutoka iliyo baadaye.",
    );
    expect(ruleMessage(sw, messages.beyondHorizon("2027-11-24"))).toContain("24 Novemba 2027");
    // A message no catalog knows stays as the domain wrote it rather than vanish.
    expect(ruleMessage(sw, "Something no rule says.")).toBe("Something no rule says.");
  });
});
