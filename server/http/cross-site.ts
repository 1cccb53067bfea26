// Cross-site request forgery guard: a browser request that changes something must come from our
// own pages. Browsers say where a request comes from (Sec-Fetch-Site, Origin); requests made by
// servers and scripts carry neither and are judged by the routes themselves.
import type { RequestHandler } from "express";

export const CROSS_SITE_MESSAGE =
  "Requests from other websites are not accepted. Please use the form on our website.";

/**
 * True when a browser sent the request from another website: it says cross-site, or its Origin
 * is neither the host the browser talked to (the Host header) nor PUBLIC_URL (behind a proxy
 * that rewrites the host).
 */
export function isCrossSite(
  headers: { origin?: string; secFetchSite?: string; host?: string },
  publicUrl: string,
): boolean {
  if (headers.secFetchSite === "cross-site") return true;
  if (headers.origin === undefined) return false;
  try {
    const origin = new URL(headers.origin);
    return origin.host !== headers.host && origin.origin !== new URL(publicUrl).origin;
  } catch {
    return true; // "null" (sandboxed or privacy-sensitive contexts) or garbage: not ours
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** RFC 8058 one-click unsubscribe is posted by mail providers, on behalf of the recipient. */
const OPEN_PATHS = new Set(["/unsubscribe"]);

/** Answers 403 to a cross-site write (POST and the like) on any route but OPEN_PATHS. */
export function refuseCrossSiteWrites(publicUrl: string): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method) || OPEN_PATHS.has(req.path)) return next();
    const crossSite = isCrossSite(
      { origin: req.get("origin"), secFetchSite: req.get("sec-fetch-site"), host: req.get("host") },
      publicUrl,
    );
    if (!crossSite) return next();
    res.status(403).set("Cache-Control", "no-store");
    if (req.path.startsWith("/api/")) res.json({ error: CROSS_SITE_MESSAGE });
    else res.type("text/plain").send(CROSS_SITE_MESSAGE);
  };
}
