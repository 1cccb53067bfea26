// The uploads every page may show (from the root loader's `media`): components ask here whether
// a slot has an uploaded photo, so a new upload shows on the next page load, without a rebuild.
import { useRouteLoaderData } from "react-router";
import { IMAGE_SLOTS, type ImageSlot } from "../content/images.ts";
import type { ShellData, SiteMedia } from "./root.server.ts";

const NONE: SiteMedia = { slots: {}, heroVideo: null };

export function useSiteMedia(): SiteMedia | undefined {
  return useRouteLoaderData<ShellData>("root")?.media;
}

export function useUploadedPhoto(slot: string) {
  return (useSiteMedia() ?? NONE).slots[slot];
}

/** The alt text of a slot's built-in picture, in the page's language (the root's imageAlts). */
export function useBuiltInAlt(): (slot: ImageSlot) => string {
  const alts = useRouteLoaderData<ShellData>("root")?.imageAlts;
  return (slot) => alts?.[slot] ?? IMAGE_SLOTS[slot].alt;
}
