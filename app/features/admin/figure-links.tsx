// Big figures, each a link to where staff act on it: the dashboard's "Today" and the day view's
// counts. Thumb-sized on a phone, several to a row on a wider screen (admin.css .admin-today).
import { Link } from "react-router";

export type FigureLink = {
  label: string;
  value: string;
  /** A staff page, or "#id" for a section of this page (the page's query is kept). */
  to: string;
  note?: string;
  alert?: boolean;
};

export function FigureLinks({ figures, label }: { figures: FigureLink[]; label?: string }) {
  return (
    <ul className="admin-today__list" aria-label={label}>
      {figures.map((figure) => {
        const className = `admin-today__figure${figure.alert ? " admin-today__figure--alert" : ""}`;
        const content = (
          <>
            <span className="admin-today__value">{figure.value}</span>{" "}
            <span className="admin-today__label">{figure.label}</span>
            {figure.note && (
              <>
                {" "}
                <span className="admin-today__note">{figure.note}</span>
              </>
            )}
          </>
        );
        return (
          <li key={figure.label}>
            {figure.to.startsWith("#") ? (
              <a href={figure.to} className={className}>
                {content}
              </a>
            ) : (
              <Link to={figure.to} className={className}>
                {content}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
