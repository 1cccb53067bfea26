// /admin/content/testimonials: the home page's reviews: add, edit, remove, reorder. Each form
// names the testimonial it was loaded with, so a list changed meanwhile is not edited blindly.
import { Form, Link } from "react-router";
import type { Route } from "./+types/content-testimonials";
import type { Testimonial } from "../../../domain/schemas/content.ts";
import type { Told } from "../../../domain/said.ts";
import { wordTold } from "../../../i18n/said.ts";
import { adminTitle } from "../../features/admin/staff-route.ts";
import { useT } from "../../i18n.tsx";
import { ContentNotice, LastChange, UndoForm } from "../../features/admin/content-editor.tsx";
import { DeskField } from "../../features/admin/desk-field.tsx";
import { contentAction, loadContentPage } from "./content.server.ts";

export const loader = ({ request, context }: Route.LoaderArgs) => loadContentPage(request, context);

export async function action({ request, context }: Route.ActionArgs) {
  return contentAction(request, context, "testimonials");
}

export const meta = adminTitle("staffContent.testimonialsTitle");

function TestimonialFields({
  id,
  value,
  errors,
}: {
  id: string;
  value: Partial<Testimonial>;
  errors: Record<string, Told>;
}) {
  const t = useT();
  const error = (field: string) => {
    const told = errors[field];
    return told === undefined ? undefined : wordTold(t, told);
  };
  return (
    <>
      <DeskField id={`${id}-name`} name="name" label={t("staffContent.name")} error={error("name")}>
        {(props) => <input {...props} defaultValue={value.name ?? ""} autoComplete="off" />}
      </DeskField>
      <DeskField
        id={`${id}-country`}
        name="country"
        label={t("staffContent.country")}
        error={error("country")}
      >
        {(props) => <input {...props} defaultValue={value.country ?? ""} autoComplete="off" />}
      </DeskField>
      <DeskField
        id={`${id}-review`}
        name="review"
        label={t("staffContent.review")}
        error={error("review")}
      >
        {(props) => <textarea {...props} defaultValue={value.review ?? ""} rows={4} />}
      </DeskField>
      <DeskField id={`${id}-lang`} name="lang" label={t("staffContent.reviewLang")}>
        {(props) => (
          <select {...props} defaultValue={value.lang ?? "en"}>
            <option value="en">{t("staffContent.reviewLang_en")}</option>
            <option value="sw">{t("staffContent.reviewLang_sw")}</option>
          </select>
        )}
      </DeskField>
    </>
  );
}

export default function ContentTestimonials({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { content, changes } = loaderData;
  const failed = actionData?.ok === false ? actionData : undefined;
  const errorsFor = (index: string) =>
    failed?.values?.index === index ? (failed.errors ?? {}) : {};
  const list = content.testimonials;
  return (
    <section className="admin-page" aria-labelledby="testimonials-title">
      <p>
        <Link to="/admin/content">{t("staffContent.contentTitle")}</Link>
      </p>
      <h1 id="testimonials-title">{t("staffContent.testimonialsTitle")}</h1>
      <p>{t("staffContent.testimonialsIntro")}</p>
      <ContentNotice result={actionData} />
      <UndoForm />
      <LastChange field="testimonials" line={changes.testimonials} />
      <ol className="content-list" key={JSON.stringify(list)}>
        {list.map((testimonial, i) => (
          <li key={`${i}-${testimonial.name}`}>
            <Form
              method="post"
              className="desk-form"
              aria-label={t("staffContent.testimonialForm", {
                number: i + 1,
                name: testimonial.name,
              })}
            >
              <input type="hidden" name="index" value={i} />
              <input type="hidden" name="was" value={testimonial.name} />
              <TestimonialFields
                id={`testimonial-${i}`}
                value={failed?.values?.index === String(i) ? failed.values : testimonial}
                errors={errorsFor(String(i))}
              />
              <p className="button-row">
                <button type="submit" name="intent" value="save" className="button">
                  {t("staffContent.save")}
                </button>
                <button type="submit" name="intent" value="up" disabled={i === 0}>
                  {t("staffContent.moveUp")}
                </button>
                <button type="submit" name="intent" value="down" disabled={i === list.length - 1}>
                  {t("staffContent.moveDown")}
                </button>
                <button type="submit" name="intent" value="remove">
                  {t("staffContent.remove")}
                </button>
              </p>
            </Form>
          </li>
        ))}
      </ol>
      <h2>{t("staffContent.addTestimonial")}</h2>
      <Form method="post" className="desk-form" aria-label={t("staffContent.addTestimonial")}>
        <input type="hidden" name="index" value="new" />
        <TestimonialFields
          id="testimonial-new"
          value={failed?.values?.index === "new" ? failed.values : {}}
          errors={errorsFor("new")}
        />
        <p>
          <button type="submit" name="intent" value="add" className="button">
            {t("staffContent.add")}
          </button>
        </p>
      </Form>
    </section>
  );
}
