// The booking funnel: one centred bar per step, as wide as its share of the largest step, with
// the conversion from the step before between them.
import type { FunnelStep } from "../../../domain/analytics-report.ts";
import { barFractions, conversions, formatCount } from "../../../domain/charts.ts";
import { useT, type Translate } from "../../i18n.tsx";
import { ChartPanel } from "./chart-panel.tsx";

const ROW = 72;

function stepName(t: Translate, step: FunnelStep): string {
  return t(`staffSettings.funnel_${step.name}`);
}

function stepText(t: Translate, step: FunnelStep): string {
  const count = formatCount(step.count);
  return step.visitors === null
    ? count
    : t("staffSettings.stepVisitors", { count, visitors: step.visitors });
}

export function funnelSummary(t: Translate, steps: FunnelStep[]): string {
  const rates = conversions(steps);
  const parts = steps.map((step, i) => {
    const rate = rates[i];
    const values = { label: stepName(t, step), count: formatCount(step.count) };
    return rate === null || rate === undefined
      ? t("staffSettings.labelCount", values)
      : t("staffSettings.stepRate", { ...values, rate });
  });
  return t("staffSettings.funnelSummary", { steps: parts.join(", ") });
}

export function FunnelChart({ steps }: { steps: FunnelStep[] }) {
  const t = useT();
  const fractions = barFractions(steps.map((s) => s.count));
  const rates = conversions(steps);
  return (
    <ChartPanel
      id="funnel-title"
      title={t("staffSettings.funnelTitle")}
      columns={[
        t("staffSettings.funnelStep"),
        t("staffSettings.funnelEvents"),
        t("staffSettings.visitors"),
        t("staffSettings.funnelFromBefore"),
      ]}
      rows={steps.map((step, i) => [
        stepName(t, step),
        step.count,
        step.visitors ?? t("staffSettings.notCounted"),
        rates[i] === null ? "" : t("staffSettings.percentRate", { rate: rates[i]! }),
      ])}
    >
      <svg
        className="chart"
        role="img"
        aria-label={funnelSummary(t, steps)}
        width="100%"
        height={steps.length * ROW - 20}
      >
        {steps.map((step, i) => {
          const width = fractions[i]! * 100;
          const rate = rates[i + 1];
          const next = steps[i + 1];
          return (
            <g key={step.name} transform={`translate(0 ${i * ROW})`}>
              <text className="chart-label" x="0" y="15">
                {stepName(t, step)}
              </text>
              <text className="chart-value" x="100%" y="15" textAnchor="end">
                {stepText(t, step)}
              </text>
              <rect className="chart-track" x="0" y="22" width="100%" height="18" rx="3" />
              <rect
                className="chart-bar chart-bar--funnel"
                x={`${(100 - width) / 2}%`}
                y="22"
                width={`${width}%`}
                height="18"
                rx="3"
              />
              {i < steps.length - 1 ? (
                <text className="chart-note" x="50%" y="60" textAnchor="middle">
                  {rate !== null && rate !== undefined
                    ? t("staffSettings.wentOn", { rate })
                    : next && next.source !== step.source
                      ? t("staffSettings.countedByServer")
                      : "↓"}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <p className="analytics-note">{t("staffSettings.funnelNote")}</p>
    </ChartPanel>
  );
}
