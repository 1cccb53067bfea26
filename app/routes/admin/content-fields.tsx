// /admin/content/facts (the motel's facts: name, phones, email, address, map, social links,
// booking link, check-in and out, counters, gym prices, capacities) and /admin/content/texts (the
// pages' words: about, services and their carousels, experiences, room types, restaurant, terrace,
// conference, the privacy contact). Admins and the content role. One module, routed twice.
import { Link } from "react-router";
import type { Route } from "./+types/content-fields";
import { adminMeta } from "../../features/admin/staff-route.ts";
import { translateMatches, useT } from "../../i18n.tsx";
import type { MessageKey } from "../../../i18n/catalogs.ts";
import { ContentFieldsForm, ContentNotice } from "../../features/admin/content-editor.tsx";
import { groupsOf, swahiliGroups } from "../../../domain/content-form.ts";
import { contentAction, loadContentPage } from "./content.server.ts";

const PAGES = {
  facts: { title: "staffContent.factsTitle", intro: "staffContent.factsIntro" },
  texts: { title: "staffContent.textsTitle", intro: "staffContent.textsIntro" },
  "texts-sw": { title: "staffContent.textsSwTitle", intro: "staffContent.textsSwIntro" },
} as const satisfies Record<string, { title: MessageKey; intro: MessageKey }>;

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

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const t = translateMatches(matches, location);
  return adminMeta(t, PAGES[loaderData?.page ?? "facts"].title);
}

export default function ContentFields({ loaderData, actionData }: Route.ComponentProps) {
  const { content, english, changes, page } = loaderData;
  const t = useT();
  const title = t(PAGES[page].title);
  return (
    <section className="admin-page" aria-labelledby="content-title">
      <p>
        <Link to="/admin/content">{t("staffContent.contentTitle")}</Link>
      </p>
      <h1 id="content-title">{title}</h1>
      <p>{t(PAGES[page].intro)}</p>
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
