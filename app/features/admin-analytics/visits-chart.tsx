// Page views per day as columns, with the day's distinct visitors as a line over them. Marks are
// drawn in a box one unit per day, stretched to the chart's width; text stays in CSS pixels, so
// the chart reads the same on a phone and a wide screen.
import type { DailyVisits } from "../../../domain/analytics-report.ts";
import {
  columnBars,
  formatCount,
  formatTick,
  labelIndexes,
  linePoints,
  niceScale,
  shortDate,
  tickY,
} from "../../../domain/charts.ts";
import { useT, type Translate } from "../../i18n.tsx";
import { ChartPanel } from "./chart-panel.tsx";

const TOP = 22;
const PLOT = 180;
const BOTTOM = 26;
const MAX_DATE_LABELS = 5;

export function visitsSummary(t: Translate, visits: DailyVisits[]): string {
  const views = visits.reduce((sum, day) => sum + day.pageViews, 0);
  const visitors = visits.reduce((sum, day) => sum + day.visitors, 0);
  const first = visits[0];
  const last = visits.at(-1);
  if (!first || !last) return t("staffSettings.visitsNoDays");
  const busiest = visits.reduce((best, day) => (day.pageViews > best.pageViews ? day : best));
  return t("staffSettings.visitsSummary", {
    from: shortDate(first.date),
    to: shortDate(last.date),
    views: formatCount(views),
    visitors: formatCount(visitors),
    peak: views > 0 ? "yes" : "no",
    peakDay: shortDate(busiest.date),
    peakViews: formatCount(busiest.pageViews),
  });
}

export function VisitsChart({ visits }: { visits: DailyVisits[] }) {
  const t = useT();
  const scale = niceScale(Math.max(0, ...visits.map((d) => Math.max(d.pageViews, d.visitors))));
  const n = visits.length;
  const columns = columnBars(
    visits.map((d) => d.pageViews),
    scale.max,
    PLOT,
    n > 60 ? 0.15 : 0.3,
  );
  const line = linePoints(
    visits.map((d) => d.visitors),
    scale.max,
    PLOT,
  );
  return (
    <ChartPanel
      id="visits-title"
      title={t("staffSettings.visitsTitle")}
      columns={[t("staffSettings.day"), t("staffSettings.pageViews"), t("staffSettings.visitors")]}
      rows={visits.map((d) => [d.date, d.pageViews, d.visitors])}
    >
      <ul className="chart-legend">
        <li>
          <span className="chart-swatch chart-swatch--bar" /> {t("staffSettings.pageViews")}
        </li>
        <li>
          <span className="chart-swatch chart-swatch--line" /> {t("staffSettings.visitors")}
        </li>
      </ul>
      <svg
        className="chart"
        role="img"
        aria-label={visitsSummary(t, visits)}
        width="100%"
        height={TOP + PLOT + BOTTOM}
      >
        {scale.ticks.map((tick) => {
          const y = TOP + tickY(tick, scale.max, PLOT);
          return <line key={tick} className="chart-grid" x1="0" x2="100%" y1={y} y2={y} />;
        })}
        <svg
          x="0"
          y={TOP}
          width="100%"
          height={PLOT}
          viewBox={`0 0 ${Math.max(n, 1)} ${PLOT}`}
          preserveAspectRatio="none"
        >
          {columns.map((c, i) => (
            <rect
              key={visits[i]!.date}
              className="chart-bar"
              x={c.x}
              y={c.y}
              width={c.width}
              height={c.height}
            />
          ))}
          {n > 1 ? (
            <polyline className="chart-line" points={line} vectorEffect="non-scaling-stroke" />
          ) : null}
        </svg>
        {/* Tick labels after the marks, so their halo keeps them legible over a column. */}
        {scale.ticks.map((tick) => (
          <text key={tick} className="chart-tick" x="2" y={TOP + tickY(tick, scale.max, PLOT) - 4}>
            {formatTick(tick)}
          </text>
        ))}
        {labelIndexes(n, MAX_DATE_LABELS).map((i) => {
          const centre = ((i + 0.5) / n) * 100;
          // Labels near an edge hang inwards instead of being cut off.
          const anchor = centre < 8 ? "start" : centre > 92 ? "end" : "middle";
          const x =
            anchor === "start" ? (i / n) * 100 : anchor === "end" ? ((i + 1) / n) * 100 : centre;
          return (
            <text
              key={i}
              className="chart-label"
              x={`${x}%`}
              y={TOP + PLOT + 18}
              textAnchor={anchor}
            >
              {shortDate(visits[i]!.date)}
            </text>
          );
        })}
      </svg>
    </ChartPanel>
  );
}
