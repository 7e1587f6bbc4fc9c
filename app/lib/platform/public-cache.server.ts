// The web tier's cache of public answers (ADR 0025): what every visitor of a merchant sees alike —
// status per address, banners, notices, promotions, catalogue lanes, settings. An entry belongs to one
// site version; a new version (an operator change, seen within 2 s: site-version.server.ts) makes every
// older entry a miss. Within a version an entry is fresh for FRESH_MS, then served stale while one
// request refreshes it in the background, up to STALE_MS (time-bound content such as a promotion's end).
// Concurrent misses of one key share one platform call. Failures are never kept.

const FRESH_MS = 10_000;
const STALE_MS = 60_000;
const MAX_ENTRIES = 5_000;

type Entry = { version: number; at: number; value: Promise<unknown>; settled: boolean; refreshing: boolean };

export class PublicCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly freshMs = FRESH_MS,
    private readonly staleMs = STALE_MS,
    private readonly maxEntries = MAX_ENTRIES,
  ) {}

  /**
   * The answer for `key` at `version`, from the cache or from `load`; `hit` says which. `load(true)` is a
   * background refresh the asking request does not wait for (its caller must not count it as the request's).
   */
  get<T>(key: string, version: number, load: (background: boolean) => Promise<T>): { value: Promise<T>; hit: boolean } {
    const entry = this.entries.get(key);
    if (entry && entry.version === version) {
      const age = Date.now() - entry.at;
      if (!entry.settled || age < this.freshMs) return { value: entry.value as Promise<T>, hit: true };
      if (age < this.staleMs) {
        if (!entry.refreshing) this.refresh(key, entry, load);
        return { value: entry.value as Promise<T>, hit: true };
      }
    }
    return { value: this.fill(key, version, load(false)), hit: false };
  }

  clear(): void {
    this.entries.clear();
  }

  private fill<T>(key: string, version: number, value: Promise<T>): Promise<T> {
    const entry: Entry = { version, at: Date.now(), value, settled: false, refreshing: false };
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    value.then(
      () => {
        entry.settled = true;
        entry.at = Date.now();
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return value;
  }

  /** Stale-while-revalidate: the old answer keeps serving until the new one has arrived. */
  private refresh<T>(key: string, entry: Entry, load: (background: boolean) => Promise<T>): void {
    entry.refreshing = true;
    load(true).then(
      (value) => {
        if (this.entries.get(key) === entry) this.fill(key, entry.version, Promise.resolve(value));
      },
      () => {
        entry.refreshing = false;
      },
    );
  }
}
