import { redirect, type RouterContextProvider } from "react-router";
import { motelYear } from "../domain/time.ts";
import type { SiteContent } from "../domain/schemas/content.ts";
import { HERO_VIDEO } from "../content/motel.ts";
import { contentIn } from "../content/localized.ts";
import { IMAGE_ALTS_SW } from "../content/images.sw.ts";
import { requestContext, servicesContext } from "../server/context.ts";
import { siteMedia, type SiteMedia } from "../server/media/site-media.ts";
import type { CompiledMessages } from "../i18n/format.ts";
import { homeLanguageChoice, LANG_COOKIE, langOfPath, type Lang } from "../i18n/locales.ts";
import { messagesFor, translator } from "../i18n/messages.server.ts";
import { pagePath } from "./i18n.server.ts";
import { cookieValue } from "./cookies.server.ts";

/** The suggestion's words, in Kiswahili on the English page (it speaks to a Kiswahili reader). */
function swahiliSuggestion(): SwahiliSuggestion {
  const sw = translator("sw");
  return {
    text: sw("common.languageSuggestion"),
    action: sw("common.languageSuggestionAction"),
    dismiss: sw("common.languageSuggestionDismiss"),
  };
}
import type { SwahiliSuggestion } from "./components/language-switch.tsx";

export type { SiteMedia };

export type ShellData = {
  nonce: string;
  /** Public origin for canonical and Open Graph URLs. */
  origin: string;
  /** Motel-local year for the copyright line. */
  year: number;
  /** Public: the GA4 measurement id when the optional tag is configured. */
  gaMeasurementId: string | undefined;
  /** The payment simulators are on: every page shows the test-mode ribbon. */
  testMode: boolean;
  /** The site's live content: pages read it with useContent() (app/content-context.tsx). */
  content: SiteContent;
  /** Uploaded photos and the hero video (app/media-context.tsx). */
  media: SiteMedia;
  /**
   * The built-in pictures' alt texts in the page's language where they differ from
   * content/images.ts (Kiswahili pages): loader data, so the browser's scripts carry none.
   */
  imageAlts: Readonly<Partial<Record<string, string>>>;
  /** The address's language, and the shell's texts in it (app/i18n.tsx). */
  lang: Lang;
  messages: CompiledMessages;
  /**
   * On English home, for a browser that prefers Kiswahili and has not chosen a language here:
   * suggest the Kiswahili page (never a redirect: search engines and shared links see one page).
   */
  suggestion: SwahiliSuggestion | undefined;
};

export async function loadShell(
  context: Readonly<RouterContextProvider>,
  request: Request,
  now: Date,
): Promise<ShellData> {
  const { database, content } = context.get(servicesContext);
  // The page's address: a client-side navigation asks at "/_root.data", "/sw.data", ….
  const pathname = pagePath(request);
  const pageLoad = !new URL(request.url).pathname.endsWith(".data");
  const lang = langOfPath(pathname);
  const choice = homeLanguageChoice(
    pathname,
    pageLoad,
    cookieValue(request, LANG_COOKIE),
    request.headers.get("Accept-Language"),
  );
  // The guest chose Kiswahili here before (the switch remembers it): their home is /sw.
  if (choice === "redirect") throw redirect("/sw", { headers: { Vary: "Cookie" } });
  const suggest = choice === "suggest";
  return {
    lang,
    messages: messagesFor(lang, ["common"]),
    suggestion: suggest ? swahiliSuggestion() : undefined,
    content: contentIn(lang, await content.get(), await content.swahili()),
    media: await siteMedia(database.db, HERO_VIDEO, lang),
    imageAlts: lang === "sw" ? IMAGE_ALTS_SW : {},
    nonce: context.get(requestContext).nonce,
    origin: context.get(servicesContext).config.publicUrl,
    year: motelYear(now),
    gaMeasurementId: context.get(servicesContext).config.gaMeasurementId,
    testMode: context.get(servicesContext).config.payments.simulators,
  };
}
