// The rate calendar's stay-rule and taxes forms against a real database: saved and audited,
// read by the next quote; bad input a sentence with nothing saved.
import { said } from "../../domain/said.ts";
import { afterEach, describe, expect, it } from "vitest";
import { priceSaid } from "../../domain/staff-said/prices.ts";
import { testDatabaseKinds } from "../../test/support/databases.ts";
import { givenSeededWithAdmin } from "../../test/support/staff-world.ts";
import { quoteStay } from "../bookings/quote-stay.ts";
import type { Database } from "../db/client.ts";
import { stayRules } from "../db/schema/rates.ts";
import { staffAudit } from "../db/schema/staff.ts";
import { loadPriceTable } from "./catalog.ts";
import {
  addStayRule,
  calendarViewOf,
  deleteStayRule,
  rateCalendar,
  setTaxes,
} from "./rate-editor.ts";
import { nightlyPrice } from "../../domain/pricing.ts";

const NOW = new Date("2026-11-24T06:00:00Z");
const FAMILY = [{ type: "family", adults: 2, children: 0, boarding: "bed_breakfast" }] as const;
const STAY = { checkIn: "2027-01-10", checkOut: "2027-01-12", rooms: [...FAMILY] };

describe.each(testDatabaseKinds())("the rate calendar's stay rules and taxes on %s", (kind) => {
  const open: Database[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((database) => database.close()));
  });

  it("a stay rule refuses the next quote in words; deleting it lifts the refusal", async () => {
    const { database, staff } = await givenSeededWithAdmin(kind);
    open.push(database);
    const { db } = database;
    const rule = { firstNight: "2027-01-10", lastNight: "2027-01-10", roomTypes: ["family"] };
    expect(await addStayRule(db, staff, rule, NOW)).toEqual({
      ok: false,
      message: priceSaid.stayRuleEmpty(),
    });
    expect(await addStayRule(db, staff, { ...rule, minNights: "3" }, NOW)).toMatchObject({
      ok: true,
    });
    expect((await quoteStay(db, STAY, NOW)).message).toEqual(
      said.minNights("family", "2027-01-10", 3),
    );
    const [row] = await db.select().from(stayRules);
    await deleteStayRule(db, staff, row!.id, NOW);
    expect((await quoteStay(db, STAY, NOW)).message).toBeNull();
    const actions = (await db.select().from(staffAudit)).map((entry) => entry.action);
    expect(actions).toEqual(["rates.stay_rule_create", "rates.stay_rule_delete"]);
  });

  it("taxes added on top raise the total; included again restores it", async () => {
    const { database, staff } = await givenSeededWithAdmin(kind);
    open.push(database);
    const { db } = database;
    const before = await quoteStay(db, STAY, NOW);
    const lines = {
      "tax.0.name": "VAT",
      "tax.0.nameSw": "VAT",
      "tax.0.rate": "16",
      "tax.1.name": "Tourism levy",
      "tax.1.nameSw": "Tozo ya utalii",
      "tax.1.rate": "2",
    };
    expect(await setTaxes(db, staff, lines, NOW)).toMatchObject({ ok: true });
    const added = await quoteStay(db, STAY, NOW);
    expect(added.taxes.included).toBe(false);
    expect(added.totalKes).toBe(
      before.subtotalKes + Math.floor((before.subtotalKes * 18 + 50) / 100),
    );
    expect(await setTaxes(db, staff, { ...lines, "tax.1.rate": "x" }, NOW)).toEqual({
      ok: false,
      message: priceSaid.taxRate(),
    });
    await setTaxes(db, staff, { ...lines, taxesIncluded: "on" }, NOW);
    expect(await quoteStay(db, STAY, NOW)).toMatchObject({
      totalKes: before.totalKes,
      taxes: before.taxes,
    });
  });

  it("the calendar prices other guest counts and boardings on demand", async () => {
    const { database } = await givenSeededWithAdmin(kind);
    open.push(database);
    const { db } = database;
    const view = calendarViewOf(new URLSearchParams("ratesGuests=4&ratesBoarding=half_board"));
    expect(view).toEqual({ adults: 4, boarding: "half_board" });
    expect(calendarViewOf(new URLSearchParams("ratesGuests=9&ratesBoarding=x"))).toEqual({
      adults: null,
      boarding: "bed_breakfast",
    });
    const calendar = await rateCalendar(db, NOW, 3, view);
    const table = await loadPriceTable(db);
    const family = calendar.types.find((type) => type.key === "family")!;
    expect(family.guests).toBe(4);
    // Standard rooms take at most 2 guests: clamped.
    expect(calendar.types.find((type) => type.key === "standard")!.guests).toBe(2);
    expect(family.nights[0]!.amountKes).toBe(
      nightlyPrice(table, "family", 4, "half_board") ?? null,
    );
  });
});
