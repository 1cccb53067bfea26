// The page cache in front of React Router (issue 20, docs/decisions/021-page-cache.md): a public
// page is rendered once per key, compressed once, and served from memory until the site's data
// changes. Its inline scripts are allowed by hash instead of a per-response nonce (a nonce would
// make every response's bytes differ): the page is rendered with a nonce no visitor can know, and
// only the scripts that carry it (ours) are hashed into the page's Content-Security-Policy.
import { createHash, randomBytes } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type {
  RequestHandler,
  Request as ExpressRequest,
  Response as ExpressResponse,
} from "express";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { motelDate } from "../../domain/time.ts";
import type { Database } from "../db/client.ts";
import { nextHoldExpiry } from "../bookings/availability.ts";
import type { Logger } from "../observability/logger.ts";
import { mayBeCached, pageCacheKey } from "./cacheable.ts";
import { createChangeCache, type CachedPage, type PageCache } from "./page-cache.ts";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Public pages × languages × home's suggestion × crawlers: far fewer than this. */
const MAX_PAGES = 200;

/** Response headers a cached page does not carry over (the server sets them per response). */
const PER_RESPONSE = new Set(["content-length", "transfer-encoding", "connection", "date"]);

/** The page cache; the caller empties it on every change (server/pages/site-changes.ts). */
export function createPageCache(): PageCache {
  return createChangeCache<CachedPage>(MAX_PAGES);
}

export type PageCacheOptions = {
  cache: PageCache;
  build: ServerBuild | (() => Promise<ServerBuild>);
  database: Database;
  /** The site's public origin: the rendered page never depends on the request's Host. */
  publicUrl: string;
  /** React Router's load context for a request, rendered with the given nonce. */
  loadContext(req: ExpressRequest, res: ExpressResponse, nonce: string): RouterContextProvider;
  logger: Logger;
  /** The longest a page is kept (config.pageCacheMs): NOTIFY drops it sooner. */
  ttlMs: number;
  now?: () => number;
};

export function pageCacheHandler({
  cache,
  build,
  database,
  publicUrl,
  loadContext,
  logger,
  ttlMs,
  now = Date.now,
}: PageCacheOptions): RequestHandler {
  const render = createRequestHandler(build, "production");
  // Hex: nothing in the page's escaping (HTML attributes, script JSON) changes it.
  const placeholder = randomBytes(24).toString("hex");
  const rendering = new Map<string, Promise<Rendered>>();
  return async (req, res, next) => {
    // Every other request (the API, staff pages, the wizard) passes at the cost of one lookup.
    if (req.method !== "GET" || !mayBeCached(req.originalUrl)) return next();
    // Joined, not resolved: "//elsewhere/" stays a path of ours (React Router's 404), never "/".
    const request = new Request(`${publicUrl}${req.originalUrl}`, {
      headers: headersOf(req),
    });
    const started = now();
    const key = pageCacheKey(request, motelDate(new Date(started)));
    if (key === undefined) return next();
    const hit = cache.get(key, started);
    if (hit) return send(req, res, hit, "hit");
    // Requests for a page being rendered wait for that render (after a change, under load, one
    // render, not one per visitor), but only for one begun since the last change.
    const flight = `${cache.generation()} ${key}`;
    let rendered = rendering.get(flight);
    const first = rendered === undefined;
    if (!rendered) {
      rendered = renderPage(request, key, started, req, res).finally(() =>
        rendering.delete(flight),
      );
      rendering.set(flight, rendered);
    }
    try {
      const result = await rendered;
      if ("page" in result) return send(req, res, result.page, first ? result.state : "shared");
      // Not the same for everyone (a redirect, an error): the others render their own.
      if (!first) return next();
      res.status(result.status);
      for (const [name, value] of result.headers) res.append(name, value);
      res.set("X-Page-Cache", "bypass");
      res.send(result.html.replaceAll(placeholder, (res.locals as { nonce: string }).nonce));
    } catch (error) {
      if (first) logger.error({ err: error }, "page cache render failed");
      next(error);
    }
  };

  async function renderPage(
    request: Request,
    key: string,
    started: number,
    req: ExpressRequest,
    res: ExpressResponse,
  ): Promise<Rendered> {
    const generation = cache.generation();
    // Read before the render: a hold that lapses after it frees a room the page counted.
    const holdEnds = await nextHoldExpiry(database.db, new Date(started));
    const response = await render(request, loadContext(req, res, placeholder));
    const html = await response.text();
    const headers = [...response.headers].filter(([name]) => !PER_RESPONSE.has(name));
    if (response.status !== 200 || response.headers.has("Set-Cookie")) {
      return { status: response.status, headers, html };
    }
    const page = await cachedPage(html, headers, placeholder);
    const kept = cache.store(key, page, generation, keptUntil(started, ttlMs, holdEnds));
    return { page, state: kept ? "miss" : "bypass" };
  }
}

type Rendered =
  | { page: CachedPage; state: "miss" | "bypass" }
  | { status: number; headers: [string, string][]; html: string };

/** A page is kept for the TTL, or until the first running hold lapses if that is sooner. */
export function keptUntil(started: number, ttlMs: number, holdEnds: Date | undefined): number {
  return Math.min(started + ttlMs, holdEnds?.getTime() ?? Infinity);
}

/** Our inline scripts' hashes, and the page compressed once in each encoding browsers ask for. */
async function cachedPage(
  html: string,
  headers: [string, string][],
  nonce: string,
): Promise<CachedPage> {
  // The nonce leaves no trace in what is sent: whoever read it could mark a script of theirs with
  // it, and the next render would hash that script too. (A plain replace: a script's text comes
  // out of it exactly as it does inside the whole page.)
  const withoutNonce = (text: string) =>
    text.replaceAll(` nonce="${nonce}"`, "").replaceAll(nonce, "");
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => attributes!.includes(`nonce="${nonce}"`))
    .map(([, , body]) => withoutNonce(body!))
    .map((body) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  const identity = Buffer.from(withoutNonce(html));
  const [br, gz] = await Promise.all([
    // Quality 5: nearly the size of 11 at a hundredth of the time (docs/performance.md).
    brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip(identity),
  ]);
  return {
    status: 200,
    headers,
    scriptSources: [...new Set(scripts)].join(" "),
    bodies: { identity, br, gzip: gz },
  };
}

function headersOf(req: ExpressRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

function send(
  req: ExpressRequest,
  res: ExpressResponse,
  page: CachedPage,
  state: "hit" | "miss" | "bypass" | "shared",
): void {
  res.status(page.status);
  for (const [name, value] of page.headers) res.append(name, value);
  // The nonce helmet put in the policy is for no script of this page: its scripts' hashes are.
  const nonce = `'nonce-${(res.locals as { nonce: string }).nonce}'`;
  const policy = String(res.getHeader("Content-Security-Policy") ?? "");
  res.set("Content-Security-Policy", policy.replace(nonce, page.scriptSources));
  const encoding = req.acceptsEncodings("br", "gzip", "identity");
  const chosen = encoding === "br" || encoding === "gzip" ? encoding : "identity";
  res.vary("Accept-Encoding");
  // Already compressed: the compression middleware leaves an encoded body alone.
  if (chosen !== "identity") res.set("Content-Encoding", chosen);
  // Whether this answer came from memory: for tests and for whoever reads the logs.
  res.set("X-Page-Cache", state);
  res.end(page.bodies[chosen]);
}
