import { data } from "react-router";
import { NotFound } from "../../components/not-found.tsx";

// Any unknown URL: the real 404 status with the site's shell around it.
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFound />;
}
