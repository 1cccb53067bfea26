// The "route" label of /metrics: only patterns the site knows (React Router's routes, our Express
// routes, a few classes of static files), never a raw path. Anyone can send any path, so a label
// copied from the path grows the series (and memory) without bound; everything unknown is "other".
import { readdirSync } from "node:fs";
import type { ServerBuild } from "react-router";
import { REFUND_CALLBACK_PATHS } from "../payments/daraja/refunds-client.ts";
import { CALLBACK_PATHS } from "../bookings/http.ts";
import { TEXT_CALLBACK_PATHS } from "../texts/http.ts";

export const OTHER_ROUTE = "other";

/** Routes Express answers itself (server/http/http.ts and the routers it mounts). */
const EXPRESS_PATTERNS = [
  "/healthz",
  "/readyz",
  "/metrics",
  `${CALLBACK_PATHS.stk}/:token`,
  `${CALLBACK_PATHS.pesapalIpn}/:token`,
  CALLBACK_PATHS.cardReturn,
  CALLBACK_PATHS.cardCancel,
  `${CALLBACK_PATHS.c2b}/:token/confirmation`,
  `${CALLBACK_PATHS.c2b}/:token/validation`,
  ...Object.values(REFUND_CALLBACK_PATHS).flatMap((path) => [
    `${path}/:token/result`,
    `${path}/:token/timeout`,
  ]),
  "/api/bookings/:id/events",
  `${TEXT_CALLBACK_PATHS.sms}/:token/delivery`,
  `${TEXT_CALLBACK_PATHS.sms}/:token/inbound`,
  TEXT_CALLBACK_PATHS.whatsapp,
];

/** Folders whose files are one label each: built assets, media, the test-mode simulators. */
const PREFIX_CLASSES = ["/assets/", "/media/", "/simulators/"];

/** The methods a label may name; anything else (Node accepts ~30) is "OTHER". */
const METHODS = new Set(["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

export function methodLabel(method: string): string {
  if (method === "HEAD") return "GET";
  return METHODS.has(method) ? method : "OTHER";
}

type Pattern = { label: string; segments: string[] };

function compile(label: string): Pattern {
  return { label, segments: label.split("/").filter(Boolean) };
}

function matches(pattern: Pattern, segments: string[]): boolean {
  return (
    pattern.segments.length === segments.length &&
    pattern.segments.every(
      (part, i) => part.startsWith(":") || part.toLowerCase() === segments[i]!.toLowerCase(),
    )
  );
}

/**
 * The full path of every React Router route (parents' paths joined), leaving out splats: a "*"
 * route is the not-found page, and its matches are "other".
 */
export function reactRouterPatterns(routes: ServerBuild["routes"]): string[] {
  const fullPath = (id: string): string => {
    const route = routes[id];
    if (!route) return "";
    const parent = route.parentId ? fullPath(route.parentId) : "";
    return route.path ? `${parent}/${route.path}` : parent;
  };
  const patterns = Object.keys(routes).map((id) => fullPath(id).replace(/\/+/g, "/") || "/");
  return [...new Set(patterns.filter((p) => !p.includes("*")))];
}

/** Files at the top of the client build (favicon.svg...): each its own label, a fixed few. */
export function topLevelFiles(clientDir: string): string[] {
  try {
    return readdirSync(clientDir, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${entry.name}`);
  } catch {
    return []; // development: no client build
  }
}

export type RouteLabeller = (path: string) => string;

/**
 * A labeller over the known patterns. Express's routes first (/api/bookings/:id/events would
 * otherwise match React Router's /api/bookings/:id/:provider). React Router's data requests
 * (/admin/prices.data, /_root.data) are their page's pattern with ".data".
 */
export function routeLabeller({
  pagePatterns = [],
  files = [],
}: {
  pagePatterns?: string[];
  files?: string[];
}): RouteLabeller {
  const express = EXPRESS_PATTERNS.map(compile);
  const pages = pagePatterns.map(compile);
  const fileSet = new Set(files);
  const label = (path: string): string => {
    if (fileSet.has(path)) return path;
    const prefix = PREFIX_CLASSES.find((p) => path.startsWith(p));
    if (prefix) return `${prefix}*`;
    const segments = path.split("/").filter(Boolean);
    const known = express.find((p) => matches(p, segments));
    if (known) return known.label;
    return pages.find((p) => matches(p, segments))?.label ?? OTHER_ROUTE;
  };
  return (path) => {
    if (path.endsWith(".data")) {
      const page = path === "/_root.data" ? "/" : path.slice(0, -".data".length);
      const pageLabel = label(page);
      return pageLabel === OTHER_ROUTE ? OTHER_ROUTE : `${pageLabel}.data`;
    }
    return label(path);
  };
}
