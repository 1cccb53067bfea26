// Horizontal bars, one row per item: its name and count on a line, the bar under it, as long as
// the item's share of the largest. Text in CSS pixels, bars in percent of the width.
import { barFractions, formatCount } from "../../../domain/charts.ts";
import { useT, type Translate } from "../../i18n.tsx";
import { ChartPanel } from "./chart-panel.tsx";
import type { LabelledCount } from "./names.ts";

const ROW = 46;

type Props = {
  id: string;
  title: string;
  items: LabelledCount[];
  /** Column heading of the numbers and the word in the label: "views", "downloads", "clicks". */
  unit: string;
  /** Shown instead of the chart when nothing was counted. */
  empty: string;
};

export function barSummary(
  t: Translate,
  title: string,
  items: LabelledCount[],
  unit: string,
): string {
  const parts = items.map((item) =>
    t("staffSettings.labelCount", { label: item.label, count: formatCount(item.count) }),
  );
  return t("staffSettings.barSummary", { title, unit, items: parts.join(", ") });
}

export function BarChart({ id, title, items, unit, empty }: Props) {
  const t = useT();
  const fractions = barFractions(items.map((item) => item.count));
  const nothing = items.every((item) => item.count === 0);
  return (
    <ChartPanel
      id={id}
      title={title}
      columns={["", unit.charAt(0).toUpperCase() + unit.slice(1)]}
      rows={items.map((item) => [item.label, item.count])}
    >
      {items.length === 0 ? (
        <p className="chart-empty">{empty}</p>
      ) : (
        <>
          {nothing ? <p className="chart-empty">{empty}</p> : null}
          <svg
            className="chart"
            role="img"
            aria-label={barSummary(t, title, items, unit)}
            width="100%"
            height={items.length * ROW}
          >
            {items.map((item, i) => (
              <g key={item.key} transform={`translate(0 ${i * ROW})`}>
                <text className="chart-label" x="0" y="15">
                  {item.label}
                </text>
                <text className="chart-value" x="100%" y="15" textAnchor="end">
                  {formatCount(item.count)}
                </text>
                <rect className="chart-track" x="0" y="22" width="100%" height="14" rx="3" />
                <rect
                  className="chart-bar"
                  x="0"
                  y="22"
                  width={`${fractions[i]! * 100}%`}
                  height="14"
                  rx="3"
                />
              </g>
            ))}
          </svg>
        </>
      )}
    </ChartPanel>
  );
}
