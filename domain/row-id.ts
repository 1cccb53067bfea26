// Ids of our integer-keyed rows (rooms, closures, booking rooms, folio lines) as forms send them.
// PostgreSQL's integer stops at 2^31 - 1: a larger number must be "no such row", never reach the
// database (which would refuse it with an error, a 500).
export const MAX_ROW_ID = 2_147_483_647;

export function isRowId(id: number): boolean {
  return Number.isSafeInteger(id) && id > 0 && id <= MAX_ROW_ID;
}
