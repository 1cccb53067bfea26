// Staff's Kiswahili names over real HTTP, on the built server (issue 17): a season and a tax
// given their Kiswahili names in the rate editor's forms are what a Kiswahili quote (the wizard's
// and the estimator's POST /api/quote) and a Kiswahili booking's confirmation email name them;
// English keeps the English, a name without Kiswahili shows in English (and the launch checklist
// lists it), the amounts are the same.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { priceSaid } from "../../domain/staff-said/prices.ts";
import { addDays } from "../../domain/stay.ts";
import { motelDate } from "../../domain/time.ts";
import { httpSuiteDatabaseKind } from "../../test/support/databases.ts";
import {
  bookAndPayIn,
  mailText,
  startMailingServer,
  type MailingServer,
} from "../../test/support/lang-booking.ts";
import type { RunningServer } from "../../test/support/server.ts";
import { english } from "../../test/support/english.ts";
import { textOf } from "../../test/support/page-text.ts";

const OWNER = { email: "owner@motel.test", name: "Owner", password: "a long owner passphrase" };
const today = motelDate(new Date());
/** Two nights in "Long rains" (Masika), two in "Harvest week" (no Kiswahili name). */
const rains = addDays(today, 250);
const harvest = addDays(today, 260);

type Quote = {
  rooms: { lines: { rule: string; amountKes: number; ruleSw?: string }[] }[];
  taxes: { taxes: { name: string; amountKes: number; nameSw?: string }[] };
  totalKes: number;
};

describe.each(httpSuiteDatabaseKind())("staff's Kiswahili names on %s", (kind) => {
  let running: MailingServer | undefined;
  let server: RunningServer;
  let cookie = "";

  beforeAll(async () => {
    running = await startMailingServer(kind, "swahili-names", { ...OWNER, role: "admin" });
    ({ server, cookie } = running);
  }, 120_000);
  afterAll(async () => {
    await running?.stop();
  });

  /** A rate editor form as the page posts it; what its redirect carries back, in English. */
  async function rateForm(fields: Record<string, string>): Promise<string> {
    const response = await fetch(`${server.url}/admin/prices/rates`, {
      method: "POST",
      headers: { Cookie: cookie },
      body: new URLSearchParams(fields),
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    const query = new URL(response.headers.get("location")!, server.url).searchParams;
    return english(query.get("rates") ?? query.get("ratesError") ?? "");
  }

  async function quote(acceptLanguage: string, checkIn: string): Promise<Quote> {
    const response = await fetch(`${server.url}/api/quote`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Accept-Language": acceptLanguage },
      body: JSON.stringify({
        checkIn,
        checkOut: addDays(checkIn, 2),
        rooms: [{ type: "standard", adults: 1, children: 1, boarding: "half_board" }],
      }),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as Quote;
  }

  const period = (name: string, nameSw: string, firstNight: string) => ({
    intent: "range",
    name,
    nameSw,
    firstNight,
    lastNight: addDays(firstNight, 1),
    kind: "kes",
    value: "500",
    "roomType.standard": "on",
  });

  it("staff name a season and a tax in Kiswahili in their forms; a bad Kiswahili name is refused", async () => {
    expect(await rateForm(period("Long rains", "Masika", rains))).toBe(
      english(priceSaid.rateSaved()),
    );
    expect(await rateForm(period("Harvest week", "", harvest))).toBe(
      english(priceSaid.rateSaved()),
    );
    expect(await rateForm(period("Too long", "a".repeat(81), addDays(today, 270)))).toBe(
      english(priceSaid.nameSw()),
    );
    expect(
      await rateForm({
        intent: "taxes",
        taxesIncluded: "on",
        "tax.0.name": "VAT",
        "tax.0.nameSw": "",
        "tax.0.rate": "16",
        "tax.1.name": "Catering levy",
        "tax.1.nameSw": "Tozo ya upishi",
        "tax.1.rate": "2",
      }),
    ).toBe(english(priceSaid.rateSaved()));
    const html = await (
      await fetch(`${server.url}/admin/prices`, { headers: { Cookie: cookie } })
    ).text();
    expect(html.includes('name="tax.1.nameSw" value="Tozo ya upishi"')).toBe(true);
    const page = textOf(html);
    expect(page.includes("Long rains (Kiswahili: Masika):")).toBe(true);
    expect(page.includes("Harvest week:")).toBe(true);
    expect(page.includes("Too long")).toBe(false);
    // The launch checklist names what Kiswahili pages still show in English.
    const checklist = await (
      await fetch(`${server.url}/admin/content`, { headers: { Cookie: cookie } })
    ).text();
    const listed = (name: string) =>
      checklist.includes(
        `&quot;${name}&quot; has no Kiswahili name: the Kiswahili pages show it in English.`,
      );
    expect(["Harvest week", "VAT", "Long rains", "Catering levy"].map(listed)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it("a Kiswahili quote names them in Kiswahili, an English one in English, at the same prices", async () => {
    const sw = await quote("sw-KE,sw;q=0.9", rains);
    const en = await quote("en-KE,en;q=0.9", rains);
    expect(sw.rooms[0]!.lines.map((line) => line.rule)).toEqual(["Masika"]);
    expect(en.rooms[0]!.lines.map((line) => line.rule)).toEqual(["Long rains"]);
    expect(sw.taxes.taxes.map((tax) => tax.name)).toEqual(["VAT", "Tozo ya upishi"]);
    expect(en.taxes.taxes.map((tax) => tax.name)).toEqual(["VAT", "Catering levy"]);
    expect(JSON.stringify(en)).not.toMatch(/Masika|Tozo/);
    expect(sw.totalKes).toBe(en.totalKes);
    expect(sw.rooms[0]!.lines.map((line) => line.amountKes)).toEqual(
      en.rooms[0]!.lines.map((line) => line.amountKes),
    );
    expect(sw.taxes.taxes.map((tax) => tax.amountKes)).toEqual(
      en.taxes.taxes.map((tax) => tax.amountKes),
    );
    // Without a Kiswahili name, a Kiswahili quote shows the English one.
    const plain = await quote("sw-KE", harvest);
    expect(plain.rooms[0]!.lines.map((line) => line.rule)).toEqual(["Harvest week"]);
  });

  it("a booking made in Kiswahili names them in Kiswahili in its email", async () => {
    const { mail } = await bookAndPayIn(
      server,
      running!.sink,
      "711000501",
      "sw-KE,sw;q=0.9",
      rains,
    );
    const text = mailText(mail.raw);
    expect(text).toMatch(/: usiku 2 × KES [\d,]+ \(Masika\)/);
    expect(text).toContain("Tozo ya upishi 2%");
    // VAT has no Kiswahili name: its English one.
    expect(text).toContain("VAT 16%");
    expect(text).not.toMatch(/Long rains|Catering levy/);
  });
});
