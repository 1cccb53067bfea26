import { NavLink } from "react-router";
import { useT } from "../../i18n.tsx";

/** Links between the media pages (the content index, issue 15 part A, links to them too). */
export function MediaNav() {
  const t = useT();
  return (
    <nav aria-label={t("staffContent.mediaNav")} className="media-nav">
      <NavLink to="/admin/content/photos">{t("staffContent.photosTitle")}</NavLink>{" "}
      <NavLink to="/admin/content/gallery">{t("staffContent.galleryTitle")}</NavLink>{" "}
      <NavLink to="/admin/content/documents">{t("staffContent.documentsTitle")}</NavLink>{" "}
      <NavLink to="/admin/content/video">{t("staffContent.videoLink")}</NavLink>
    </nav>
  );
}
