// A staff table as every staff page shows one: in a region that scrolls sideways on a phone
// (focusable, named, so a keyboard can scroll it too), with a caption (visually hidden when the
// heading above says it) and a row of column headers; the page gives the rows.
import type { ReactNode } from "react";

export type Column = { label: ReactNode; numeric?: boolean; className?: string };

export function AdminTable({
  label,
  caption,
  hiddenCaption,
  columns,
  className,
  testId,
  children,
}: {
  /** The region's name, and the hidden caption when no `caption` is given. */
  label: string;
  caption?: ReactNode;
  /** A caption for screen readers other than the region's name (it says more). */
  hiddenCaption?: string;
  columns: readonly Column[];
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div className="admin-table-wrap" role="region" aria-label={label} tabIndex={0}>
      <table
        className={className ? `admin-table ${className}` : "admin-table"}
        data-testid={testId}
      >
        {caption === undefined ? (
          <caption className="visually-hidden">{hiddenCaption ?? label}</caption>
        ) : (
          <caption>{caption}</caption>
        )}
        <thead>
          <tr>
            {columns.map((column, i) => (
              <th
                key={i}
                scope="col"
                className={
                  [column.numeric ? "number" : "", column.className ?? ""].join(" ").trim() ||
                  undefined
                }
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
