import { describe, expect, it } from "vitest";
import type { PriceTable } from "../../../domain/pricing.ts";
import {
  bookingRequest,
  changeRoom,
  DEFAULT_ROOM,
  fingerprint,
  initialState,
  stateFromView,
  wizardReducer,
  type WizardState,
} from "./wizard-state.ts";

// A small table in the seeded table's shape: no full board for the family room, no one adult.
const prices: PriceTable = {
  standard: {
    single_guest: { bed_breakfast: 3500, half_board: 4500, full_board: 5500 },
    two_guests: { bed_breakfast: 4500, half_board: 6500, full_board: 8500 },
  },
  family: {
    two_guests: { bed_breakfast: 6500, half_board: 8500 },
    four_guests: { bed_breakfast: 9500, half_board: 13500 },
  },
  executive_double: { three_guests: { bed_breakfast: 9000 } },
};

const filled: WizardState = {
  ...initialState(),
  details: {
    firstName: "Wanjiru",
    lastName: "Mwangi",
    email: "wanjiru@example.com",
    phone: "0712 345678",
    idNumber: "12345678",
    checkIn: "2026-12-01",
    checkOut: "2026-12-03",
    checkInTime: "14:00",
    specialRequests: "",
    promotionCode: "",
    textBySms: "",
    textByWhatsapp: "",
  },
};

describe("the wizard's start", () => {
  it("is step 1 with one standard room, 1 adult, 0 children, bed & breakfast, paying by M-Pesa", () => {
    const state = initialState();
    expect(state.step).toBe(1);
    expect(state.rooms).toEqual([
      { type: "standard", adults: 1, children: 0, boarding: "bed_breakfast" },
    ]);
    expect(state.tab).toBe("mpesa");
    expect(state.booking).toBeNull();
  });
});

describe("rooms", () => {
  it("are added up to ten, each the default room", () => {
    let state = initialState();
    for (let i = 0; i < 12; i++) state = wizardReducer(state, { type: "addRoom" });
    expect(state.rooms).toHaveLength(10);
    expect(state.rooms.every((room) => room === DEFAULT_ROOM)).toBe(true);
  });

  it("are removed only while more than one exists, the chosen one", () => {
    let state = wizardReducer(filled, { type: "addRoom" });
    state = wizardReducer(state, { type: "room", index: 1, change: { type: "family" }, prices });
    state = wizardReducer(state, { type: "removeRoom", index: 0 });
    expect(state.rooms.map((room) => room.type)).toEqual(["family"]);
    expect(wizardReducer(state, { type: "removeRoom", index: 0 })).toBe(state);
  });

  it("keep the adults within a new type's capacity and start it at bed & breakfast", () => {
    const standard = { ...DEFAULT_ROOM, boarding: "full_board" as const };
    expect(changeRoom(standard, { type: "family" }, prices)).toEqual({
      type: "family",
      adults: 2,
      children: 0,
      boarding: "bed_breakfast",
    });
    expect(changeRoom(standard, { type: "executive_double" }, prices).adults).toBe(3);
  });

  it("move to an offered boarding when the chosen one is not priced", () => {
    const family = {
      type: "family" as const,
      adults: 2,
      children: 1,
      boarding: "half_board" as const,
    };
    expect(changeRoom(family, { adults: 4 }, prices).boarding).toBe("half_board");
    const fullBoard = { ...DEFAULT_ROOM, boarding: "full_board" as const };
    // Four in a standard room is not priced at all: the choice stays, the room's message says so.
    expect(changeRoom(fullBoard, { adults: 4 }, prices)).toMatchObject({
      adults: 4,
      boarding: "full_board",
    });
  });
});

