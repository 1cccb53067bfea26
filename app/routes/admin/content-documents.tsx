// /admin/content/documents: the menu and the conference and terrace rates, as PDFs staff upload.
// The room rate card is not here: it is made from the live prices.
import { Form } from "react-router";
import type { Route } from "./+types/content-documents";
import { adminTitle } from "../../features/admin/staff-route.ts";
import { useT } from "../../i18n.tsx";
import { MediaNav } from "../../features/admin/media-nav.tsx";
import { filesAction, loadFilesPage } from "./media.server.ts";
import { ActionNotice } from "../../features/admin/action-notice.tsx";

export const loader = ({ request, context }: Route.LoaderArgs) => loadFilesPage(request, context);

export async function action({ request, context }: Route.ActionArgs) {
  return filesAction(request, context, "pdf");
}

export const meta = adminTitle("staffContent.documentsTitle");

const DOCUMENTS = [
  {
    key: "menu",
    label: "staffContent.menu",
    upload: "staffContent.uploadMenu",
    href: "/media/documents/menu.pdf",
  },
  {
    key: "conference_rates",
    label: "staffContent.conferenceRates",
    upload: "staffContent.uploadConferenceRates",
    href: "/media/documents/conference-and-terrace-rates.pdf",
  },
] as const;

export default function Documents({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { files } = loaderData;
  return (
    <section className="admin-page" aria-labelledby="documents-title">
      <h1 id="documents-title">{t("staffContent.documentsTitle")}</h1>
      <MediaNav />
      <p>{t("staffContent.documentsIntro")}</p>
      <ActionNotice answer={actionData} alert />
      {DOCUMENTS.map((doc) => {
        const replaced = !!files[doc.key];
        return (
          <section key={doc.key} aria-labelledby={`${doc.key}-title`}>
            <h2 id={`${doc.key}-title`}>{t(doc.label)}</h2>
            <p>
              {t.rich(replaced ? "staffContent.uploadedFile" : "staffContent.sampleFile", {
                open: (chunks) => (
                  <a href={doc.href} target="_blank" rel="noopener">
                    {chunks}
                  </a>
                ),
              })}
            </p>
            <Form method="post" encType="multipart/form-data" className="media-slot__form">
              <input type="hidden" name="key" value={doc.key} />
              <label>
                {t("staffContent.pdfFile")}
                <input type="file" name="file" accept="application/pdf" required />
              </label>
              <button className="button button--small" type="submit">
                {t(doc.upload)}
              </button>
            </Form>
            {replaced && (
              <Form method="post" encType="multipart/form-data" className="admin-form-row">
                <input type="hidden" name="key" value={doc.key} />
                <input type="hidden" name="intent" value="reset" />
                <button className="button button--small button--ghost" type="submit">
                  {t("staffContent.useSampleFile")}
                </button>
              </Form>
            )}
          </section>
        );
      })}
    </section>
  );
}
