// What every staff route module says the same way: its title, and an action's answer.
import { data } from "react-router";
import { motel } from "../../../content/motel.ts";
import type { MessageKey } from "../../../i18n/catalogs.ts";
import type { MessageValues } from "../../../i18n/format.ts";
import { translateMatches, type Translate } from "../../i18n.tsx";

/** Staff pages: a title (the staff catalog's, as every word of theirs), and never in search results. */
export function adminMeta(t: Translate, title: MessageKey, values?: MessageValues) {
  return [
    { title: t("staff.pageTitle", { title: t(title, values), motel: motel.name }) },
    { name: "robots", content: "noindex" },
  ];
}

/** A staff route's meta export: its title from the staff catalog. */
export const adminTitle =
  (title: MessageKey) =>
  ({
    matches,
    location,
  }: {
    matches: Parameters<typeof translateMatches>[0];
    location: { pathname: string };
  }) =>
    adminMeta(translateMatches(matches, location), title);

/** A staff form's answer: 200 when it did what it was asked, 400 when refused (it says why). */
export async function answered<Result extends { ok: boolean }>(result: Promise<Result>) {
  const settled = await result;
  return data(settled, { status: settled.ok ? 200 : 400 });
}
