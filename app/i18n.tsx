// The page's language and its messages, for every component (issue 17, decision 020). The
// language is the address's (/sw/… is Kiswahili); the messages are the compiled ones the root
// and the page's loaders return as `messages` (i18n/messages.server.ts), so the browser carries
// only the formatter and the texts of the page it shows.
import { Fragment, createElement, useMemo, type ReactNode } from "react";
import { useLocation, useMatches } from "react-router";
import type { MessageKey } from "../i18n/catalogs.ts";
import {
  formatRich,
  formatText,
  type CompiledMessages,
  type MessageValues,
} from "../i18n/format.ts";
import { langOfPath, pathIn, type Lang } from "../i18n/locales.ts";

/** Text by key: a page's `t` (below) or the server's (i18n/messages.server.ts `translator`). */
export type Text = (key: MessageKey, values?: MessageValues) => string;

export type Translate = Text & {
  /** A message with tags: each tag's chunks go through its function ("<phone></phone>"). */
  rich(
    key: MessageKey,
    values: Record<string, string | number | ((chunks: ReactNode[]) => ReactNode)>,
  ): ReactNode;
  lang: Lang;
  /** Where a page lives in this language (/sw/… when it has its Kiswahili version). */
  path(to: string): string;
};

type MatchLike = { loaderData?: unknown; data?: unknown } | undefined;

/** Every match's `messages`, merged (the root's shell texts, then the page's). */
export function messagesOf(matches: readonly MatchLike[]): CompiledMessages {
  const merged: Record<string, CompiledMessages[string]> = {};
  for (const match of matches) {
    const data = (match?.loaderData ?? match?.data) as { messages?: CompiledMessages } | undefined;
    if (data?.messages) Object.assign(merged, data.messages);
  }
  return merged;
}

export function translate(lang: Lang, messages: CompiledMessages): Translate {
  const t = ((key: MessageKey, values?: MessageValues) =>
    formatText(messages, lang, key, values)) as Translate;
  t.rich = (key, values) => {
    const result = formatRich<ReactNode>(messages, lang, key, values as never);
    if (!Array.isArray(result)) return result;
    // Keys for React: the parts are fixed by the message, so their index is stable.
    return result.map((part, i) => createElement(Fragment, { key: i }, part));
  };
  t.lang = lang;
  t.path = (to) => pathIn(lang, to);
  return t;
}

export function useLang(): Lang {
  return langOfPath(useLocation().pathname);
}

/** The last Translate made, and the language and loader data it was made from. */
let shared: { lang: Lang; data: unknown[]; t: Translate } | undefined;

/**
 * One Translate for every component of a page: each component's useMatches() is its own array,
 * but their loader data are the router's same objects, so a page merges its catalogs once, not
 * in each of its dozens of components (issue 20).
 */
function sharedTranslate(lang: Lang, matches: readonly MatchLike[]): Translate {
  const data = matches.map((match) => match?.loaderData ?? match?.data);
  const same =
    shared !== undefined &&
    shared.lang === lang &&
    shared.data.length === data.length &&
    shared.data.every((value, i) => value === data[i]);
  if (!same) shared = { lang, data, t: translate(lang, messagesOf(matches)) };
  return shared!.t;
}

export function useT(): Translate {
  const lang = useLang();
  const matches = useMatches();
  return useMemo(() => sharedTranslate(lang, matches), [lang, matches]);
}

/** For meta functions: the messages among the matches, in the address's language. */
export function translateMatches(
  matches: readonly MatchLike[],
  location: { pathname: string },
): Translate {
  return translate(langOfPath(location.pathname), messagesOf(matches));
}
