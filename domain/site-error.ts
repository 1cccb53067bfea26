/** The page shown when a page fails (app/root.tsx), in English when even the shell failed. */
export const SITE_ERROR = {
  title: "Something went wrong",
  text: "Sorry, this page could not be shown. Please try again in a moment, or call us if it keeps happening.",
} as const;
