import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { Analytics, GoogleAnalyticsTag } from "./components/analytics.tsx";
import { Footer } from "./components/footer.tsx";
import { Navbar } from "./components/navbar.tsx";
import { NotFound } from "./components/not-found.tsx";
import { TestModeRibbon } from "./components/test-mode-ribbon.tsx";
import { WhatsAppButton } from "./components/whatsapp-button.tsx";
import { loadShell, type ShellData } from "./root.server.ts";
import stylesheet from "./styles/app.css?url";

import { contentOfMatches } from "./content-context.tsx";
import { motelYear } from "../domain/time.ts";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

// Pages set their own meta; this covers the error pages, whose route renders no meta.
export function meta({ error, matches }: Route.MetaArgs) {
  if (!error) return [];
  const motel = contentOfMatches(matches);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [
    { title: `${notFound ? "Page not found" : "Something went wrong"} | ${motel.name}` },
    { name: "robots", content: "noindex" },
  ];
}

export function loader({ context }: Route.LoaderArgs) {
  return loadShell(context, new Date());
}

export function Layout({ children }: { children: React.ReactNode }) {
  const shell = useRouteLoaderData<ShellData>("root");
  return (
    <html lang="en-KE">
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
          Skip to content
        </a>
        {shell?.testMode && <TestModeRibbon />}
        <Navbar />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Footer year={shell?.year ?? motelYear(new Date())} />
        <WhatsAppButton />
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
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <section className="page-hero page-hero--plain">
      <div className="container">
        <h1>Something went wrong</h1>
        <p>
          Sorry, this page could not be shown. Please try again in a moment, or call us if it keeps
          happening.
        </p>
      </div>
    </section>
  );
}
