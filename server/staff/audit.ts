// The staff area's record of who did what (staff_audit).
import type { Db } from "../db/client.ts";
import { staffAudit } from "../db/schema/staff.ts";

export async function recordStaffAction(
  db: Db,
  entry: { staffId: number; action: string; subject: string; detail?: Record<string, unknown> },
  now = new Date(),
): Promise<void> {
  await db.insert(staffAudit).values({ ...entry, detail: entry.detail ?? {}, at: now });
}

/** How a booking is named in staff_audit. */
export function bookingSubject(id: string): string {
  return `booking:${id}`;
}
