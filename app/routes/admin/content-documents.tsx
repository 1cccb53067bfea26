// /admin/content/documents: the menu and the conference and terrace rates, as PDFs staff upload.
// The room rate card is not here: it is made from the live prices.
import { Form } from "react-router";
import type { Route } from "./+types/content-documents";
import { adminMeta } from "../../features/admin/admin-meta.ts";
import { MediaNav } from "../../features/admin/media-nav.tsx";
import { filesAction, loadFilesPage } from "./media.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadFilesPage(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return filesAction(request, context, "pdf");
}

export function meta() {
  return adminMeta("Documents");
}

const DOCUMENTS = [
  { key: "menu", label: "Restaurant menu", href: "/media/documents/menu.pdf" },
  {
    key: "conference_rates",
    label: "Conference and terrace rates",
    href: "/media/documents/conference-and-terrace-rates.pdf",
  },
] as const;

export default function Documents({ loaderData, actionData }: Route.ComponentProps) {
  const { files } = loaderData;
  return (
    <section className="admin-page" aria-labelledby="documents-title">
      <h1 id="documents-title">Documents</h1>
      <MediaNav />
      <p>PDF files up to 10 MB. The room rate card is made from the prices and needs no upload.</p>
      <p
        role={actionData?.ok === false ? "alert" : "status"}
        className={actionData?.ok ? "admin-notice" : "admin-error"}
      >
        {actionData?.message}
      </p>
      {DOCUMENTS.map((doc) => {
        const replaced = !!files[doc.key];
        return (
          <section key={doc.key} aria-labelledby={`${doc.key}-title`}>
            <h2 id={`${doc.key}-title`}>{doc.label}</h2>
            <p>
              {replaced ? "Your uploaded file" : "The sample file"}:{" "}
              <a href={doc.href} target="_blank" rel="noopener">
                open it
              </a>
            </p>
            <Form method="post" encType="multipart/form-data" className="media-slot__form">
              <input type="hidden" name="key" value={doc.key} />
              <label>
                PDF file
                <input type="file" name="file" accept="application/pdf" required />
              </label>
              <button className="button button--small" type="submit">
                Upload {doc.label.toLowerCase()}
              </button>
            </Form>
            {replaced && (
              <Form method="post" encType="multipart/form-data" className="admin-form-row">
                <input type="hidden" name="key" value={doc.key} />
                <input type="hidden" name="intent" value="reset" />
                <button className="button button--small button--ghost" type="submit">
                  Use the sample file
                </button>
              </Form>
            )}
          </section>
        );
      })}
    </section>
  );
}
