// CSV for spreadsheets (RFC 4180): every file staff download goes through here. Guests type the
// text, so a cell a spreadsheet would run as a formula is neutralised first (OWASP CSV injection).

/** First characters that make Excel, LibreOffice or Sheets read a cell as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: a leading ' defuses a formula; quotes, commas and line breaks get a quoted cell. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows of cells as a CSV document: CRLF after every record, as RFC 4180 writes it. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvCell).join(",") + "\r\n").join("");
}
