// The live content for every component: the root loader reads it (server/content/content.ts) and
// each page and component takes it from there. When the root loader has not run (an error page
// before it), the defaults of content/motel.ts stand in.
import { useRouteLoaderData } from "react-router";
import { defaultContent } from "../content/motel.ts";
import type { SiteContent } from "../domain/schemas/content.ts";
import type { ShellData } from "./root.server.ts";

export function useContent(): SiteContent {
  return useRouteLoaderData<ShellData>("root")?.content ?? defaultContent;
}

/** For meta functions: the root's content among the matches. */
export function contentOfMatches(
  matches: readonly ({ id: string; loaderData?: unknown; data?: unknown } | undefined)[],
): SiteContent {
  const root = matches.find((match) => match?.id === "root");
  const data = (root?.loaderData ?? root?.data) as ShellData | undefined;
  return data?.content ?? defaultContent;
}
