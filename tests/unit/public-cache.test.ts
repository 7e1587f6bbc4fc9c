import { afterEach, describe, expect, it, vi } from "vitest";
import { PublicCache } from "~/lib/platform/public-cache.server";

// The web tier's cache of public answers (ADR 0025): per site version, fresh then stale-while-revalidate,
// one platform call for concurrent misses, failures never kept.
describe("PublicCache", () => {
  afterEach(() => vi.useRealTimers());

  it("asks the platform once for concurrent readers and serves the answer while fresh", async () => {
    const cache = new PublicCache(1_000, 5_000);
    const load = vi.fn(async () => "banners v1");
    const [a, b] = [cache.get("k", 1, load), cache.get("k", 1, load)];
    expect([a.hit, b.hit]).toEqual([false, true]);
    expect(await a.value).toBe("banners v1");
    expect(await cache.get("k", 1, load).value).toBe("banners v1");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("a new site version is a miss at once: an operator change is never hidden by the cache", async () => {
    const cache = new PublicCache(60_000, 60_000);
    await cache.get("status", 1, async () => "open").value;
    const after = cache.get("status", 2, async () => "maintenance");
    expect(after.hit).toBe(false);
    expect(await after.value).toBe("maintenance");
  });

  it("serves the stale answer while one background call refreshes it, then the new one", async () => {
    vi.useFakeTimers();
    const cache = new PublicCache(1_000, 10_000);
    await cache.get("k", 1, async () => "old").value;
    vi.advanceTimersByTime(2_000);
    let release!: (value: string) => void;
    const load = vi.fn<(background: boolean) => Promise<string>>(
      () => new Promise<string>((resolve) => (release = resolve)),
    );
    expect(await cache.get("k", 1, load).value).toBe("old");
    expect(await cache.get("k", 1, load).value).toBe("old");
    expect(load).toHaveBeenCalledTimes(1);
    // Told it is a background call, so the asking request does not count it as one of its round trips.
    expect(load).toHaveBeenCalledWith(true);
    release("new");
    await Promise.resolve();
    await Promise.resolve();
    expect(await cache.get("k", 1, async () => "unused").value).toBe("new");
  });

  it("past the stale limit the reader waits for a fresh answer", async () => {
    vi.useFakeTimers();
    const cache = new PublicCache(1_000, 5_000);
    await cache.get("k", 1, async () => "old").value;
    vi.advanceTimersByTime(6_000);
    const answer = cache.get("k", 1, async () => "new");
    expect(answer.hit).toBe(false);
    expect(await answer.value).toBe("new");
  });

  it("keeps no failure: the next reader asks again", async () => {
    const cache = new PublicCache();
    await expect(cache.get("k", 1, async () => Promise.reject(new Error("down"))).value).rejects.toThrow("down");
    await Promise.resolve();
    const again = cache.get("k", 1, async () => "up");
    expect(again.hit).toBe(false);
    expect(await again.value).toBe("up");
  });

  it("holds at most its limit of entries, dropping the oldest", async () => {
    const cache = new PublicCache(60_000, 60_000, 2);
    for (const key of ["a", "b", "c"]) await cache.get(key, 1, async () => key).value;
    expect(cache.get("a", 1, async () => "a again").hit).toBe(false);
    expect(cache.get("c", 1, async () => "c again").hit).toBe(true);
  });
});
