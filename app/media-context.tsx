// The uploads every page may show (from the root loader's `media`): components ask here whether
// a slot has an uploaded photo, so a new upload shows on the next page load, without a rebuild.
import { useRouteLoaderData } from "react-router";
import type { ShellData, SiteMedia } from "./root.server.ts";

const NONE: SiteMedia = { slots: {}, heroVideo: null };

export function useSiteMedia(): SiteMedia | undefined {
  return useRouteLoaderData<ShellData>("root")?.media;
}

export function useUploadedPhoto(slot: string) {
  return (useSiteMedia() ?? NONE).slots[slot];
}