describe("dates", () => {
  it("a check-in on or after the check-out moves the check-out to the next day", () => {
    const state = wizardReducer(filled, { type: "field", name: "checkIn", value: "2026-12-05" });
    expect(state.details.checkOut).toBe("2026-12-06");
    const earlier = wizardReducer(filled, { type: "field", name: "checkIn", value: "2026-11-30" });
    expect(earlier.details.checkOut).toBe("2026-12-03");
  });

  it("an empty check-out stays empty (its own message comes on Next)", () => {
    const empty = { ...filled, details: { ...filled.details, checkOut: "" } };
    const state = wizardReducer(empty, { type: "field", name: "checkIn", value: "2026-12-05" });
    expect(state.details.checkOut).toBe("");
  });
});

describe("the M-Pesa number", () => {
  it("starts as the step-1 phone's 9 digits when it is a Kenyan mobile", () => {
    expect(wizardReducer(filled, { type: "step", step: 3 }).mpesaPhone).toBe("712345678");
    const foreign = { ...filled, details: { ...filled.details, phone: "+44 20 7946 0958" } };
    expect(wizardReducer(foreign, { type: "step", step: 3 }).mpesaPhone).toBe("");
  });

  it("keeps what the guest typed", () => {
    const typed = { ...filled, mpesaPhone: "798765432" };
    expect(wizardReducer(typed, { type: "step", step: 3 }).mpesaPhone).toBe("798765432");
  });
});

describe("the fingerprint of a booking's details", () => {
  it("is the same for the same details and rooms", () => {
    const later: WizardState = { ...filled, step: 3, tab: "card", mpesaPhone: "712345678" };
    expect(fingerprint(filled)).toBe(fingerprint(later));
  });

  it("changes with any detail or room", () => {
    const base = fingerprint(filled);
    for (const [name, value] of Object.entries({
      firstName: "Wanjirú",
      email: "w@example.com",
      checkOut: "2026-12-04",
      specialRequests: "A quiet room",
    })) {
      expect(fingerprint({ ...filled, details: { ...filled.details, [name]: value } })).not.toBe(
        base,
      );
    }
    const children = { ...filled, rooms: [{ ...DEFAULT_ROOM, children: 1 }] };
    expect(fingerprint(children)).not.toBe(base);
    expect(fingerprint(wizardReducer(filled, { type: "addRoom" }))).not.toBe(base);
  });
});

describe("the booking request", () => {
  it("carries the guest, the stay and the rooms as the API takes them", () => {
    expect(bookingRequest(filled)).toEqual({
      ...filled.details,
      rooms: [{ type: "standard", adults: 1, children: 0, boarding: "bed_breakfast" }],
    });
  });
});

describe("a fresh start from a booking the server showed", () => {
  it("keeps its dates, time, email and rooms, and asks for the rest again", () => {
    const state = stateFromView({
      id: "0b8f3a56-2f7e-4c1b-9a0e-3c5d7e9f1a2b",
      reference: "GO7K3M9PQX",
      status: "failed",
      checkIn: "2026-12-01",
      checkOut: "2026-12-03",
      checkInTime: "18:30",
      nights: 2,
      subtotalKes: 19000,
      discountKes: 0,
      promotionCode: null,
      taxes: [],
      taxesIncluded: true,
      totalKes: 19000,
      holdExpiresAt: null,
      email: "amina@example.com",
      guestName: "Wanjiru Mwangi",
      confirmedAt: null,
      rooms: [
        {
          type: "family",
          adults: 4,
          children: 2,
          boarding: "half_board",
          nightlyKes: 9500,
          lines: [],
        },
      ],
      refundDue: false,
      balanceKes: 0,
      payment: null,
    });
    expect(state.step).toBe(1);
    expect(state.details).toEqual({
      ...initialState().details,
      email: "amina@example.com",
      checkIn: "2026-12-01",
      checkOut: "2026-12-03",
      checkInTime: "18:30",
    });
    expect(state.rooms).toEqual([
      { type: "family", adults: 4, children: 2, boarding: "half_board" },
    ]);
    expect(state.booking).toBeNull();
  });
});
