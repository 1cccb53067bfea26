// Built scripts and stylesheets as the build compressed them (scripts/precompress.ts): Brotli at
// its highest quality for browsers that take it, gzip for the rest, before the compression
// middleware would compress them again for every response. Only names the build wrote are
// served (listed once at start), so a request's path never reaches the file system.
import { readdirSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";

/** The built files that have a compressed twin, by name, and the encodings written for them. */
function compressedTwins(dir: string): Map<string, Set<"br" | "gzip">> {
  const twins = new Map<string, Set<"br" | "gzip">>();
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return twins; // no build yet (development)
  }
  for (const name of names) {
    const match = /^(.+)\.(br|gz)$/.exec(name);
    if (!match) continue;
    const encodings = twins.get(match[1]!) ?? new Set();
    encodings.add(match[2] === "br" ? "br" : "gzip");
    twins.set(match[1]!, encodings);
  }
  return twins;
}

/**
 * Serves `/<name>` from `dir` as `<name>.br` or `<name>.gz` when the build wrote it and the browser
 * accepts it; anything else goes on (to the static files and the compression middleware).
 */
export function precompressedFiles(dir: string, maxAgeMs: number): RequestHandler {
  const twins = compressedTwins(dir);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = req.path.slice(1);
    const encodings = twins.get(name);
    if (!encodings) return next();
    res.vary("Accept-Encoding");
    // Brotli whenever it is accepted: browsers list gzip first, with the same weight.
    const chosen = (["br", "gzip"] as const).find(
      (encoding) => encodings.has(encoding) && req.acceptsEncodings(encoding) === encoding,
    );
    if (!chosen) return next();
    res.set("Content-Encoding", chosen);
    res.type(path.extname(name));
    res.sendFile(`${name}.${chosen === "br" ? "br" : "gz"}`, {
      root: dir,
      maxAge: maxAgeMs,
      immutable: true,
      dotfiles: "deny",
    });
  };
}
