// What any staff form says of a text field holding a character no person types (a control
// character): one code, the field named by its key, worded by i18n/en/said-forms.ts.
import { say } from "../say.ts";

/** The staff forms' text fields (and the analytics beacon's, which no person reads). */
export const STAFF_TEXT_FIELDS = [
  "email",
  "password",
  "name",
  "pagePath",
  "roomName",
  "roomCategory",
  "reason",
  "reference",
  "description",
  "specialRequests",
  "search",
  "roomNumber",
  "kiswahiliName",
  "currentPassword",
] as const;
export type StaffTextField = (typeof STAFF_TEXT_FIELDS)[number];

export const formSaid = {
  unusualCharacters: (field: StaffTextField) => say("saidForms.unusualCharacters", { field }),
} as const;
