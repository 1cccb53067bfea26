import { DOCUMENTS, type DocumentKey } from "../../content/documents.ts";

/** A PDF link that opens in a new tab; each click is a download_file event. */
export function DocumentLink({
  document,
  className = "button",
}: {
  document: DocumentKey;
  className?: string;
}) {
  const { href, label } = DOCUMENTS[document];
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
      {label} <span className="visually-hidden">(PDF, opens in a new tab)</span>
    </a>
  );
}
