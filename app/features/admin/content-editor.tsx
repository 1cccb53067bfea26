// The content editor's forms (/admin/content/facts and /texts): one form per page, each stored
// field a fieldset with "Last changed by X at T" and Undo. Plain fields, so it works without
// JavaScript; with it, the same rules as the server's mark a typo at its field before sending.
import { useState } from "react";
import { Form } from "react-router";
import {
  applyContentForm,
  contentVersion,
  VERSION_PREFIX,
  inputText,
  valueAt,
  type FieldGroup,
  type FieldHint,
  type FieldInput,
} from "../../../domain/content-form.ts";
import { fieldId } from "../../../domain/launch-checklist.ts";
import {
  contentErrors,
  SiteContentSchema,
  type ContentField,
  type SiteContent,
} from "../../../domain/schemas/content.ts";
import type { Told } from "../../../domain/said.ts";
import { contentSaid } from "../../../domain/staff-said/content.ts";
import { wordTold } from "../../../i18n/said.ts";
import { DeskField } from "./desk-field.tsx";
import { fieldLabel, groupTitle } from "./content-words.ts";
import { useT } from "../../i18n.tsx";
import type { MessageKey } from "../../../i18n/catalogs.ts";

export type ContentResult = {
  ok: boolean;
  message: Told;
  errors?: Record<string, Told>;
  values?: Record<string, string>;
};

/** The page's notice: saved, undone, or why nothing was saved. */
export function ContentNotice({ result }: { result: ContentResult | undefined }) {
  const t = useT();
  return (
    <p
      role={result?.ok === false ? "alert" : "status"}
      className={result ? (result.ok ? "admin-notice" : "admin-error") : undefined}
    >
      {result ? wordTold(t, result.message) : null}
    </p>
  );
}

/** "Last changed by X at T" and its Undo (a button of the page's undo form). */
export function LastChange({ field, line }: { field: ContentField; line: string | undefined }) {
  const t = useT();
  if (!line) return null;
  return (
    <p className="content-change">
      {line}{" "}
      <button type="submit" form="content-undo" name="field" value={field} className="button-link">
        {t("staffContent.undo")}
      </button>
    </p>
  );
}

/** The hidden form every Undo button submits (buttons name the field). */
export function UndoForm() {
  return (
    <Form method="post" id="content-undo" hidden>
      <input type="hidden" name="intent" value="undo" />
    </Form>
  );
}

const HINTS: Record<FieldHint, MessageKey> = {
  phone: "staffContent.hintPhone",
  social: "staffContent.hintSocial",
  paragraphs: "staffContent.hintParagraphs",
  features: "staffContent.hintFeatures",
};

function ContentInput({
  input,
  value,
  error,
}: {
  input: FieldInput;
  value: string;
  error: Told | undefined;
}) {
  const t = useT();
  const id = fieldId(input.path);
  const hint =
    input.english !== undefined
      ? t("staffContent.hintEnglish", { text: input.english })
      : input.hint && t(HINTS[input.hint]);
  return (
    <DeskField
      id={id}
      name={input.path}
      label={fieldLabel(t, input.label)}
      error={error === undefined ? undefined : wordTold(t, error)}
      hint={hint}
    >
      {(props) =>
        input.kind === "textarea" || input.kind === "lines" ? (
          <textarea {...props} defaultValue={value} rows={input.kind === "lines" ? 5 : 3} />
        ) : (
          <input
            {...props}
            defaultValue={value}
            type={
              input.kind === "email"
                ? "email"
                : input.kind === "url"
                  ? "url"
                  : input.kind === "phone"
                    ? "tel"
                    : input.kind === "time"
                      ? "time"
                      : "text"
            }
            inputMode={input.kind === "number" ? "decimal" : undefined}
            autoComplete="off"
          />
        )
      }
    </DeskField>
  );
}

export function ContentFieldsForm({
  label,
  content,
  groups,
  changes,
  result,
}: {
  label: string;
  content: SiteContent;
  groups: readonly FieldGroup[];
  changes: Partial<Record<ContentField, string>>;
  result: ContentResult | undefined;
}) {
  const t = useT();
  const [clientErrors, setClientErrors] = useState<Record<string, Told> | undefined>();
  const errors = clientErrors ?? (result?.ok === false ? result.errors : undefined) ?? {};
  const posted = result?.ok === false ? result.values : undefined;
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const entries = [...new FormData(event.currentTarget)].map(
      ([key, value]) => [key, String(value)] as [string, string],
    );
    const applied = applyContentForm(content, groups, entries);
    const parsed = applied.ok ? SiteContentSchema.safeParse(applied.next) : undefined;
    if (parsed && !parsed.success) {
      event.preventDefault();
      setClientErrors(contentErrors(parsed.error));
      return;
    }
    setClientErrors(undefined);
  };
  const hasErrors = Object.keys(errors).length > 0;
  return (
    <>
      {clientErrors && hasErrors && (
        <p role="alert" className="admin-error">
          {wordTold(t, contentSaid.fixErrors())}
        </p>
      )}
      <UndoForm />
      {/* noValidate: the schema's messages, in the site's words and language, are shown at the
          fields, not the browser's own bubble for a link without https:// (type="url"). */}
      <Form
        key={JSON.stringify(content)}
        method="post"
        aria-label={label}
        className="desk-form content-form"
        noValidate
        onSubmit={onSubmit}
      >
        <input type="hidden" name="intent" value="save" />
        {groups.map((group) => (
          <fieldset key={group.field} id={`group-${group.field}`}>
            <legend>{groupTitle(t, group.title)}</legend>
            <input
              type="hidden"
              name={`${VERSION_PREFIX}${group.field}`}
              value={contentVersion(content[group.field])}
            />
            <LastChange field={group.field} line={changes[group.field]} />
            {group.inputs.map((input) => (
              <ContentInput
                key={input.path}
                input={input}
                value={posted?.[input.path] ?? inputText(valueAt(content, input.path))}
                error={errors[input.path] ?? errorBelow(errors, input.path)}
              />
            ))}
          </fieldset>
        ))}
        <p className="content-form__save">
          <button type="submit" className="button">
            {t("staffContent.saveChanges")}
          </button>
        </p>
      </Form>
    </>
  );
}

/** An error on a part of the input's value (a list's line, a phone's E.164 form). */
function errorBelow(errors: Record<string, Told>, path: string): Told | undefined {
  const parent = path.replace(/\.display$/, "");
  const key = Object.keys(errors).find(
    (candidate) => candidate.startsWith(`${path}.`) || candidate === `${parent}.e164`,
  );
  return key ? errors[key] : undefined;
}
