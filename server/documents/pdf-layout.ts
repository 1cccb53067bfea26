// The motel's PDF look, shared by the generated rate card and the sample documents: a letterhead
// with the motel's details, titled tables, and a footer line.
import PDFDocument from "pdfkit";
import { addressLine, motel as defaults } from "../../content/motel.ts";
import type { SiteContent } from "../../domain/schemas/content.ts";
import type { Lang } from "../../i18n/locales.ts";
import { translator } from "../../i18n/messages.server.ts";

const BRAND = "#143b37";
const MUTED = "#4a5752";
const RULE = "#c9c3b5";
export const PAGE_MARGIN = 50;
const ROW_HEIGHT = 20;

/**
 * The standard PDF fonts draw WinAnsi only (Latin-1 and a few more); anything else prints as a
 * wrong glyph (the promotion's minus sign came out as a quote mark). Text is written in what they
 * draw: known signs as their plain form, other letters without their marks, anything left as "?".
 */
const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");
const PLAIN: Record<string, string> = {
  "\u2212": "-", // minus sign
  "\u2010": "-",
  "\u2011": "-",
  "\u2192": "->",
  "\u2190": "<-",
  "\u2264": "<=",
  "\u2265": ">=",
  "\u2248": "~",
  "\u2009": " ",
  "\u202F": "\u00A0", // the narrow no-break space some number formats use
  "\u2060": "",
  // What a note of several lines may hold besides its line feeds (domain/schemas/text.ts).
  "\r": "",
  "\t": " ",
};

const drawableChar = (char: string): string => {
  const code = char.codePointAt(0)!;
  if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || char === "\n")
    return char;
  if (WIN_ANSI_EXTRA.has(char)) return char;
  if (char in PLAIN) return PLAIN[char]!;
  const base = char.normalize("NFKD").replace(/\p{M}/gu, "");
  return base !== char && [...base].every((b) => drawableChar(b) === b) ? base : "?";
};

/** `text` as the standard fonts can draw it. */
export function drawable(text: string): string {
  return [...text].map(drawableChar).join("");
}

/** A new A4 document with the letterhead drawn, and a promise of its bytes once ended. */
export function motelDocument(
  title: string,
  producedAt: Date,
  /** The live content (server/content/content.ts); the defaults for the sample documents. */
  motel: SiteContent = defaults,
  /** The document's language: the letterhead's words (the rate card catalog's) are in it. */
  lang: Lang = "en",
): { doc: PDFKit.PDFDocument; bytes: Promise<Buffer> } {
  const t = translator(lang);
  const doc = new PDFDocument({
    size: "A4",
    margin: PAGE_MARGIN,
    info: { Title: `${motel.name}: ${title}`, Author: motel.name, CreationDate: producedAt },
  });
  // Every text drawn goes through drawable(), whoever draws it.
  const write = doc.text.bind(doc) as (...args: unknown[]) => PDFKit.PDFDocument;
  doc.text = ((value: unknown, ...rest: unknown[]) =>
    write(typeof value === "string" ? drawable(value) : value, ...rest)) as typeof doc.text;
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.fillColor(BRAND).font("Helvetica-Bold").fontSize(22).text(motel.name);
  doc.fontSize(14).text(title);
  doc.moveDown(0.4);
  doc.fillColor(MUTED).font("Helvetica").fontSize(10);
  doc.text(addressLine(motel));
  doc.text(`${t("rateCard.phone")} ${motel.phones.map((phone) => phone.display).join(" / ")}`);
  doc.text(
    `${t("rateCard.whatsapp")} ${motel.whatsapp.number.display}   ${t("rateCard.email")} ${motel.email}`,
  );
  doc.moveDown(0.6);
  doc.fillColor("#000");
  return { doc, bytes };
}

/** Plain paragraphs in body text. */
export function paragraphs(doc: PDFKit.PDFDocument, lines: readonly string[]): void {
  doc.fillColor("#000").font("Helvetica").fontSize(10);
  for (const line of lines) doc.text(line, PAGE_MARGIN);
  doc.moveDown(1);
}

/** A titled table; starts a new page rather than splitting a short table. */
export function table(
  doc: PDFKit.PDFDocument,
  title: string,
  columnWidths: readonly number[],
  header: readonly string[],
  rows: readonly (readonly string[])[],
): void {
  if (doc.y + ROW_HEIGHT * (rows.length + 2) > doc.page.height - PAGE_MARGIN) doc.addPage();
  doc.fillColor(BRAND).font("Helvetica-Bold").fontSize(13).text(title, PAGE_MARGIN);
  doc.moveDown(0.3);
  row(doc, columnWidths, header, true);
  for (const cells of rows) row(doc, columnWidths, cells, false);
  doc.moveDown(1);
}

/** The closing small print. */
export function footnote(doc: PDFKit.PDFDocument, text: string): void {
  doc.fillColor(MUTED).font("Helvetica").fontSize(9).text(text, PAGE_MARGIN);
}

function row(
  doc: PDFKit.PDFDocument,
  widths: readonly number[],
  cells: readonly string[],
  header: boolean,
): void {
  const y = doc.y;
  let x = PAGE_MARGIN;
  doc
    .font(header ? "Helvetica-Bold" : "Helvetica")
    .fontSize(10)
    .fillColor("#000");
  cells.forEach((cell, i) => {
    const width = widths[i] ?? 100;
    doc.text(cell, x + 4, y + 5, { width: width - 8, lineBreak: false });
    x += width;
  });
  const total = widths.reduce((sum, w) => sum + w, 0);
  doc
    .moveTo(PAGE_MARGIN, y + ROW_HEIGHT)
    .lineTo(PAGE_MARGIN + total, y + ROW_HEIGHT)
    .strokeColor(header ? BRAND : RULE)
    .lineWidth(header ? 1 : 0.5)
    .stroke();
  doc.x = PAGE_MARGIN;
  doc.y = y + ROW_HEIGHT;
}
