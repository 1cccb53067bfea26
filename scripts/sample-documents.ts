// Writes the SAMPLE restaurant menu and conference / terrace rates to content/media/documents/.
// They stand in until the owner puts the motel's own PDFs there under the same names
// (content/README.md). Run: npm run documents
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DOCUMENTS } from "../content/documents.ts";
import { motel } from "../content/motel.ts";
import { formatKes } from "../domain/money.ts";
import { footnote, motelDocument, paragraphs, table } from "../server/documents/pdf-layout.ts";

const root = path.resolve(import.meta.dirname, "..");
const producedAt = new Date();
const SAMPLE_NOTE = "SAMPLE document: replace it with the motel's own (see content/README.md).";
const ITEM_COLUMNS = [330, 165];

type Item = [name: string, kes: number];
const priced = (items: readonly Item[]) => items.map(([name, kes]) => [name, formatKes(kes)]);

async function menu(): Promise<Buffer> {
  const { doc, bytes } = motelDocument("Restaurant & Coffee Parlour Menu", producedAt);
  paragraphs(doc, [
    "Served from breakfast to dinner. Prices in Kenya shillings, taxes included.",
    ...(motel.alcoholFree ? [motel.alcoholFreeNote] : []),
  ]);
  const sections: [string, Item[]][] = [
    [
      "Breakfast",
      [
        ["Full Kenyan breakfast", 850],
        ["Continental breakfast", 750],
        ["Mandazi and tea", 250],
      ],
    ],
    [
      "Mains",
      [
        ["Beef stew with ugali or rice", 950],
        ["Chicken curry with chapati", 1100],
        ["Tilapia, fried or wet fry, with ugali", 1300],
        ["Vegetable pilau with kachumbari", 750],
      ],
    ],
    [
      "Coffee parlour",
      [
        ["Kenyan coffee", 200],
        ["Tea with milk", 150],
        ["Fresh passion juice", 250],
        ["Mocktail of the day", 400],
      ],
    ],
  ];
  for (const [title, items] of sections)
    table(doc, title, ITEM_COLUMNS, ["Dish", "Price"], priced(items));
  footnote(doc, SAMPLE_NOTE);
  doc.end();
  return bytes;
}

async function conferenceAndTerraceRates(): Promise<Buffer> {
  const { doc, bytes } = motelDocument("Conference & Rooftop Terrace Rates", producedAt);
  paragraphs(doc, [
    "Per person per day unless stated. Prices in Kenya shillings, taxes included.",
    `The rooftop terrace hosts over ${motel.terrace.capacity} guests.`,
  ]);
  table(
    doc,
    "Conference room",
    ITEM_COLUMNS,
    ["Package", "Price"],
    priced([
      ["Full day: room, tea breaks, lunch", 2500],
      ["Half day: room, one tea break", 1500],
      ["Projector and screen (per day)", 2000],
    ]),
  );
  table(
    doc,
    "Rooftop terrace",
    ITEM_COLUMNS,
    ["Package", "Price"],
    priced([
      ["Terrace hire, evening (up to 4 hours)", 15000],
      ["Sundowner package: juices, mocktails, snacks", 800],
      ["Buffet dinner", 1500],
    ]),
  );
  footnote(doc, SAMPLE_NOTE);
  doc.end();
  return bytes;
}

const outputs: [string, () => Promise<Buffer>][] = [
  [DOCUMENTS.restaurant_menu.href, menu],
  [DOCUMENTS.conference_rates.href, conferenceAndTerraceRates],
];
for (const [href, make] of outputs) {
  // /media/... is served from content/media/.
  const file = path.join(root, "content", href);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, await make());
  console.log(`wrote ${path.relative(root, file)}`);
}
