// The booking funnel: one centred bar per step, as wide as its share of the largest step, with
// the conversion from the step before between them.
import type { FunnelStep } from "../../../domain/analytics-report.ts";
import { barFractions, conversions, formatCount } from "../../../domain/charts.ts";
import { ChartPanel } from "./chart-panel.tsx";

const ROW = 72;

function stepText(step: FunnelStep): string {
  const visitors =
    step.visitors === null
      ? ""
      : ` (${formatCount(step.visitors)} ${step.visitors === 1 ? "visitor" : "visitors"})`;
  return `${formatCount(step.count)}${visitors}`;
}

export function funnelSummary(steps: FunnelStep[]): string {
  const rates = conversions(steps);
  const parts = steps.map((step, i) => {
    const rate = rates[i];
    return `${step.label} ${formatCount(step.count)}${rate === null || rate === undefined ? "" : ` (${rate}% of the step before)`}`;
  });
  return `Booking funnel: ${parts.join(", ")}.`;
}

export function FunnelChart({ steps }: { steps: FunnelStep[] }) {
  const fractions = barFractions(steps.map((s) => s.count));
  const rates = conversions(steps);
  return (
    <ChartPanel
      id="funnel-title"
      title="Booking funnel"
      columns={["Step", "Events", "Visitors", "From the step before"]}
      rows={steps.map((step, i) => [
        step.label,
        step.count,
        step.visitors ?? "not counted",
        rates[i] === null ? "" : `${rates[i]}%`,
      ])}
    >
      <svg
        className="chart"
        role="img"
        aria-label={funnelSummary(steps)}
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
                {step.label}
              </text>
              <text className="chart-value" x="100%" y="15" textAnchor="end">
                {stepText(step)}
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
                    ? `↓ ${rate}% went on`
                    : next && next.source !== step.source
                      ? "↓ counted by the server from here"
                      : "↓"}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <p className="analytics-note">
        The first steps are counted in visitors&apos; browsers, which ad-blockers and bots never
        report; bookings and payments are counted by the server. Each is compared only with its own
        kind.
      </p>
    </ChartPanel>
  );
}
