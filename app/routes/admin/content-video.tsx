// /admin/content/video: the home page's video (MP4), or none (the picture alone).
import { Form } from "react-router";
import type { Route } from "./+types/content-video";
import { adminTitle } from "../../features/admin/staff-route.ts";
import { useT } from "../../i18n.tsx";
import { MediaNav } from "../../features/admin/media-nav.tsx";
import { filesAction, loadFilesPage } from "./media.server.ts";
import { ActionNotice } from "../../features/admin/action-notice.tsx";

export const loader = ({ request, context }: Route.LoaderArgs) => loadFilesPage(request, context);

export async function action({ request, context }: Route.ActionArgs) {
  return filesAction(request, context, "mp4");
}

export const meta = adminTitle("staffContent.videoTitle");

export default function Video({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const video = loaderData.files.hero_video;
  const now =
    video === undefined
      ? t("staffContent.videoSample")
      : video === null
        ? t("staffContent.videoNone")
        : t("staffContent.videoUploaded");
  return (
    <section className="admin-page" aria-labelledby="video-title">
      <h1 id="video-title">{t("staffContent.videoTitle")}</h1>
      <MediaNav />
      <p>{t("staffContent.videoIntro")}</p>
      <ActionNotice answer={actionData} alert />
      <p>{now}</p>
      <Form method="post" encType="multipart/form-data" className="media-slot__form">
        <label>
          {t("staffContent.mp4Video")}
          <input type="file" name="file" accept="video/mp4" required />
        </label>
        <button className="button button--small" type="submit">
          {t("staffContent.uploadVideo")}
        </button>
      </Form>
      <Form method="post" encType="multipart/form-data" className="admin-form-row">
        <input type="hidden" name="intent" value="none" />
        <button className="button button--small button--ghost" type="submit">
          {t("staffContent.noVideo")}
        </button>
      </Form>
      {video !== undefined && (
        <Form method="post" encType="multipart/form-data" className="admin-form-row">
          <input type="hidden" name="intent" value="reset" />
          <button className="button button--small button--ghost" type="submit">
            {t("staffContent.useSampleVideo")}
          </button>
        </Form>
      )}
    </section>
  );
}
