import { Form, Link, useLocation } from "react-router";
import type { Route } from "./+types/unsubscribe";

import { confirmUnsubscribe, unsubscribe } from "./unsubscribe.server.ts";
import { contentOfMatches, useContent } from "../../content-context.tsx";

export function loader({ request, context }: Route.LoaderArgs) {
  return confirmUnsubscribe(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return unsubscribe(request, context);
}

export function meta({ matches }: Route.MetaArgs) {
  const motel = contentOfMatches(matches);
  return [{ title: `Unsubscribe | ${motel.name}` }, { name: "robots", content: "noindex" }];
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const motel = useContent();
  const { state, email } = actionData ?? loaderData;
  const { search } = useLocation();
  return (
    <section className="page-hero page-hero--plain" aria-labelledby="unsubscribe-title">
      <div className="container page-hero__content">
        {state === "confirm" && (
          <>
            <h1 id="unsubscribe-title">Unsubscribe from our special offers</h1>
            <p>
              Press the button to remove <strong>{email}</strong> from our special offer list.
            </p>
            {/* The same link, posted: works without JavaScript too. */}
            <Form method="post" action={`/unsubscribe${search}`}>
              <button type="submit" className="button">
                Unsubscribe
              </button>
            </Form>
          </>
        )}
        {state === "removed" && (
          <>
            <h1 id="unsubscribe-title">You have been unsubscribed</h1>
            <p>
              We have removed <strong>{email}</strong> from our special offer list. You will not get
              any more offers from us.
            </p>
          </>
        )}
        {state === "invalid" && (
          <>
            <h1 id="unsubscribe-title">This unsubscribe link is not valid</h1>
            <p>
              Please use the link from our most recent email, or write to{" "}
              <a href={`mailto:${motel.email}`}>{motel.email}</a> and we will remove your address.
            </p>
          </>
        )}
        <p>
          <Link className="button button--ghost" to="/">
            Back to the home page
          </Link>
        </p>
      </div>
    </section>
  );
}
