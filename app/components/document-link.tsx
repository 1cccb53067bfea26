import { DOCUMENTS, type DocumentKey } from "../../content/documents.ts";

/** A PDF link that opens in a new tab; each click is a download_file event. */
export function DocumentLink({
  document,
  className = "button",
  words,
}: {
  document: DocumentKey;
  className?: string;
  /** A page in Kiswahili passes its words; English pages keep the document's label. */
  words?: { label: string; newTab: string };
}) {
  const { href } = DOCUMENTS[document];
  const label = words?.label ?? DOCUMENTS[document].label;
  return (
    <a
      className={className}
      href={href}
      target="_blank"
      rel="noopener"
      type="application/pdf"
      data-event="download_file"
      data-event-name={document}
    >
      {label}{" "}
      <span className="visually-hidden">{words?.newTab ?? "(PDF, opens in a new tab)"}</span>
    </a>
  );
}
