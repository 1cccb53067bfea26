// Staff pages stay English for now (issue 17): the same messages as the English catalog.
export { default } from "../en/said-forms.ts";
