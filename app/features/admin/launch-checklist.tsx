// The launch checklist (issue 15): what still needs replacing before launch, each item a link to
// where it is fixed. On the dashboard and the content index.
import { Link } from "react-router";
import type { ChecklistItem } from "../../../domain/launch-checklist.ts";

export function LaunchChecklist({ items }: { items: readonly ChecklistItem[] }) {
  return (
    <section aria-labelledby="launch-title" className="launch-checklist" id="launch-checklist">
      <h2 id="launch-title">Before launch</h2>
      {items.length === 0 ? (
        <p>Everything is the motel's own: nothing left to replace.</p>
      ) : (
        <>
          <p>
            {items.length} {items.length === 1 ? "thing" : "things"} still to replace with the
            motel's own:
          </p>
          <ul>
            {items.map((item) => (
              <li key={item.key} data-key={item.key}>
                {item.to ? <Link to={item.to}>{item.text}</Link> : item.text}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
