import { describe, expect, it } from "vitest";
import { mayBeCached, pageCacheKey } from "./cacheable.ts";
import { createChangeCache, type CachedPage } from "./page-cache.ts";
import { keptUntil } from "./page-cache-http.ts";

const page = (text: string): CachedPage => ({
  status: 200,
  headers: [],
  scriptSources: "",
  bodies: { identity: Buffer.from(text), br: Buffer.from(""), gzip: Buffer.from("") },
});
const text = (found: CachedPage | undefined) => found?.bodies.identity.toString();

describe("the page cache", () => {
  it("serves a page until it expires", () => {
    const cache = createChangeCache<CachedPage>(10);
    expect(cache.store("/", page("home"), cache.generation(), 1_000)).toBe(true);
    expect(text(cache.get("/", 999))).toBe("home");
    expect(cache.get("/", 1_000)).toBeUndefined();
    expect(cache.size()).toBe(0);
  });

  it("drops every page on clear, and refuses a page rendered before it", () => {
    const cache = createChangeCache<CachedPage>(10);
    cache.store("/", page("home"), cache.generation(), 1_000);
    const started = cache.generation();
    cache.clear(); // a change's NOTIFY while the page was being rendered
    expect(cache.get("/", 0)).toBeUndefined();
    expect(cache.store("/gallery", page("old gallery"), started, 1_000)).toBe(false);
    expect(cache.get("/gallery", 0)).toBeUndefined();
    expect(cache.store("/gallery", page("gallery"), cache.generation(), 1_000)).toBe(true);
  });

  it("lets the least recently used page go when full", () => {
    const cache = createChangeCache<CachedPage>(2);
    cache.store("a", page("a"), 0, 1_000);
    cache.store("b", page("b"), 0, 1_000);
    cache.get("a", 0); // a is used again: b is now the oldest
    cache.store("c", page("c"), 0, 1_000);
    expect(text(cache.get("a", 0))).toBe("a");
    expect(cache.get("b", 0)).toBeUndefined();
    expect(text(cache.get("c", 0))).toBe("c");
  });

  it("keeps a page for the TTL, or until the first running hold lapses if sooner", () => {
    expect(keptUntil(1_000, 10_000, undefined)).toBe(11_000);
    expect(keptUntil(1_000, 10_000, new Date(5_000))).toBe(5_000);
    expect(keptUntil(1_000, 10_000, new Date(60_000))).toBe(11_000);
  });
});

describe("which page loads the cache answers", () => {
  const key = (path: string, headers: Record<string, string> = {}, method = "GET") =>
    pageCacheKey(new Request(`http://motel.test${path}`, { method, headers }), "2026-11-24");

  it("the public pages the same for everyone, in both languages", () => {
    for (const path of ["/", "/sw", "/accommodation", "/sw/room/deluxe", "/gallery", "/privacy"]) {
      expect(key(path), path).toBeDefined();
    }
    expect(key("/room/deluxe")).not.toBe(key("/sw/room/deluxe"));
  });

  it("not a guest's own pages, a query string, an unknown room or anything but GET", () => {
    for (const path of ["/book", "/my-booking", "/unsubscribe", "/admin", "/room/penthouse"]) {
      expect(key(path), path).toBeUndefined();
    }
    expect(key("/accommodation?guests=2")).toBeUndefined();
    expect(mayBeCached("/accommodation?guests=2")).toBe(false);
    expect(mayBeCached("//elsewhere.example/")).toBe(false);
    expect(mayBeCached("/sw/room/deluxe")).toBe(true);
    expect(key("/", {}, "POST")).toBeUndefined();
  });

  it("home apart for a browser offered Kiswahili, and never for a guest who chose it", () => {
    const kiswahili = { "Accept-Language": "sw-KE,sw;q=0.9" };
    expect(key("/", kiswahili)).not.toBe(key("/"));
    expect(key("/", { ...kiswahili, Cookie: "lang=en" })).toBe(key("/"));
    expect(key("/", { Cookie: "theme=dark; lang=sw" })).toBeUndefined();
    // Other pages never suggest: the browser's languages do not split them.
    expect(key("/gallery", kiswahili)).toBe(key("/gallery"));
  });

  it("apart for crawlers (the whole document at once) and for each day", () => {
    expect(key("/", { "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" })).not.toBe(
      key("/"),
    );
    const tomorrow = pageCacheKey(new Request("http://motel.test/"), "2026-11-25");
    expect(tomorrow).not.toBe(key("/"));
  });
});
