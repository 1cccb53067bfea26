import { Link } from "react-router";

/** Previous / next links of a staff list; `search` keeps the list's other query parameters. */
export function Pager({
  page,
  pages,
  label,
  search = new URLSearchParams(),
}: {
  page: number;
  pages: number;
  label: string;
  search?: URLSearchParams;
}) {
  if (pages <= 1) return null;
  const to = (n: number) => {
    const params = new URLSearchParams(search);
    params.set("page", String(n));
    return `?${params.toString()}`;
  };
  return (
    <nav className="admin-pager" aria-label={label}>
      {page > 1 && <Link to={to(page - 1)}>Previous page</Link>}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages && <Link to={to(page + 1)}>Next page</Link>}
    </nav>
  );
}
