import type { ReactNode } from "react";
import { useT } from "../../i18n.tsx";

type Props = {
  id: string;
  title: string;
  /** The chart, or a line saying there is nothing to draw. */
  children: ReactNode;
  /** Column headings of the numbers table, then its rows (first cell is the row's heading). */
  columns: string[];
  rows: (string | number)[][];
};

/**
 * One chart in a panel, with its numbers in a table under "Show the numbers": the SVG says what
 * it shows in its label, and the table gives screen-reader users (and anyone) every figure.
 */
export function ChartPanel({ id, title, children, columns, rows }: Props) {
  const t = useT();
  return (
    <section className="admin-panel analytics-panel" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
      <details className="analytics-numbers">
        <summary>
          {t.rich("staffSettings.showNumbers", {
            title,
            hidden: (chunks) => <span className="visually-hidden">{chunks}</span>,
          })}
        </summary>
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map(([head, ...cells]) => (
                <tr key={head}>
                  <th scope="row">{head}</th>
                  {cells.map((cell, i) => (
                    <td key={i}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
