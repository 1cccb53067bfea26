import { Form, Link, useLocation } from "react-router";
import type { Route } from "./+types/unsubscribe";

import { confirmUnsubscribe, unsubscribe } from "./unsubscribe.server.ts";
import { contentOfMatches, useContent } from "../../content-context.tsx";
import { translateMatches, useT } from "../../i18n.tsx";

export function loader({ request, context }: Route.LoaderArgs) {
  return confirmUnsubscribe(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return unsubscribe(request, context);
}

export function meta({ matches, location }: Route.MetaArgs) {
  const motel = contentOfMatches(matches);
  const t = translateMatches(matches, location);
  return [
    { title: `${t("unsubscribe.title")} | ${motel.name}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const motel = useContent();
  const t = useT();
  const { state, email } = actionData ?? loaderData;
  const { search } = useLocation();
  const address = () => <strong>{email}</strong>;
  return (
    <section className="page-hero page-hero--plain" aria-labelledby="unsubscribe-title">
      <div className="container page-hero__content">
        {state === "confirm" && (
          <>
            <h1 id="unsubscribe-title">{t("unsubscribe.confirmTitle")}</h1>
            <p>{t.rich("unsubscribe.confirmText", { email: address })}</p>
            {/* The same link, posted: works without JavaScript too. */}
            <Form method="post" action={`${t.path("/unsubscribe")}${search}`}>
              <button type="submit" className="button">
                {t("unsubscribe.button")}
              </button>
            </Form>
          </>
        )}
        {state === "removed" && (
          <>
            <h1 id="unsubscribe-title">{t("unsubscribe.removedTitle")}</h1>
            <p>{t.rich("unsubscribe.removedText", { email: address })}</p>
          </>
        )}
        {state === "invalid" && (
          <>
            <h1 id="unsubscribe-title">{t("unsubscribe.invalidTitle")}</h1>
            <p>
              {t.rich("unsubscribe.invalidText", {
                mail: () => <a href={`mailto:${motel.email}`}>{motel.email}</a>,
              })}
            </p>
          </>
        )}
        <p>
          <Link className="button button--ghost" to={t.path("/")}>
            {t("unsubscribe.home")}
          </Link>
        </p>
      </div>
    </section>
  );
}
