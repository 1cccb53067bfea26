// End of day (cash-up): the day's money by method and by staff member, refunds, net, and the
// night's rooms sold, occupancy and average rate. The owner counts the drawer against it.
import type { DeskPaymentMethod, FolioPaymentKind } from "./front-desk.ts";

/** Online payments (M-Pesa prompts and card orders that succeeded) are one line: "Online". */
export type CashUpMethod = DeskPaymentMethod | "online";

const METHOD_ORDER: readonly CashUpMethod[] = ["cash", "mpesa", "card", "bank_transfer", "online"];

export type CashUpMoney = {
  kind: FolioPaymentKind;
  method: CashUpMethod;
  /** The staff member who took or gave it; "Online" for online payments. */
  staff: string;
  amountKes: number;
};

export type CashUpLine = { paymentsKes: number; refundsKes: number; netKes: number; count: number };

export type CashUp = {
  date: string;
  byMethod: ({ method: CashUpMethod } & CashUpLine)[];
  byStaff: ({ staff: string } & CashUpLine)[];
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

export function cashUp(
  date: string,
  money: readonly CashUpMoney[],
  night: { nightlyKes: readonly number[]; rooms: number },
): CashUp {
  const byMethod = new Map<CashUpMethod, CashUpLine>();
  const byStaff = new Map<string, CashUpLine>();
  const total = emptyLine();
  for (const item of money) {
    add(total, item);
    if (!byMethod.has(item.method)) byMethod.set(item.method, emptyLine());
    add(byMethod.get(item.method)!, item);
    if (!byStaff.has(item.staff)) byStaff.set(item.staff, emptyLine());
    add(byStaff.get(item.staff)!, item);
  }
  const roomsSold = night.nightlyKes.length;
  const roomRevenueKes = night.nightlyKes.reduce((sum, kes) => sum + kes, 0);
  return {
    date,
    byMethod: METHOD_ORDER.filter((method) => byMethod.has(method)).map((method) => ({
      method,
      ...byMethod.get(method)!,
    })),
    byStaff: [...byStaff.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([staff, line]) => ({ staff, ...line })),
    total,
    roomsSold,
    rooms: night.rooms,
    occupancyPercent: night.rooms > 0 ? Math.round((roomsSold / night.rooms) * 100) : 0,
    roomRevenueKes,
    averageRateKes: roomsSold > 0 ? Math.round(roomRevenueKes / roomsSold) : 0,
  };
}

/**
 * The cash-up as CSV rows (domain/csv.ts writes them): section, name, payments, refunds, net;
 * each method by the name staff read (the staff catalog's, passed in).
 */
export function cashUpRows(
  report: CashUp,
  methodName: (method: CashUpMethod) => string,
): string[][] {
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
      methodName(line.method),
      ...money(line),
    ]),
    ...report.byStaff.map((line) => [report.date, "staff", line.staff, ...money(line)]),
    [report.date, "total", "All", ...money(report.total)],
    [report.date, "rooms_sold", String(report.roomsSold), "", "", ""],
    [report.date, "rooms", String(report.rooms), "", "", ""],
    [report.date, "occupancy_percent", String(report.occupancyPercent), "", "", ""],
    [report.date, "room_revenue_kes", String(report.roomRevenueKes), "", "", ""],
    [report.date, "average_rate_kes", String(report.averageRateKes), "", "", ""],
  ];
}
