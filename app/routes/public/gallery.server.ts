// The gallery's categories as staff left them (server/media/gallery.ts), for /gallery's loader,
// in the page's language: Kiswahili category names, and no caption where staff's entry only
// copied a picture's English alt text (the picture's Kiswahili alt text stands in for it).
import type { RouterContextProvider } from "react-router";
import { GALLERY_LABELS_SW } from "../../../content/gallery.sw.ts";
import { IMAGE_SLOTS } from "../../../content/images.ts";
import type { Lang } from "../../../i18n/locales.ts";
import { servicesContext } from "../../../server/context.ts";
import { galleryView, type GalleryView } from "../../../server/media/gallery.ts";

export function galleryIn(lang: Lang, view: GalleryView): GalleryView {
  if (lang === "en") return view;
  return view.map((category) => ({
    ...category,
    label: GALLERY_LABELS_SW[category.key] ?? category.label,
    items: category.items.map((item) =>
      !item.photo && item.caption === IMAGE_SLOTS[item.slot].alt
        ? { ...item, caption: null }
        : item,
    ),
  }));
}

export async function loadGallery(
  context: Readonly<RouterContextProvider>,
  lang: Lang,
): Promise<GalleryView> {
  return galleryIn(lang, await galleryView(context.get(servicesContext).database.db));
}
