// The language switch (navbar and footer) and, on English home, the suggestion to read the site
// in Kiswahili. Plain links: they work without JavaScript; with it, the choice is remembered in
// a cookie, so the next visit to / opens in the language chosen (app/root.server.ts).
import { useState } from "react";
import { Link, useLocation } from "react-router";
import {
  basePath,
  hasSwahili,
  LANG_COOKIE,
  LANG_NAMES,
  pathIn,
  type Lang,
} from "../../i18n/locales.ts";
import { useT } from "../i18n.tsx";

const YEAR_S = 365 * 24 * 60 * 60;

export function rememberLang(lang: Lang) {
  document.cookie = `${LANG_COOKIE}=${lang}; Path=/; Max-Age=${YEAR_S}; SameSite=Lax`;
}

/** A link to this page in the other language, when the page has it. */
export function LanguageSwitch({ className }: { className?: string }) {
  const t = useT();
  const location = useLocation();
  const other: Lang = t.lang === "en" ? "sw" : "en";
  if (!hasSwahili(basePath(location.pathname))) return null;
  const to = pathIn(other, `${location.pathname}${location.search}${location.hash}`);
  return (
    <Link
      className={className}
      to={to}
      hrefLang={other === "sw" ? "sw-KE" : "en-KE"}
      lang={other === "sw" ? "sw-KE" : "en-KE"}
      aria-label={`${t("common.languageSwitch")}: ${LANG_NAMES[other]}`}
      onClick={() => rememberLang(other)}
      // The same page in another language: keep the reader's place, not the top.
      preventScrollReset
    >
      {LANG_NAMES[other]}
    </Link>
  );
}

/** Texts of the suggestion, in Kiswahili (the root loader gives them only when it applies). */
export type SwahiliSuggestion = { text: string; action: string; dismiss: string };

export function LanguageSuggestion({ suggestion }: { suggestion: SwahiliSuggestion }) {
  const [shown, setShown] = useState(true);
  if (!shown) return null;
  return (
    <aside className="language-suggestion" lang="sw-KE" aria-label={LANG_NAMES.sw}>
      <p>{suggestion.text}</p>
      <p className="language-suggestion__actions">
        <a className="button" href="/sw" onClick={() => rememberLang("sw")}>
          {suggestion.action}
        </a>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            rememberLang("en");
            setShown(false);
          }}
        >
          {suggestion.dismiss}
        </button>
      </p>
    </aside>
  );
}
