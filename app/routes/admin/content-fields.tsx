// /admin/content/facts (the motel's facts: name, phones, email, address, map, social links,
// booking link, check-in and out, counters, gym prices, capacities) and /admin/content/texts (the
// pages' words: about, services and their carousels, experiences, room types, restaurant, terrace,
// conference, the privacy contact). Admins and the content role. One module, routed twice.
import { Link } from "react-router";
import type { Route } from "./+types/content-fields";
import { adminMeta } from "../../features/admin/admin-meta.ts";
import { ContentFieldsForm, ContentNotice } from "../../features/admin/content-editor.tsx";
import { groupsOf } from "../../../domain/content-form.ts";
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
} as const;

type FieldsPage = keyof typeof PAGES;

function pageOf(url: string): FieldsPage {
  return new URL(url, "http://x").pathname.replace(/\.data$/, "").endsWith("/texts")
    ? "texts"
    : "facts";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return { ...(await loadContentPage(request, context)), page: pageOf(request.url) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return contentAction(request, context, pageOf(request.url));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(PAGES[loaderData?.page ?? "facts"].title);
}

export default function ContentFields({ loaderData, actionData }: Route.ComponentProps) {
  const { content, changes, page } = loaderData;
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
        groups={groupsOf(page, content)}
        changes={changes}
        result={actionData}
      />
    </section>
  );
}
