import { Link } from "react-router";
import { useT } from "../../i18n.tsx";

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
  const t = useT();
  if (pages <= 1) return null;
  const to = (n: number) => {
    const params = new URLSearchParams(search);
    params.set("page", String(n));
    return `?${params.toString()}`;
  };
  return (
    <nav className="admin-pager" aria-label={label}>
      {page > 1 && <Link to={to(page - 1)}>{t("staff.previousPage")}</Link>}
      <span>{t("staff.pageOf", { page, pages })}</span>
      {page < pages && <Link to={to(page + 1)}>{t("staff.nextPage")}</Link>}
    </nav>
  );
}
