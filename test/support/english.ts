// The English words of what the rules tell (domain/said.ts), for tests that assert the spec's
// strings word for word.
import type { Told } from "../../domain/said.ts";
import { staffWords } from "../../i18n/messages.server.ts";

/** A Said, or a schema's message carrying one, in English; words stay as they are. */
export const english = (told: Told): string => staffWords(told);
