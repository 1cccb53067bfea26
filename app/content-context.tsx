// The live content for every component: the root loader reads it (server/content/content.ts) and
// each page and component takes it from there. Pages render only under the root's data; the one
// page without it (the root's own failure) shows no content at all, so that no default phone
// number or address of content/motel.ts reaches a guest, or the browser's scripts.
import { useRouteLoaderData } from "react-router";
import type { SiteContent } from "../domain/schemas/content.ts";
import type { ShellData } from "./root.server.ts";

const NO_SHELL = "The motel's content is read under the root's data, which this page lacks";

export function useContent(): SiteContent {
  const content = useRouteLoaderData<ShellData>("root")?.content;
  if (!content) throw new Error(NO_SHELL);
  return content;
}

type Match = { id: string; loaderData?: unknown; data?: unknown } | undefined;

/** The root's content among a meta function's matches, if the root loaded. */
export function shellContentOf(matches: readonly Match[]): SiteContent | undefined {
  const root = matches.find((match) => match?.id === "root");
  return ((root?.loaderData ?? root?.data) as ShellData | undefined)?.content;
}

/** For pages' meta functions, which run only when the root has loaded. */
export function contentOfMatches(matches: readonly Match[]): SiteContent {
  const content = shellContentOf(matches);
  if (!content) throw new Error(NO_SHELL);
  return content;
}
