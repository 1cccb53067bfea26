import { motel } from "../../../content/motel.ts";
import type { MessageKey } from "../../../i18n/catalogs.ts";
import type { MessageValues } from "../../../i18n/format.ts";
import type { Translate } from "../../i18n.tsx";

/** Staff pages: a title (the staff catalog's, as every word of theirs), and never in search results. */
export function adminMeta(t: Translate, title: MessageKey, values?: MessageValues) {
  return [
    { title: t("staff.pageTitle", { title: t(title, values), motel: motel.name }) },
    { name: "robots", content: "noindex" },
  ];
}
