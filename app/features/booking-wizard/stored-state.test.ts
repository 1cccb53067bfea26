import { describe, expect, it } from "vitest";
import { parseStoredState } from "./stored-state.ts";
import { initialState, type WizardState } from "./wizard-state.ts";

const kept: WizardState = {
  ...initialState(),
  step: 2,
  details: { ...initialState().details, firstName: "Achieng", checkIn: "2026-12-01" },
  rooms: [{ type: "family", adults: 3, children: 2, boarding: "half_board" }],
  tab: "card",
  mpesaPhone: "712345678",
  booking: { id: "0b8f3a56-2f7e-4c1b-9a0e-3c5d7e9f1a2b", fingerprint: "abc123" },
};

describe("the kept state", () => {
  it("reads back what was stored", () => {
    expect(parseStoredState(JSON.stringify(kept))).toEqual(kept);
  });

  it("is dropped when missing, damaged or of another shape", () => {
    expect(parseStoredState(null)).toBeUndefined();
    expect(parseStoredState("{not json")).toBeUndefined();
    expect(parseStoredState(JSON.stringify({ ...kept, step: 4 }))).toBeUndefined();
    expect(parseStoredState(JSON.stringify({ ...kept, rooms: [] }))).toBeUndefined();
    expect(
      parseStoredState(JSON.stringify({ ...kept, rooms: [{ ...kept.rooms[0], type: "suite" }] })),
    ).toBeUndefined();
    expect(
      parseStoredState(JSON.stringify({ ...kept, booking: { id: "1", fingerprint: "x" } })),
    ).toBeUndefined();
  });
});
