// The gallery's categories as staff left them (server/media/gallery.ts), for /gallery's loader,
// in the page's language: Kiswahili category names, captions and alt texts where given.
import type { RouterContextProvider } from "react-router";
import { GALLERY_LABELS_SW } from "../../../content/gallery.sw.ts";
import type { Lang } from "../../../i18n/locales.ts";
import { servicesContext } from "../../../server/context.ts";
import { galleryView, type GalleryView } from "../../../server/media/gallery.ts";

/** Kiswahili category names on Kiswahili pages (the words are galleryView's, in `lang`). */
export function galleryIn(lang: Lang, view: GalleryView): GalleryView {
  if (lang === "en") return view;
  return view.map((category) => ({
    ...category,
    label: GALLERY_LABELS_SW[category.key] ?? category.label,
  }));
}

export async function loadGallery(
  context: Readonly<RouterContextProvider>,
  lang: Lang,
): Promise<GalleryView> {
  return galleryIn(lang, await galleryView(context.get(servicesContext).database.db, lang));
}
