import type { ReactNode } from "react";

export type Figure = { label: string; value: ReactNode; total?: boolean };

/** A row of labelled figures (nights, totals): the room step's summary and the payment review. */
export function Figures({ className, items }: { className: string; items: Figure[] }) {
  return (
    <dl className={className}>
      {items.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd className={item.total ? "wizard-summary__total" : undefined}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
