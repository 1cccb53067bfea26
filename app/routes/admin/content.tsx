// /admin/content: the content editor's index (issue 15): its pages, and the launch checklist.
import { Link } from "react-router";
import type { Route } from "./+types/content";
import { adminMeta } from "../../features/admin/admin-meta.ts";
import { LaunchChecklist } from "../../features/admin/launch-checklist.tsx";
import { loadContentIndex } from "./content.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadContentIndex(request, context);
}

export function meta() {
  return adminMeta("Content");
}

/** The content's pages; the media pages join this list when they are merged. */
const PAGES = [
  {
    to: "/admin/content/facts",
    title: "Motel facts",
    text: "Name, phones, WhatsApp, email, address, map, social links, booking link, check-in and out, counters, gym prices, capacities.",
  },
  {
    to: "/admin/content/texts",
    title: "Texts",
    text: "About, services and their carousels, experiences, room descriptions, restaurant, terrace and conference pages, privacy contact.",
  },
  {
    to: "/admin/content/texts-sw",
    title: "Texts in Kiswahili",
    text: "The same texts on the Kiswahili pages (/sw/…), with the English beside each.",
  },
  {
    to: "/admin/content/testimonials",
    title: "Testimonials",
    text: "The reviews on the home page: add, edit, remove, reorder.",
  },
  {
    to: "/admin/content/photos",
    title: "Photos",
    text: "Every picture on the site: upload from a phone or a computer, alt text, focal point.",
  },
  {
    to: "/admin/content/gallery",
    title: "Gallery",
    text: "The gallery's categories: add photos, captions, reorder, remove.",
  },
  {
    to: "/admin/content/documents",
    title: "Documents",
    text: "The restaurant menu and the conference and terrace rates (PDF).",
  },
  {
    to: "/admin/content/video",
    title: "Home page video",
    text: "The looping video behind the home page's picture, or none.",
  },
];

export default function ContentIndex({ loaderData }: Route.ComponentProps) {
  return (
    <section className="admin-page" aria-labelledby="content-index-title">
      <h1 id="content-index-title">Content</h1>
      <p>
        What guests read on the site. Every change shows at once, is recorded and can be undone.
      </p>
      <ul className="admin-cards">
        {PAGES.map((page) => (
          <li key={page.to} className="admin-card">
            <h2>
              <Link to={page.to}>{page.title}</Link>
            </h2>
            <p>{page.text}</p>
          </li>
        ))}
      </ul>
      <LaunchChecklist items={loaderData.checklist} />
    </section>
  );
}
