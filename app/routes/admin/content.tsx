// /admin/content: the content editor's index (issue 15): its pages, and the launch checklist.
import { Link } from "react-router";
import type { Route } from "./+types/content";
import { adminTitle } from "../../features/admin/staff-route.ts";
import { useT } from "../../i18n.tsx";
import type { MessageKey } from "../../../i18n/catalogs.ts";
import { LaunchChecklist } from "../../features/admin/launch-checklist.tsx";
import { loadContentIndex } from "./content.server.ts";

export const loader = ({ request, context }: Route.LoaderArgs) =>
  loadContentIndex(request, context);

export const meta = adminTitle("staffContent.contentTitle");

/** The content's pages; the media pages join this list when they are merged. */
const PAGES: readonly { to: string; title: MessageKey; text: MessageKey }[] = [
  {
    to: "/admin/content/facts",
    title: "staffContent.factsTitle",
    text: "staffContent.factsSummary",
  },
  {
    to: "/admin/content/texts",
    title: "staffContent.textsTitle",
    text: "staffContent.textsSummary",
  },
  {
    to: "/admin/content/texts-sw",
    title: "staffContent.textsSwTitle",
    text: "staffContent.textsSwSummary",
  },
  {
    to: "/admin/content/testimonials",
    title: "staffContent.testimonialsTitle",
    text: "staffContent.testimonialsSummary",
  },
  {
    to: "/admin/content/photos",
    title: "staffContent.photosTitle",
    text: "staffContent.photosSummary",
  },
  {
    to: "/admin/content/gallery",
    title: "staffContent.galleryTitle",
    text: "staffContent.gallerySummary",
  },
  {
    to: "/admin/content/documents",
    title: "staffContent.documentsTitle",
    text: "staffContent.documentsSummary",
  },
  {
    to: "/admin/content/video",
    title: "staffContent.videoTitle",
    text: "staffContent.videoSummary",
  },
];

export default function ContentIndex({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <section className="admin-page" aria-labelledby="content-index-title">
      <h1 id="content-index-title">{t("staffContent.contentTitle")}</h1>
      <p>{t("staffContent.contentIntro")}</p>
      <ul className="admin-cards">
        {PAGES.map((page) => (
          <li key={page.to} className="admin-card">
            <h2>
              <Link to={page.to}>{t(page.title)}</Link>
            </h2>
            <p>{t(page.text)}</p>
          </li>
        ))}
      </ul>
      <LaunchChecklist items={loaderData.checklist} />
    </section>
  );
}
