// A price cell's name and value in the staff catalog's words ("Deluxe Room, two guests, half
// board", "not offered"): the price editor's fields, history and conflicts in the page's
// language, and the server's messages about a cell in English (app/routes/admin/prices.server.ts).
import { formatKes } from "../../../domain/money.ts";
import { guestCountOf, type CellValue, type EditorCell } from "../../../domain/price-editor.ts";
import type { Text } from "../../i18n.tsx";

export function priceCellLabel(t: Text, cell: EditorCell): string {
  return t("staffSettings.priceCell", {
    room: t(`common.type_${cell.roomType}`),
    guests: guestCountOf(cell),
    boarding: t(`staff.boarding_${cell.boarding}`).toLowerCase(),
  });
}

export function priceCellValue(t: Text, value: CellValue): string {
  return value === null ? t("staffSettings.valueNotOffered") : formatKes(value);
}
