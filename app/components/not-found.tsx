import { Link } from "react-router";
import { useContent } from "../content-context.tsx";

export function NotFound() {
  const motel = useContent();
  return (
    <section className="page-hero page-hero--plain" aria-labelledby="not-found-title">
      <div className="container">
        <h1 id="not-found-title">Page not found</h1>
        <p>
          We could not find the page you asked for. It may have moved, or the link may be wrong.
        </p>
        <p className="button-row">
          <Link className="button" to="/">
            Go to the home page
          </Link>
          <Link className="button button--ghost" to="/accommodation">
            See our rooms
          </Link>
        </p>
        <p>
          Need help? Call <a href={`tel:${motel.phones[0].e164}`}>{motel.phones[0].display}</a>.
        </p>
      </div>
    </section>
  );
}
