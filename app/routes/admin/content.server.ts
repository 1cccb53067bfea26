// The content editor's loaders and actions (/admin/content/...): read the content fresh from the
// database (not the cache: an editor sees what is stored), save a page's fields with their audit
// rows, undo a field's last change, and the testimonials' list edits.
import { data, type RouterContextProvider } from "react-router";
import {
  applyContentForm,
  FACT_GROUPS,
  contentVersion,
  groupsOf,
  textGroups,
  TRANSLATED_FIELDS,
  VERSION_PREFIX,
  type ContentPage,
  type FieldGroup,
} from "../../../domain/content-form.ts";
import {
  CONTENT_FIELDS,
  contentErrors,
  SiteContentSchema,
  TestimonialSchema,
  type ContentField,
  type SiteContent,
} from "../../../domain/schemas/content.ts";
import { toldOfMessage, type Told } from "../../../domain/said.ts";
import { contentSaid } from "../../../domain/staff-said/content.ts";
import type { StaffUser } from "../../../domain/staff.ts";
import { motelDateTime } from "../../../domain/time.ts";
import {
  lastChanges,
  readContent,
  readSwahili,
  saveContent,
  undoLastChange,
} from "../../../server/content/content.ts";
import { launchChecklist } from "../../../server/content/launch.ts";
import { contentIn } from "../../../content/localized.ts";
import { servicesContext } from "../../../server/context.ts";
import { translator } from "../../../i18n/messages.server.ts";
import { groupTitle } from "../../features/admin/content-words.ts";
import { readAdminForm, requireContentEditor } from "./session.server.ts";

type Context = Readonly<RouterContextProvider>;

/** "Last changed by X at T" per stored field. */
export type ChangeLines = Partial<Record<ContentField, string>>;

export type ContentActionResult = {
  ok: boolean;
  message: Told;
  errors?: Record<string, Told>;
  /** What was posted, shown again when nothing was saved. */
  values?: Record<string, string>;
};

async function changeLines(context: Context, language: "en" | "sw" = "en"): Promise<ChangeLines> {
  const changes = await lastChanges(context.get(servicesContext).database.db, language);
  const lines: ChangeLines = {};
  for (const [field, change] of Object.entries(changes)) {
    lines[field as ContentField] = translator("en")("staffContent.lastChanged", {
      who: change.staffName,
      at: motelDateTime(change.at),
    });
  }
  return lines;
}

export async function loadContentPage(request: Request, context: Context, page?: ContentPage) {
  const user = await requireContentEditor(request, context);
  const { database, logger } = context.get(servicesContext);
  const content = await readContent(database.db, logger);
  if (page === "texts-sw") {
    return {
      user,
      // What the Kiswahili pages show, with the English each input translates.
      content: await swahiliShown(database.db, content, logger),
      english: content,
      changes: await changeLines(context, "sw"),
    };
  }
  return { user, content, english: undefined, changes: await changeLines(context) };
}

async function swahiliShown(
  db: Parameters<typeof readSwahili>[0],
  english: SiteContent,
  logger: Parameters<typeof readSwahili>[1],
): Promise<SiteContent> {
  return contentIn("sw", english, await readSwahili(db, logger));
}

export async function loadContentIndex(request: Request, context: Context) {
  await requireContentEditor(request, context);
  return { checklist: await launchChecklist(context) };
}

function refused(message: Told, extra: Partial<ContentActionResult> = {}, status = 400) {
  return data<ContentActionResult>({ ok: false, message, ...extra }, { status });
}

function saved(message: Told) {
  return data<ContentActionResult>({ ok: true, message });
}

/** Every content page's action: save its fields, undo a field, or edit the testimonials. */
export async function contentAction(request: Request, context: Context, page: ContentPage) {
  const user = await requireContentEditor(request, context);
  const { database, logger, content: store } = context.get(servicesContext);
  const db = database.db;
  const english = await readContent(db, logger);
  const swahili = page === "texts-sw";
  // The Kiswahili page edits what the Kiswahili pages show (its fallbacks included).
  const current = swahili ? await swahiliShown(db, english, logger) : english;
  const form = await readAdminForm(request, { multiLine: multiLineFields(page, current) });
  const intent = form.get("intent");
  let result;
  if (intent === "undo") {
    result = await undo(db, user, current, form.get("field") ?? "", swahili ? "sw" : "en");
  } else if (page === "testimonials") result = await testimonialAction(db, user, current, form);
  else if (intent === "save") {
    result = await save(db, user, current, groupsOf(page, current), form, swahili);
  } else result = refused(contentSaid.unknownField());
  // This instance reads its own change at once; the others when the NOTIFY reaches them.
  if (result.data.ok) store.drop();
  if (result.data.ok) logger.info({ staffId: user.id, page, intent }, "content changed");
  return result;
}

