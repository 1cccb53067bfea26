// The database's word that what public pages show has changed (issue 20, decision 021): the
// triggers of migration 0020 send `site_changed` when a transaction that wrote a table a page
// reads commits, to every instance; the content store's own `content_changed` counts too.
import type { Database } from "../db/client.ts";

export const SITE_CHANGED = "site_changed";
const CONTENT_CHANGED = "content_changed";

/** Calls onChange for every change; resolves once listening, with the function that stops it. */
export async function listenForSiteChanges(
  database: Database,
  onChange: () => void,
): Promise<() => Promise<void>> {
  const stops = await Promise.all(
    [SITE_CHANGED, CONTENT_CHANGED].map((channel) => database.listen(channel, onChange)),
  );
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
