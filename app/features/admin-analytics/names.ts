// What the analytics charts call the things they count: the staff catalog's words for the funnel's
// steps, the documents and the links' labels; room types by their names.
import { clickOf, type KeyedCount } from "../../../domain/analytics-report.ts";
import type { Text } from "../../i18n.tsx";

/** A chart's item: what was counted, by the name the chart shows. */
export type LabelledCount = KeyedCount & { label: string };

/** A click's label as staff read it: "Email", "Phone 2", "Instagram". */
export function clickName(t: Text, raw: string): string {
  const click = clickOf(raw);
  if ("link" in click) return t(`staffSettings.click_${click.link}`);
  if ("phone" in click) return t("staffSettings.click_phone", { number: click.phone });
  return click.unknown;
}
