// The staff price editor through the built server over real HTTP, on both databases: saves,
// refused saves that change nothing, two staff editing the same cell, the history, and the public
// pages, price list and rate card showing a change at once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pdfText } from "../../test/support/pdf-text.ts";
import type { PriceTable } from "../../domain/pricing.ts";
import { httpSuiteDatabaseKind } from "../../test/support/databases.ts";
import { formFields } from "../../test/support/page-text.ts";
import {
  type RunningServer,
  type StaffServer,
  startStaffServer,
} from "../../test/support/server.ts";

// Two admins (only admins edit prices; the sweep proves the front desk is refused), so two
// people can race to save the same cell.
const STAFF = {
  desk: { email: "desk@motel.test", name: "Peter Otieno", password: "front desk passphrase" },
  owner: { email: "owner@motel.test", name: "Grace Wanjiru", password: "owner passphrase 2026" },
};

/** Visible text of an HTML page, enough to look for messages. */
function pageText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>|<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");
}

describe.each(httpSuiteDatabaseKind())("the price editor over HTTP on %s", (kind) => {
  let suite: StaffServer | undefined;
  let server: RunningServer;
  const cookies: Record<keyof typeof STAFF, string> = { desk: "", owner: "" };

  beforeAll(async () => {
    suite = await startStaffServer(kind, "prices", [
      { ...STAFF.owner, role: "admin" },
      { ...STAFF.desk, role: "admin" },
    ]);
    server = suite.server;
    [cookies.owner, cookies.desk] = suite.cookies as [string, string];
  });
  afterAll(async () => {
    await suite?.stop();
  });

  const openEditor = async (who: keyof typeof STAFF = "desk") => {
    const response = await fetch(`${server.url}/admin/prices`, {
      headers: { Cookie: cookies[who] },
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    return { fields: formFields(html), text: pageText(html) };
  };
  const save = async (fields: Record<string, string>, who: keyof typeof STAFF = "desk") => {
    const response = await fetch(`${server.url}/admin/prices`, {
      method: "POST",
      headers: { Cookie: cookies[who], Origin: server.url },
      body: new URLSearchParams(fields),
    });
    return { status: response.status, text: pageText(await response.text()) };
  };
  const publicPrices = async () =>
    ((await (await fetch(`${server.url}/api/prices`)).json()) as { prices: PriceTable }).prices;

  it("signed out, the page and the save send the browser to sign in and change nothing", async () => {
    const page = await fetch(`${server.url}/admin/prices`, { redirect: "manual" });
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/admin?next=%2Fadmin%2Fprices");
    const { fields } = await openEditor();
    const post = await fetch(`${server.url}/admin/prices`, {
      method: "POST",
      headers: { Origin: server.url },
      body: new URLSearchParams({ ...fields, "price.deluxe.two_guests.half_board": "1" }),
      redirect: "manual",
    });
    expect(post.status).toBe(302);
    expect((await publicPrices()).deluxe?.two_guests?.half_board).toBe(7500);
  });

  it("shows every type's cells within its capacity, with the loaded values, and no room count", async () => {
    const { fields, text } = await openEditor();
    expect(fields["price.deluxe.two_guests.half_board"]).toBe("7500");
    expect(fields["was.price.deluxe.two_guests.half_board"]).toBe("7500");
    expect(fields["price.family.two_guests.full_board"]).toBe(""); // not offered
    expect(fields["price.executive_double.three_guests.bed_breakfast"]).toBe("9000");
    expect(fields).not.toHaveProperty("price.executive_double.two_guests.bed_breakfast");
    expect(fields).not.toHaveProperty("price.standard.three_guests.bed_breakfast");
    expect(Object.keys(fields).filter((name) => name.includes("inventory"))).toEqual([]);
    expect(text).toContain("No changes yet.");
  });

  it("an invalid cell answers 400 with the message, keeps what was typed and saves nothing", async () => {
    const { fields } = await openEditor();
    const before = await publicPrices();
    const { status, text } = await save({
      ...fields,
      "price.deluxe.single_guest.bed_breakfast": "4200", // valid, but the save is all or nothing
      "price.deluxe.two_guests.half_board": "1.5",
      "price.family.two_guests.half_board": "0",
    });
    expect(status).toBe(400);
    expect(text).toContain("Deluxe Room, two guests, half board: enter whole shillings, e.g. 4500");
    expect(text).toContain(
      "Family Room, two guests, half board: a price must be at least 1 shilling.",
    );
    const kept = await fetch(`${server.url}/admin/prices`, {
      method: "POST",
      headers: { Cookie: cookies.desk, Origin: server.url },
      body: new URLSearchParams({ ...fields, "price.deluxe.two_guests.half_board": "1,000" }),
    });
    expect(kept.status).toBe(400);
    expect(formFields(await kept.text())["price.deluxe.two_guests.half_board"]).toBe("1,000");
    expect(await publicPrices()).toEqual(before);
    expect((await openEditor()).text).toContain("No changes yet.");
  });

  it("saves changed cells only: a new price, a withdrawn and a newly offered combination, a room count", async () => {
    // The rate card is kept between requests: read once before the change, it must not stay.
    const before = await pdfText(await (await fetch(`${server.url}/rate-card.pdf`)).arrayBuffer());
    expect(before).toContain("KES 4,500");
    expect(before).not.toContain("KES 4,200");
    const { fields } = await openEditor();
    const { status, text } = await save({
      ...fields,
      "price.deluxe.single_guest.bed_breakfast": "4200",
      "price.family.three_guests.half_board": "",
      "price.family.two_guests.full_board": " 14000 ",
      "price.standard.two_guests.half_board": "6600",
    });
    expect(status).toBe(200);
    expect(text).toContain("Saved 4 changes. The public pages show them now.");

    const table = await publicPrices();
    expect(table.deluxe?.single_guest?.bed_breakfast).toBe(4200);
    expect(table.family?.three_guests?.half_board).toBeUndefined();
    expect(table.family?.two_guests?.full_board).toBe(14000);
    expect(table.deluxe?.two_guests?.half_board).toBe(7500);

    // The public pages read the live table: the room page's from-price and the rate card.
    const room = pageText(await (await fetch(`${server.url}/room/deluxe`)).text());
    expect(room).toContain("KES 4,200 per night");
    const card = await pdfText(await (await fetch(`${server.url}/rate-card.pdf`)).arrayBuffer());
    expect(card).toContain("KES 4,200");
    expect(card).toContain("KES 14,000");
    // Family, three guests, half board is withdrawn: only executive, two guests, full board is left.
    expect(card.match(/KES 11,000/g)).toHaveLength(1);

    const editor = await openEditor();
    expect(editor.fields["price.standard.two_guests.half_board"]).toBe("6600");
    expect(editor.fields["price.family.three_guests.half_board"]).toBe("");
    for (const line of [
      "Peter Otieno Deluxe Room, one guest, bed & breakfast KES 4,500 → KES 4,200",
      "Peter Otieno Family Room, two guests, full board not offered → KES 14,000",
      "Peter Otieno Family Room, three guests, half board KES 11,000 → not offered",
      "Peter Otieno Standard Room, two guests, half board KES 6,500 → KES 6,600",
    ]) {
      expect(editor.text).toContain(line);
    }

    // Saving the form as loaded again changes nothing and adds no history.
    const again = await save(editor.fields);
    expect(again.text).toContain("Nothing to save");
    expect((await openEditor()).text.match(/ → /g)).toHaveLength(4);
  });

  it("two staff editing the same cell: the later save gets 409, saves nothing, and names the cell", async () => {
    const desk = await openEditor("desk");
    const owner = await openEditor("owner");
    const first = await save(
      { ...owner.fields, "price.executive.two_guests.full_board": "11500" },
      "owner",
    );
    expect(first.status).toBe(200);

    const second = await save({
      ...desk.fields,
      "price.executive.two_guests.full_board": "12000",
      "price.standard.single_guest.half_board": "4600", // not in conflict, but not saved either
    });
    expect(second.status).toBe(409);
    expect(second.text).toContain(
      "Nothing was saved: another staff member changed these while you were editing. Review them and save again.",
    );
    expect(second.text).toContain(
      "Executive Room, two guests, full board: now KES 11,500 (you entered KES 12,000)",
    );
    const table = await publicPrices();
    expect(table.executive?.two_guests?.full_board).toBe(11500);
    expect(table.standard?.single_guest?.half_board).toBe(4500);

    // The answer's form keeps the typed values over the current ones: saving it applies them.
    const review = await fetch(`${server.url}/admin/prices`, {
      method: "POST",
      headers: { Cookie: cookies.desk, Origin: server.url },
      body: new URLSearchParams({
        ...desk.fields,
        "price.executive.two_guests.full_board": "12000",
      }),
    });
    const reviewed = formFields(await review.text());
    expect(reviewed["price.executive.two_guests.full_board"]).toBe("12000");
    expect(reviewed["was.price.executive.two_guests.full_board"]).toBe("11500");
    const resaved = await save(reviewed);
    expect(resaved.status).toBe(200);
    expect((await publicPrices()).executive?.two_guests?.full_board).toBe(12000);
    expect((await openEditor()).text).toContain(
      "Peter Otieno Executive Room, two guests, full board KES 11,500 → KES 12,000",
    );
  });
});
