// The gallery's categories as staff left them (server/media/gallery.ts), for /gallery's loader.
import type { RouterContextProvider } from "react-router";
import { servicesContext } from "../../../server/context.ts";
import { galleryView, type GalleryView } from "../../../server/media/gallery.ts";

export function loadGallery(context: Readonly<RouterContextProvider>): Promise<GalleryView> {
  return galleryView(context.get(servicesContext).database.db);
}
