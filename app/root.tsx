import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { useEffect } from "react";
import type { Route } from "./+types/root";
import { Analytics, GoogleAnalyticsTag } from "./components/analytics.tsx";
import { Footer } from "./components/footer.tsx";
import { Navbar } from "./components/navbar.tsx";
import { NotFound } from "./components/not-found.tsx";
import { TestModeRibbon } from "./components/test-mode-ribbon.tsx";
import { WhatsAppButton } from "./components/whatsapp-button.tsx";
import { loadShell, type ShellData } from "./root.server.ts";
import stylesheet from "./styles/app.css?url";

import { shellContentOf } from "./content-context.tsx";
import { LanguageSuggestion } from "./components/language-switch.tsx";
import { translateMatches, useT } from "./i18n.tsx";
import { INTL_LOCALE, langOfPath } from "../i18n/locales.ts";
import { SITE_ERROR } from "../domain/site-error.ts";

export const links: Route.LinksFunction = () => [
  // A stylesheet resource (precedence): React puts it before the script preloads, so the first
  // paint does not wait behind them.
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

// Pages set their own meta; this covers the error pages, whose route renders no meta.
export function meta({ error, matches, location }: Route.MetaArgs) {
  if (!error) return [];
  const motel = shellContentOf(matches);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // Without the root's data (it failed itself), its English words are all there is.
  const title = motel
    ? `${translateMatches(matches, location)(notFound ? "common.notFoundTitle" : "common.errorTitle")} | ${motel.name}`
    : SITE_ERROR.title;
  return [{ title }, { name: "robots", content: "noindex" }];
}

// The shell's texts and content are in the page's language: a switch between languages asks for
// them again (other navigations keep them, as before).
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return (
    defaultShouldRevalidate || langOfPath(currentUrl.pathname) !== langOfPath(nextUrl.pathname)
  );
}

export function loader({ context, request }: Route.LoaderArgs) {
  return loadShell(context, request, new Date());
}

export function Layout({ children }: { children: React.ReactNode }) {
  const shell = useRouteLoaderData<ShellData>("root");
  const t = useT();
  const staffPage = /^\/admin(\/|$)/.test(useLocation().pathname);
  // The scripts run: buttons only they handle show from now on (app/styles/base.css), and a tap
  // on them works.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <html lang={INTL_LOCALE[shell?.lang ?? t.lang]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#143b37" />
        <Meta />
        <Links nonce={shell?.nonce} />
        {shell?.gaMeasurementId && (
          <GoogleAnalyticsTag id={shell.gaMeasurementId} nonce={shell.nonce} />
        )}
      </head>
      <body>
        <a className="skip-link" href="#main">
          {shell ? t("common.skipLink") : "Skip to content"}
        </a>
        {shell?.testMode && <TestModeRibbon />}
        {shell?.suggestion && <LanguageSuggestion suggestion={shell.suggestion} />}
        {/* Without the root's data there is no live content: the error alone, no stale details. */}
        {shell && <Navbar />}
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        {shell && <Footer year={shell.year} />}
        {/* For guests: on the staff pages it would float over the forms. */}
        {shell && !staffPage && <WhatsAppButton />}
        <Analytics />
        <ScrollRestoration nonce={shell?.nonce} />
        <Scripts nonce={shell?.nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  const shell = useRouteLoaderData<ShellData>("root");
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  // Without the root's data (it failed itself), its English words are all there is.
  return (
    <section className="page-hero page-hero--plain">
      <div className="container">
        <h1>{shell ? t("common.errorTitle") : SITE_ERROR.title}</h1>
        <p>{shell ? t("common.errorText") : SITE_ERROR.text}</p>
      </div>
    </section>
  );
}
