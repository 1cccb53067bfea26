// A booking's words in each language: what the guest shares on WhatsApp reads in the page's
// language to its last line.
import { describe, expect, it } from "vitest";
import { shareText, type ConfirmedStay, type MotelFacts } from "../domain/confirmation.ts";
import { confirmationWordsIn } from "./booking-words.ts";
import { translator } from "./messages.server.ts";

const stay = {
  reference: "GOABCDEFGH",
  checkIn: "2027-01-10",
  checkOut: "2027-01-12",
  nights: 2,
  checkInTime: "14:30",
  rooms: [{ type: "deluxe", boarding: "bed_breakfast" }],
} as unknown as ConfirmedStay;
const motel: MotelFacts = {
  name: "Gilgil Oasis Motel",
  address: "Nairobi-Nakuru Highway, Gilgil",
  phones: ["0712 000111"],
  latitude: -0.4989,
  longitude: 36.323,
  mapUrl: "https://maps.google.com/?q=-0.4989,36.323",
};

describe("the WhatsApp share message", () => {
  it("names the map in the booking's language", () => {
    const sw = shareText(stay, motel, confirmationWordsIn(translator("sw"), "sw"));
    expect(sw.split("\n").at(-1)).toBe(
      "Nairobi-Nakuru Highway, Gilgil. Ramani: https://maps.google.com/?q=-0.4989,36.323",
    );
    expect(sw).not.toMatch(/\bMap\b|\bnights?\b|arriving/);
    const en = shareText(stay, motel, confirmationWordsIn(translator("en"), "en"));
    expect(en.split("\n").at(-1)).toBe(
      "Nairobi-Nakuru Highway, Gilgil. Map: https://maps.google.com/?q=-0.4989,36.323",
    );
    expect(en).toBe(shareText(stay, motel));
  });
});
