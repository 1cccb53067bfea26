// The launch checklist (issue 15): what still needs replacing before launch, each item a link to
// where it is fixed. On the dashboard and the content index.
import { Link } from "react-router";
import type { ChecklistItem } from "../../../domain/launch-checklist.ts";
import { useT } from "../../i18n.tsx";
import { checklistText } from "./content-words.ts";

export function LaunchChecklist({ items }: { items: readonly ChecklistItem[] }) {
  const t = useT();
  return (
    <section aria-labelledby="launch-title" className="launch-checklist" id="launch-checklist">
      <h2 id="launch-title">{t("staff.launchTitle")}</h2>
      {items.length === 0 ? (
        <p>{t("staff.launchDone")}</p>
      ) : (
        <>
          <p>{t("staff.launchLeft", { count: items.length })}</p>
          <ul>
            {items.map((item) => {
              const text = checklistText(t, item);
              return (
                <li key={item.key} data-key={item.key}>
                  {item.to ? <Link to={item.to}>{text}</Link> : text}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
