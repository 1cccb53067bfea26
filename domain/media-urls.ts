// Addresses of uploaded files (server/media/http.ts serves them). Alone in this module, with no
// imports, because every page's <Picture> uses it: the upload rules stay out of the browser bundle.

/** The address of one variant of an uploaded photo (server/media/http.ts serves it). */
export function uploadedVariantUrl(key: string, width: number, format: string): string {
  return `/media/u/${key}-${width}.${format}`;
}

/** The address of a stored file by its SHA-256 (documents, video). */
export function uploadedFileUrl(sha256: string, ext: "pdf" | "mp4"): string {
  return `/media/u/${sha256}.${ext}`;
}