/** The textareas: line breaks are allowed there only. */
function multiLineFields(page: ContentPage, content: SiteContent): string[] {
  if (page === "testimonials") return ["review"];
  return groupsOf(page, content).flatMap((group) =>
    group.inputs
      .filter((input) => input.kind === "textarea" || input.kind === "lines")
      .map((input) => input.path),
  );
}

async function save(
  db: Parameters<typeof saveContent>[0],
  user: StaffUser,
  current: SiteContent,
  groups: readonly FieldGroup[],
  form: URLSearchParams,
  swahili = false,
) {
  const values = Object.fromEntries([...form].filter(([key]) => key !== "intent"));
  const applied = applyContentForm(current, groups, form);
  if (!applied.ok) return refused(contentSaid.unknownField());
  const parsed = SiteContentSchema.safeParse(applied.next);
  if (!parsed.success) {
    return refused(contentSaid.fixErrors(), { errors: contentErrors(parsed.error), values });
  }
  // Only what this editor changed on the form they loaded ("base.<field>", domain/content-form.ts);
  // a box someone else saved meanwhile is refused, not overwritten.
  const base = (field: ContentField) => form.get(`${VERSION_PREFIX}${field}`);
  const edited = applied.fields.filter(
    (field) => base(field) === null || contentVersion(parsed.data[field]) !== base(field),
  );
  if (
    edited.some((field) => base(field) !== null && contentVersion(current[field]) !== base(field))
  )
    return refused(contentSaid.stale(), {}, 409);
  const next = Object.fromEntries(edited.map((field) => [field, parsed.data[field]]));
  const changed = await saveContent(db, user, next, swahili ? { shown: current } : undefined);
  return saved(contentSaid.saved(changed.length));
}

async function undo(
  db: Parameters<typeof saveContent>[0],
  user: StaffUser,
  current: SiteContent,
  field: string,
  language: "en" | "sw",
) {
  const fields: readonly string[] = language === "sw" ? TRANSLATED_FIELDS : CONTENT_FIELDS;
  if (!fields.includes(field)) return refused(contentSaid.unknownField());
  const done = await undoLastChange(db, user, field as ContentField, language);
  const title = [...FACT_GROUPS, ...textGroups(current)].find((g) => g.field === field)?.title;
  const en = translator("en");
  const named = title ? groupTitle(en, title) : en("staffContent.testimonialsTitle");
  return done ? saved(contentSaid.undone(named)) : refused(contentSaid.nothingToUndo(), {}, 409);
}

async function testimonialAction(
  db: Parameters<typeof saveContent>[0],
  user: StaffUser,
  current: SiteContent,
  form: URLSearchParams,
) {
  const list = [...current.testimonials];
  const intent = form.get("intent");
  const index = Number(form.get("index"));
  const known = Number.isInteger(index) && index >= 0 && index < list.length;
  // The list as the editor saw it: a change meanwhile (another editor) is not applied blindly.
  if (intent !== "add" && (!known || form.get("was") !== list[index]?.name))
    return refused(contentSaid.stale(), {}, 409);
  let message: Told = contentSaid.saved(1);
  if (intent === "add" || intent === "save") {
    const entry = {
      name: form.get("name") ?? "",
      country: form.get("country") ?? "",
      review: (form.get("review") ?? "").replace(/\r\n?/g, "\n"),
      lang: form.get("lang") ?? "en",
    };
    const parsed = TestimonialSchema.safeParse(entry);
    if (!parsed.success) {
      return refused(contentSaid.fixErrors(), {
        errors: contentErrors(parsed.error),
        values: { ...entry, index: String(form.get("index") ?? "") },
      });
    }
    if (intent === "add") list.push(parsed.data);
    else list[index] = parsed.data;
    if (intent === "add") message = contentSaid.testimonialAdded();
  } else if (intent === "remove") {
    list.splice(index, 1);
    message = contentSaid.testimonialRemoved();
  } else if (intent === "up" || intent === "down") {
    const to = intent === "up" ? index - 1 : index + 1;
    if (to < 0 || to >= list.length) return saved(contentSaid.saved(0));
    [list[index], list[to]] = [list[to]!, list[index]!];
    message = contentSaid.testimonialMoved();
  } else {
    return refused(contentSaid.unknownField());
  }
  const parsed = SiteContentSchema.shape.testimonials.safeParse(list);
  if (!parsed.success) {
    const first = parsed.error.issues[0]?.message;
    return refused(first !== undefined ? toldOfMessage(first) : contentSaid.fixErrors());
  }
  const changed = await saveContent(db, user, { testimonials: parsed.data });
  return saved(changed.length === 0 ? contentSaid.saved(0) : message);
}
