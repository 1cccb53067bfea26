import { Link } from "react-router";
import { useContent } from "../content-context.tsx";
import { useT } from "../i18n.tsx";

export function NotFound() {
  const motel = useContent();
  const t = useT();
  const phone = motel.phones[0];
  return (
    <section className="page-hero page-hero--plain" aria-labelledby="not-found-title">
      <div className="container">
        <h1 id="not-found-title">{t("common.notFoundTitle")}</h1>
        <p>{t("common.notFoundText")}</p>
        <p className="button-row">
          <Link className="button" to={t.path("/")}>
            {t("common.notFoundHome")}
          </Link>
          <Link className="button button--ghost" to={t.path("/accommodation")}>
            {t("common.notFoundRooms")}
          </Link>
        </p>
        <p>
          {t.rich("common.needHelpCall", {
            phone: () => <a href={`tel:${phone.e164}`}>{phone.display}</a>,
          })}
        </p>
      </div>
    </section>
  );
}
