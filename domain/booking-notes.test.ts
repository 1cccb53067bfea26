import { describe, expect, it } from "vitest";
import { CATALOGS } from "../i18n/catalogs.ts";
import { staffNoteWords } from "../i18n/messages.server.ts";
import { hasNote, NOTE_CODES, noted, readNote, readNotes, withNote } from "./booking-notes.ts";

const words = (...notes: Parameters<typeof staffNoteWords>[0]) => staffNoteWords(notes);

describe("a booking's notes", () => {
  it("have a wording for every code in both catalogs", () => {
    for (const code of NOTE_CODES) {
      const [namespace, key] = code.split(".") as ["staffNotes", string];
      expect(CATALOGS.en[namespace][key], code).toBeTypeOf("string");
      expect(CATALOGS.sw[namespace][key], code).toBeTypeOf("string");
    }
    expect(NOTE_CODES).toHaveLength(Object.keys(CATALOGS.en.staffNotes).length);
  });

  it("word money with its method and receipt only when they are known", () => {
    expect(
      words(noted.partPaid({ paidKes: 1000, method: "mpesa", receipt: "SKL9QX2Z7A" }, 3500)),
    ).toBe("Paid KES 1,000 by M-Pesa (receipt SKL9QX2Z7A); KES 3,500 to pay.");
    expect(words(noted.partPaid({ paidKes: 1000, method: "cash", receipt: null }, 500))).toBe(
      "Paid KES 1,000 in cash; KES 500 to pay.",
    );
    expect(words(noted.owedBack("paid_twice", { paidKes: 4500 }, 4500))).toBe(
      "Paid twice: refund the payment of KES 4,500.",
    );
    expect(words(noted.owedBack("overpaid", { paidKes: 5000, method: "card" }, 500))).toBe(
      "Paid KES 5,000 by card, KES 500 more than the bill: refund the difference.",
    );
    expect(words(noted.heldOnClose("no_show", 1000))).toBe(
      "The booking is a no-show but holds KES 1,000 paid: refund it.",
    );
    expect(words(noted.heldOnClose("expired", 1))).toBe(
      "The booking is expired but holds KES 1 paid: refund it.",
    );
  });

  it("quote what a person or a provider wrote, braces and all", () => {
    expect(words(noted.cancelledByStaff("Guest asked {by phone}"))).toBe(
      "Cancelled: Guest asked {by phone}",
    );
    expect(
      words(noted.reversed("card", null, { resultCode: "2", resultDesc: "Reversed: fraud" })),
    ).toBe(
      "The card payment was reversed by the provider (2: Reversed: fraud): the booking is no longer paid. Call the guest, then cancel or take payment again.",
    );
    expect(words(noted.attention("rejected_answer", "mpesa", "GO1", null))).toBe(
      "The provider's answer about the M-Pesa payment GO1 failed our checks. Check the payment with the provider before doing anything.",
    );
  });

  it("tell instants in the motel's time", () => {
    expect(words(noted.roomsHeldForCheck("2026-11-28T09:05:00.000Z"))).toBe(
      "Rooms held until 2026-11-28 12:05 while staff check an M-Pesa prompt.",
    );
    expect(
      words(
        noted.lostAnswer(
          { amountKes: 4500, phone: null, reference: "GO2", sentAt: "2026-11-28T09:05:00.000Z" },
          false,
        ),
      ),
    ).toMatch(
      /^An M-Pesa prompt for KES 4,500 to the guest \(account GO2, sent 2026-11-28 12:05\)/,
    );
  });

  it("read back what is stored, keeping anything unknown as quoted words", () => {
    const note = noted.partPaid({ paidKes: 1, method: "mpesa", receipt: "X" }, 2);
    expect(readNote(JSON.parse(JSON.stringify(note)))).toEqual(note);
    expect(readNote("an old English line")).toEqual(noted.quoted("an old English line"));
    expect(readNote({ code: "staffNotes.nope" })).toEqual(
      noted.quoted('{"code":"staffNotes.nope"}'),
    );
    expect(readNote({ code: "staffNotes.quoted", params: { text: { deep: 1 } } }).code).toBe(
      "staffNotes.quoted",
    );
    expect(readNotes(null)).toEqual([]);
    expect(words(...readNotes(["a", "b"]))).toBe("a\nb");
  });

  it("add a note once, whatever order the database gives its values", () => {
    const note = noted.reversed("mpesa", "SKL9QX2Z7A", null);
    const reordered = {
      code: note.code,
      params: Object.fromEntries(Object.entries(note.params!).reverse()),
    };
    expect(hasNote([reordered], note)).toBe(true);
    expect(withNote([reordered], note)).toHaveLength(1);
    expect(withNote([noted.holdExpired()], note)).toHaveLength(2);
  });
});
