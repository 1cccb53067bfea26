// The guest's confirmation email carries the live content (issue 15): the name, KRA PIN, phones
// and address staff set at /admin/content, in the body and the footer.
import { describe, expect, it } from "vitest";
import { defaultContent } from "../../content/motel.ts";
import { bookingConfirmationEmail } from "./booking-emails.ts";

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
});
