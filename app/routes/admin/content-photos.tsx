// /admin/content/photos: every image slot with its photo, an upload form (alt text, focal point)
// and the processing state; the page checks again every few seconds while a photo is processing.
import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/content-photos";
import { adminTitle } from "../../features/admin/staff-route.ts";
import { useT } from "../../i18n.tsx";
import { FocalFields } from "../../features/admin/focal-fields.tsx";
import { MediaNav } from "../../features/admin/media-nav.tsx";
import { SwahiliWordsField } from "../../features/admin/swahili-words-field.tsx";
import { photoSlotName } from "../../features/admin/photo-slot-name.ts";
import { useRevalidateWhile } from "../../features/admin/revalidate-while.ts";
import { Picture } from "../../components/picture.tsx";
import type { ImageSlot } from "../../../content/images.ts";
import { loadPhotosPage, photosAction } from "./media.server.ts";
import { ActionNotice } from "../../features/admin/action-notice.tsx";
import { photoFailureTold } from "../../../domain/media.ts";
import { wordTold } from "../../../i18n/said.ts";

export const loader = ({ request, context }: Route.LoaderArgs) => loadPhotosPage(request, context);

export const action = ({ request, context }: Route.ActionArgs) => photosAction(request, context);

export const meta = adminTitle("staffContent.photosTitle");

export default function Photos({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { slots } = loaderData;
  const busy = useNavigation().state !== "idle";
  const processing = slots.some((slot) => slot.status === "processing");
  useRevalidateWhile(processing, slots);

  return (
    <section className="admin-page" aria-labelledby="photos-title">
      <h1 id="photos-title">{t("staffContent.photosTitle")}</h1>
      <MediaNav />
      <p>{t("staffContent.photosIntro")}</p>
      <ActionNotice answer={actionData} alert />
      <ul className="media-slots">
        {slots.map((slot) => (
          <li key={slot.slot} className="media-slot" id={`slot-${slot.slot}`}>
            <h2>{photoSlotName(t, slot.slot)}</h2>
            <Picture slot={slot.slot as ImageSlot} sizes="240px" className="media-slot__picture" />
            <p>
              {t(slot.uploaded ? "staffContent.photoUploaded" : "staffContent.photoBuiltIn", {
                ratio: slot.ratio,
              })}
              {slot.status === "processing" && (
                <strong className="media-slot__status"> {t("staffContent.processing")}</strong>
              )}
            </p>
            {slot.error && (
              <p className="admin-error" role="alert">
                {t("staffContent.photoFailed", {
                  reason: wordTold(t, photoFailureTold(slot.error)),
                })}
              </p>
            )}
            <Form method="post" encType="multipart/form-data" className="media-slot__form">
              <input type="hidden" name="slot" value={slot.slot} />
              <label>
                {t("staffContent.photo")}
                <input type="file" name="file" accept="image/*" required />
              </label>
              <label>
                {t("staffContent.altTextLong")}
                <input name="alt" defaultValue={slot.alt} required maxLength={200} />
              </label>
              <SwahiliWordsField
                label={t("staffContent.altTextSw")}
                name="altSw"
                defaultValue={slot.altSw}
              />
              <FocalFields x={slot.focalX} y={slot.focalY} />
              <button className="button button--small" type="submit" disabled={busy}>
                {t("staffContent.uploadFor", { slot: photoSlotName(t, slot.slot) })}
              </button>
              {slot.uploaded && (
                // The kept original is cropped again around the new point: no new file needed.
                <button
                  className="button button--small button--ghost"
                  type="submit"
                  name="intent"
                  value="focal"
                  formNoValidate
                  disabled={busy}
                >
                  {t("staffContent.saveFocal")}
                </button>
              )}
            </Form>
            {slot.uploaded && (
              <Form method="post" encType="multipart/form-data" className="admin-form-row">
                <input type="hidden" name="slot" value={slot.slot} />
                <input type="hidden" name="intent" value="reset" />
                <button className="button button--small button--ghost" type="submit">
                  {t("staffContent.useBuiltInPicture")}
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
