// The content editor, uploaded photos, documents, the video and the gallery (was CONTENT_MESSAGES, MEDIA_MESSAGES, GALLERY_MESSAGES).
// Codes with their values, worded by i18n/en/said-content.ts.
import { say } from "../say.ts";

export const contentSaid = {} as const;
void say;
