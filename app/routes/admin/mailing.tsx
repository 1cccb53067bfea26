// /admin/mailing (spec): the mailing list table with a Download Data button (mailing_list.csv).
import { useState } from "react";
import { Form } from "react-router";
import type { Route } from "./+types/mailing";
import { adminTitle, answered } from "../../features/admin/staff-route.ts";
import { useT } from "../../i18n.tsx";
import { Pager } from "../../features/admin/pager.tsx";
import { loadMailingPage, mailingAction } from "./mailing.server.ts";
import { ActionNotice } from "../../features/admin/action-notice.tsx";
import { AdminTable } from "../../features/admin/admin-table.tsx";

export const loader = ({ request, context }: Route.LoaderArgs) => loadMailingPage(request, context);

export const action = ({ request, context }: Route.ActionArgs) =>
  answered(mailingAction(request, context));

export const meta = adminTitle("staffContent.mailingTitle");

/** Delete asks once more, in the row, before anything is posted. */
function DeleteEntry({ id, email }: { id: number; email: string }) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  return (
    <Form method="post" className="admin-form-row">
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={id} />
      {confirming ? (
        <>
          <button
            type="submit"
            className="button button--small button--danger"
            aria-label={t("staffContent.confirmDeleteEntry", { email })}
            // The confirm step replaced the button that had focus: keep keyboard users in place.
            autoFocus
          >
            {t("staffContent.confirmDelete")}
          </button>
          <button
            type="button"
            className="button button--small button--ghost"
            onClick={() => setConfirming(false)}
          >
            {t("staffContent.cancel")}
          </button>
        </>
      ) : (
        <button
          type="button"
          className="button button--small button--ghost"
          aria-label={t("staffContent.deleteEntry", { email })}
          onClick={() => setConfirming(true)}
        >
          {t("staffContent.delete")}
        </button>
      )}
    </Form>
  );
}

export default function Mailing({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { entries, total, page, pages } = loaderData;
  return (
    <section className="admin-page" aria-labelledby="mailing-title">
      <h1 id="mailing-title">{t("staffContent.mailingTitle")}</h1>
      <div className="admin-form-row admin-mailing__bar">
        <p>{t("staffContent.mailingCount", { count: total })}</p>
        {/* A plain link: the browser downloads the file, with the session cookie. */}
        <a className="button" href="/admin/mailing.csv" download="mailing_list.csv">
          {t("staffContent.downloadData")}
        </a>
      </div>
      <ActionNotice answer={actionData} />
      <AdminTable
        label={t("staffContent.mailingCaption")}
        columns={[
          { label: t("staffContent.emailAddress") },
          { label: t("staffContent.dateRegistered") },
          { label: t("staffContent.actions") },
        ]}
      >
        {entries.length === 0 && (
          <tr>
            <td colSpan={3}>{t("staffContent.mailingEmpty")}</td>
          </tr>
        )}
        {entries.map((entry) => (
          <tr key={entry.id}>
            <th scope="row">{entry.email}</th>
            <td>{entry.registered}</td>
            <td>
              <DeleteEntry id={entry.id} email={entry.email} />
            </td>
          </tr>
        ))}
      </AdminTable>
      <Pager page={page} pages={pages} label={t("staffContent.mailingPages")} />
    </section>
  );
}
