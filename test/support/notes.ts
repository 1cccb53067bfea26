// A booking's stored notes as staff read them (English), for tests that look for their words.
import { readNotes } from "../../domain/booking-notes.ts";
import { staffNoteWords } from "../../i18n/messages.server.ts";

/** Stored notes (a booking's status or attention notes, an event's), one a line; "" for none. */
export function noteWords(notes: unknown): string {
  return staffNoteWords(readNotes(notes));
}
