// A seeded generator for property tests and random walks: the same seed gives the same steps.

/** mulberry32: small, fast and the same sequence for the same seed, so a failure can be replayed. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: T[]): T => items[int(0, items.length - 1)]!;
  const sample = <T>(items: T[], k: number): T[] => {
    const pool = [...items];
    return Array.from({ length: k }, () => pool.splice(int(0, pool.length - 1), 1)[0]!);
  };
  return { next, int, pick, sample };
}
