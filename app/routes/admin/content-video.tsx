// /admin/content/video: the home page's video (MP4), or none (the picture alone).
import { Form } from "react-router";
import type { Route } from "./+types/content-video";
import { adminMeta } from "../../features/admin/admin-meta.ts";
import { MediaNav } from "../../features/admin/media-nav.tsx";
import { filesAction, loadFilesPage } from "./media.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadFilesPage(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return filesAction(request, context, "mp4");
}

export function meta() {
  return adminMeta("Home page video");
}

export default function Video({ loaderData, actionData }: Route.ComponentProps) {
  const video = loaderData.files.hero_video;
  const now =
    video === undefined
      ? "The sample video plays."
      : video === null
        ? "No video: the home page shows the picture alone."
        : "Your uploaded video plays.";
  return (
    <section className="admin-page" aria-labelledby="video-title">
      <h1 id="video-title">Home page video</h1>
      <MediaNav />
      <p>
        A short muted loop in MP4, up to 30 MB. Visitors who save data or prefer less motion see the
        picture only.
      </p>
      <p
        role={actionData?.ok === false ? "alert" : "status"}
        className={actionData?.ok ? "admin-notice" : "admin-error"}
      >
        {actionData?.message}
      </p>
      <p>{now}</p>
      <Form method="post" encType="multipart/form-data" className="media-slot__form">
        <label>
          MP4 video
          <input type="file" name="file" accept="video/mp4" required />
        </label>
        <button className="button button--small" type="submit">
          Upload video
        </button>
      </Form>
      <Form method="post" encType="multipart/form-data" className="admin-form-row">
        <input type="hidden" name="intent" value="none" />
        <button className="button button--small button--ghost" type="submit">
          No video
        </button>
      </Form>
      {video !== undefined && (
        <Form method="post" encType="multipart/form-data" className="admin-form-row">
          <input type="hidden" name="intent" value="reset" />
          <button className="button button--small button--ghost" type="submit">
            Use the sample video
          </button>
        </Form>
      )}
    </section>
  );
}
