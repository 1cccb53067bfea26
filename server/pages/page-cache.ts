// The rendered HTML of public pages, the same for every visitor who sends the same key (issue 20,
// docs/decisions/021-page-cache.md). Entries are dropped all at once when the site's data changes
// (clear(), called on the database's NOTIFY), when they expire (a hold that lapses frees a room
// without any write), and the oldest go first when the cache is full.
export type CachedPage = {
  status: number;
  headers: [string, string][];
  /** The CSP sources that allow the page's own inline scripts ('sha256-…' each). */
  scriptSources: string;
  /** The HTML, and compressed once for each encoding. */
  bodies: { identity: Buffer; br: Buffer; gzip: Buffer };
};

export type PageCache = {
  get(key: string, now: number): CachedPage | undefined;
  /** The generation a render starts in: store() refuses its page if the data changed since. */
  generation(): number;
  store(key: string, page: CachedPage, generation: number, expiresAt: number): boolean;
  clear(): void;
  size(): number;
};

export function createPageCache(maxEntries: number): PageCache {
  // A Map keeps insertion order: re-inserting on a hit makes it least-recently-used first.
  const entries = new Map<string, { page: CachedPage; expiresAt: number }>();
  let generation = 0;
  return {
    get(key, now) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.expiresAt <= now) return undefined;
      entries.set(key, entry);
      return entry.page;
    },
    generation: () => generation,
    store(key, page, startedIn, expiresAt) {
      // A render that read the data before a change but finished after its NOTIFY is stale.
      if (startedIn !== generation) return false;
      entries.delete(key);
      entries.set(key, { page, expiresAt });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return true;
    },
    clear() {
      generation += 1;
      entries.clear();
    },
    size: () => entries.size,
  };
}
