// /admin/content/facts (the motel's facts: name, phones, email, address, map, social links,
// booking link, check-in and out, counters, gym prices, capacities) and /admin/content/texts (the
// pages' words: about, services and their carousels, experiences, room types, restaurant, terrace,
// conference, the privacy contact). Admins and the content role. One module, routed twice.
import { Link } from "react-router";
import type { Route } from "./+types/content-fields";
import { adminMeta } from "../../features/admin/admin-meta.ts";
import { ContentFieldsForm, ContentNotice } from "../../features/admin/content-editor.tsx";
import { groupsOf, swahiliGroups } from "../../../domain/content-form.ts";
import { contentAction, loadContentPage } from "./content.server.ts";

const PAGES = {
  facts: {
    title: "Motel facts",
    intro: "What every page shows about the motel. Changes show on the site at once.",
  },
  texts: {
    title: "Texts",
    intro: "The words of the site's pages. Changes show on the site at once.",
  },
  "texts-sw": {
    title: "Texts in Kiswahili",
    intro:
      "The same words on the Kiswahili pages (/sw/…). Under each box, the English it translates. A text left as it is shows the built-in Kiswahili while the English is unchanged, and the English once staff change it: the launch checklist lists those.",
  },
} as const;

type FieldsPage = keyof typeof PAGES;

function pageOf(url: string): FieldsPage {
  const path = new URL(url, "http://x").pathname.replace(/\.data$/, "");
  if (path.endsWith("/texts-sw")) return "texts-sw";
  return path.endsWith("/texts") ? "texts" : "facts";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = pageOf(request.url);
  return { ...(await loadContentPage(request, context, page)), page };
}

export async function action({ request, context }: Route.ActionArgs) {
  return contentAction(request, context, pageOf(request.url));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(PAGES[loaderData?.page ?? "facts"].title);
}

export default function ContentFields({ loaderData, actionData }: Route.ComponentProps) {
  const { content, english, changes, page } = loaderData;
  const { title, intro } = PAGES[page];
  return (
    <section className="admin-page" aria-labelledby="content-title">
      <p>
        <Link to="/admin/content">Content</Link>
      </p>
      <h1 id="content-title">{title}</h1>
      <p>{intro}</p>
      <ContentNotice result={actionData} />
      <ContentFieldsForm
        key={page}
        label={title}
        content={content}
        groups={english ? swahiliGroups(content, english) : groupsOf(page, content)}
        changes={changes}
        result={actionData}
      />
    </section>
  );
}
