// /admin/content/gallery: each gallery category's pictures in order, with caption, move up and
// down, remove, an uploaded picture's focal point (cropped again), and an upload form (photo,
// caption, alt text, each also in Kiswahili, and the focal point the 3:2 crop keeps in view). A
// category nobody edited shows its built-in pictures; the first change copies them
// (server/media/gallery.ts). The page checks again every few seconds while an upload is
// processing, as the photos page does.
import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/content-gallery";
import { adminTitle } from "../../features/admin/staff-route.ts";
import { useT } from "../../i18n.tsx";
import { FocalFields } from "../../features/admin/focal-fields.tsx";
import { MediaNav } from "../../features/admin/media-nav.tsx";
import { SwahiliWordsField } from "../../features/admin/swahili-words-field.tsx";
import { useRevalidateWhile } from "../../features/admin/revalidate-while.ts";
import { Picture } from "../../components/picture.tsx";
import { galleryAction, loadGalleryPage } from "./media.server.ts";
import { ActionNotice } from "../../features/admin/action-notice.tsx";
import { photoFailureTold } from "../../../domain/media.ts";
import { wordTold } from "../../../i18n/said.ts";

export const loader = ({ request, context }: Route.LoaderArgs) => loadGalleryPage(request, context);

export const action = ({ request, context }: Route.ActionArgs) => galleryAction(request, context);

export const meta = adminTitle("staffContent.galleryTitle");

export default function GalleryEditor({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { categories } = loaderData;
  const busy = useNavigation().state !== "idle";
  const processing = categories.some((c) => c.entries.some((e) => e.status === "processing"));
  useRevalidateWhile(processing, categories);

  return (
    <section className="admin-page" aria-labelledby="gallery-title">
      <h1 id="gallery-title">{t("staffContent.galleryTitle")}</h1>
      <MediaNav />
      <p>{t("staffContent.galleryIntro")}</p>
      <ActionNotice answer={actionData} alert />
      {categories.map((category) => (
        <section
          key={category.key}
          className="gallery-admin__category"
          aria-labelledby={`gallery-${category.key}`}
        >
          <h2 id={`gallery-${category.key}`}>{category.label}</h2>
          {category.edited ? (
            <Form method="post" encType="multipart/form-data" className="admin-form-row">
              <input type="hidden" name="category" value={category.key} />
              <input type="hidden" name="intent" value="reset" />
              <button className="button button--small button--ghost" type="submit" disabled={busy}>
                {t("staffContent.useBuiltInPictures", { category: category.label })}
              </button>
            </Form>
          ) : (
            <p>{t("staffContent.builtInPictures")}</p>
          )}
          <ol className="gallery-admin__entries">
            {category.entries.map((entry, index) => {
              // A row by its id; a built-in picture by its place (copied at the first change).
              const which =
                entry.id === null
                  ? { name: "index", value: index }
                  : { name: "id", value: entry.id };
              const buttons = (
                [
                  ["up", "staffContent.moveUp", "staffContent.moveUpPicture", index === 0],
                  [
                    "down",
                    "staffContent.moveDown",
                    "staffContent.moveDownPicture",
                    index === category.entries.length - 1,
                  ],
                  ["remove", "staffContent.remove", "staffContent.removePicture", false],
                ] as const
              ).filter(([, , , hidden]) => !hidden);
              return (
                <li key={entry.id ?? `built-in-${index}`} className="gallery-admin__entry">
                  {/* An upload still processing (or failed) has no picture yet. */}
                  {(entry.alt === null || entry.photo) && (
                    <Picture slot={entry.slot} photo={entry.photo} sizes="240px" />
                  )}
                  {entry.status === "processing" && (
                    <p>
                      <strong>
                        {t(
                          entry.recrop
                            ? "staffContent.galleryRecropping"
                            : "staffContent.galleryProcessing",
                        )}
                      </strong>
                    </p>
                  )}
                  {entry.status === "failed" && (
                    <p className="admin-error" role="alert">
                      {t("staffContent.photoFailed", {
                        reason: wordTold(t, photoFailureTold(entry.error ?? "")),
                      })}
                    </p>
                  )}
                  <Form method="post" encType="multipart/form-data" className="media-slot__form">
                    <input type="hidden" name="category" value={category.key} />
                    <input type="hidden" name={which.name} value={which.value} />
                    <label>
                      {t("staffContent.caption")}
                      <input name="caption" defaultValue={entry.caption} required maxLength={200} />
                    </label>
                    <SwahiliWordsField
                      label={t("staffContent.captionSw")}
                      name="captionSw"
                      defaultValue={entry.captionSw ?? ""}
                    />
                    {entry.alt !== null && (
                      <>
                        <label>
                          {t("staffContent.altText")}
                          <input name="alt" defaultValue={entry.alt} required maxLength={200} />
                        </label>
                        <SwahiliWordsField
                          label={t("staffContent.altTextSwShort")}
                          name="altSw"
                          defaultValue={entry.altSw ?? ""}
                        />
                      </>
                    )}
                    <div className="gallery-admin__buttons">
                      <button
                        className="button button--small"
                        type="submit"
                        name="intent"
                        value="caption"
                        disabled={busy}
                      >
                        {t("staffContent.saveCaption")}
                      </button>
                      {buttons.map(([intent, label, named]) => (
                        <button
                          key={intent}
                          className="button button--small button--ghost"
                          type="submit"
                          name="intent"
                          value={intent}
                          formNoValidate
                          disabled={busy}
                          aria-label={t(named, { caption: entry.caption })}
                        >
                          {t(label)}
                        </button>
                      ))}
                    </div>
                  </Form>
                  {/* An upload is cropped again from its kept original (a slot's picture on the
                      photos page): a form of its own, so Enter in a field saves the point. */}
                  {entry.focal && entry.id !== null && (
                    <Form method="post" encType="multipart/form-data" className="media-slot__form">
                      <input type="hidden" name="category" value={category.key} />
                      <input type="hidden" name="id" value={entry.id} />
                      <input type="hidden" name="intent" value="focal" />
                      <FocalFields x={entry.focal.x} y={entry.focal.y} />
                      <button
                        className="button button--small button--ghost"
                        type="submit"
                        disabled={busy}
                        aria-label={t("staffContent.saveFocalOf", { caption: entry.caption })}
                      >
                        {t("staffContent.saveFocalShort")}
                      </button>
                    </Form>
                  )}
                </li>
              );
            })}
          </ol>
          <Form method="post" encType="multipart/form-data" className="media-slot__form">
            <input type="hidden" name="category" value={category.key} />
            <input type="hidden" name="intent" value="add" />
            <h3>{t("staffContent.addPhotoTo", { category: category.label })}</h3>
            <label>
              {t("staffContent.photo")}
              <input type="file" name="file" accept="image/*" required />
            </label>
            <label>
              {t("staffContent.caption")}
              <input name="caption" required maxLength={200} />
            </label>
            <SwahiliWordsField label={t("staffContent.captionSw")} name="captionSw" />
            <label>
              {t("staffContent.altTextLong")}
              <input name="alt" required maxLength={200} />
            </label>
            <SwahiliWordsField label={t("staffContent.altTextSw")} name="altSw" />
            <FocalFields />
            <button className="button button--small" type="submit" disabled={busy}>
              {t("staffContent.addTo", { category: category.label })}
            </button>
          </Form>
        </section>
      ))}
    </section>
  );
}
