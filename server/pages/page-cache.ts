// What is the same for every visitor until the site's data changes (issue 20,
// docs/decisions/021-page-cache.md): rendered public pages, and the quote's prices and rooms left.
// Entries are dropped all at once when the data changes (clear(), called on the database's
// NOTIFY), when they expire (a hold that lapses frees a room without any write), and the least
// recently used go first when the cache is full.
export type CachedPage = {
  status: number;
  headers: [string, string][];
  /** The CSP sources that allow the page's own inline scripts ('sha256-…' each). */
  scriptSources: string;
  /** The HTML, and compressed once for each encoding. */
  bodies: { identity: Buffer; br: Buffer; gzip: Buffer };
};

export type ChangeCache<T> = {
  get(key: string, now: number): T | undefined;
  /** The generation a read starts in: store() refuses its value if the data changed since. */
  generation(): number;
  store(key: string, value: T, generation: number, expiresAt: number): boolean;
  clear(): void;
  size(): number;
};
export type PageCache = ChangeCache<CachedPage>;

export function createChangeCache<T>(maxEntries: number): ChangeCache<T> {
  // A Map keeps insertion order: re-inserting on a hit makes it least-recently-used first.
  const entries = new Map<string, { value: T; expiresAt: number }>();
  let generation = 0;
  return {
    get(key, now) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.expiresAt <= now) return undefined;
      entries.set(key, entry);
      return entry.value;
    },
    generation: () => generation,
    store(key, value, startedIn, expiresAt) {
      // A read of the data before a change that finished after its NOTIFY is stale.
      if (startedIn !== generation) return false;
      entries.delete(key);
      entries.set(key, { value, expiresAt });
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
