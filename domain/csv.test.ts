import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv.ts";

describe("csvCell", () => {
  it("leaves plain text alone", () => {
    expect(csvCell("guest@example.com")).toBe("guest@example.com");
    expect(csvCell("2026-12-01 09:05")).toBe("2026-12-01 09:05");
    expect(csvCell("")).toBe("");
  });

  it.each([
    ["=", '=HYPERLINK("http://x")'],
    ["+", "+254712345678"],
    ["-", "-2+3"],
    ["@", "@SUM(A1)"],
  ])("neutralises a cell starting with %s", (_, value) => {
    const cell = csvCell(value);
    const unquoted = cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell;
    expect(unquoted).toBe(`'${value}`);
  });

  it("neutralises a leading tab or carriage return, and quotes the carriage return", () => {
    expect(csvCell("\t=1+1")).toBe("'\t=1+1");
    expect(csvCell("\r=1+1")).toBe('"\'\r=1+1"');
  });

  it("quotes a cell with a comma, a quote or a line break, doubling quotes", () => {
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("line1\nline2")).toBe('"line1\nline2"');
    expect(csvCell("line1\r\nline2")).toBe('"line1\r\nline2"');
  });

  it("neutralises and quotes a formula with a comma", () => {
    expect(csvCell('=IF(1,"a")')).toBe('"\'=IF(1,""a"")"');
  });

  it("only looks at the first character", () => {
    expect(csvCell("a=b")).toBe("a=b");
    expect(csvCell("first.last+tag@example.com")).toBe("first.last+tag@example.com");
  });
});

describe("toCsv", () => {
  it("joins cells with commas and ends every record with CRLF", () => {
    expect(
      toCsv([
        ["Email Address", "Date Registered"],
        ["=cmd@example.com", "2026-12-01 09:05"],
        ["a,b@example.com", "2026-12-02 10:00"],
      ]),
    ).toBe(
      'Email Address,Date Registered\r\n\'=cmd@example.com,2026-12-01 09:05\r\n"a,b@example.com",2026-12-02 10:00\r\n',
    );
  });

  it("writes an empty document for no rows", () => {
    expect(toCsv([])).toBe("");
  });
});
