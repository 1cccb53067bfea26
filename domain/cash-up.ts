// End of day (cash-up): the day's money by method and by staff member, refunds, net, and the
// night's rooms sold, occupancy and average rate. The owner counts the drawer against it.
import type { DeskPaymentMethod, FolioPaymentKind } from "./front-desk.ts";
import { actorOf, type Actor } from "./staff.ts";

/** Online payments (M-Pesa prompts and card orders that succeeded) are one line of their own. */
export type CashUpMethod = DeskPaymentMethod | "online";

const METHOD_ORDER: readonly CashUpMethod[] = ["cash", "mpesa", "card", "bank_transfer", "online"];

export type CashUpMoney = {
  kind: FolioPaymentKind;
  method: CashUpMethod;
  /** The name of the staff member who took or gave it; null for a removed account or online. */
  staff: string | null;
  amountKes: number;
};

export type CashUpLine = { paymentsKes: number; refundsKes: number; netKes: number; count: number };

export type CashUp = {
  date: string;
  byMethod: ({ method: CashUpMethod } & CashUpLine)[];
  /** Staff members by name, then removed accounts, then online payments. */
  byStaff: ({ staff: Actor } & CashUpLine)[];
  total: CashUpLine;
  /** Rooms taken on the night of `date` (one per booked room staying that night). */
  roomsSold: number;
  /** Rooms the motel has. */
  rooms: number;
  /** roomsSold / rooms, in whole percent. */
  occupancyPercent: number;
  /** The nightly prices of the rooms sold. */
  roomRevenueKes: number;
  /** roomRevenue / roomsSold, whole KES (0 when nothing was sold). */
  averageRateKes: number;
};

const emptyLine = (): CashUpLine => ({ paymentsKes: 0, refundsKes: 0, netKes: 0, count: 0 });

function add(line: CashUpLine, money: CashUpMoney): void {
  if (money.kind === "payment") line.paymentsKes += money.amountKes;
  else line.refundsKes += money.amountKes;
  line.netKes = line.paymentsKes - line.refundsKes;
  line.count += 1;
}

const actorOfMoney = (money: CashUpMoney): Actor =>
  money.method === "online" ? "online" : actorOf(money.staff);

/** Names in order, then removed accounts, then online payments. */
function byActor(a: Actor, b: Actor): number {
  const rank = (actor: Actor) => (actor === "online" ? 2 : actor === "removed" ? 1 : 0);
  if (typeof a === "object" && typeof b === "object") return a.name.localeCompare(b.name);
  return rank(a) - rank(b);
}

export function cashUp(
  date: string,
  money: readonly CashUpMoney[],
  night: { nightlyKes: readonly number[]; rooms: number },
): CashUp {
  const byMethod = new Map<CashUpMethod, CashUpLine>();
  // Keyed "name:<name>", "removed" or "online".
  const byStaff = new Map<string, { staff: Actor } & CashUpLine>();
  const total = emptyLine();
  for (const item of money) {
    add(total, item);
    if (!byMethod.has(item.method)) byMethod.set(item.method, emptyLine());
    add(byMethod.get(item.method)!, item);
    const staff = actorOfMoney(item);
    const key = typeof staff === "object" ? `name:${staff.name}` : staff;
    if (!byStaff.has(key)) byStaff.set(key, { staff, ...emptyLine() });
    add(byStaff.get(key)!, item);
  }
  const roomsSold = night.nightlyKes.length;
  const roomRevenueKes = night.nightlyKes.reduce((sum, kes) => sum + kes, 0);
  return {
    date,
    byMethod: METHOD_ORDER.filter((method) => byMethod.has(method)).map((method) => ({
      method,
      ...byMethod.get(method)!,
    })),
    byStaff: [...byStaff.values()].sort((a, b) => byActor(a.staff, b.staff)),
    total,
    roomsSold,
    rooms: night.rooms,
    occupancyPercent: night.rooms > 0 ? Math.round((roomsSold / night.rooms) * 100) : 0,
    roomRevenueKes,
    averageRateKes: roomsSold > 0 ? Math.round(roomRevenueKes / roomsSold) : 0,
  };
}

/** How staff name a method, who took money and the day's total (the staff catalog's words). */
export type CashUpNames = {
  method: (method: CashUpMethod) => string;
  staff: (actor: Actor) => string;
  total: string;
};

/** The cash-up as CSV rows (domain/csv.ts writes them): section, name, payments, refunds, net. */
export function cashUpRows(report: CashUp, names: CashUpNames): string[][] {
  const money = (line: CashUpLine) => [
    String(line.paymentsKes),
    String(line.refundsKes),
    String(line.netKes),
  ];
  return [
    ["date", "section", "name", "payments_kes", "refunds_kes", "net_kes"],
    ...report.byMethod.map((line) => [
      report.date,
      "method",
      names.method(line.method),
      ...money(line),
    ]),
    ...report.byStaff.map((line) => [
      report.date,
      "staff",
      names.staff(line.staff),
      ...money(line),
    ]),
    [report.date, "total", names.total, ...money(report.total)],
    [report.date, "rooms_sold", String(report.roomsSold), "", "", ""],
    [report.date, "rooms", String(report.rooms), "", "", ""],
    [report.date, "occupancy_percent", String(report.occupancyPercent), "", "", ""],
    [report.date, "room_revenue_kes", String(report.roomRevenueKes), "", "", ""],
    [report.date, "average_rate_kes", String(report.averageRateKes), "", "", ""],
  ];
}
