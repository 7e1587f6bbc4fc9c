import { createHash } from "node:crypto";

// The sandbox's shared pieces: its seed, the name it sends as, and a deterministic stream of numbers.

/** The seed every install's sandbox uses: the same fixtures on every machine for the same day. */
export const SANDBOX_SEED = "laro-sandbox-feed";
/** Who the feed log and the fights name as having sent the sandbox's messages. */
export const ACTOR = "sandbox";
export const SOURCE = { kind: "sandbox", actor: ACTOR } as const;
/** The bookmaker's margin over the fair probabilities of a market. */
export const MARGIN = 0.05;
export const MINUTE = 60_000;

// ---- a deterministic source ---------------------------------------------------------------------------------

/** Numbers in [0, 1) from SHA-256 of the parts and a block counter: the same parts always give the same stream. */
export function stream(...parts: string[]): () => number {
  const key = parts.join("\u0000");
  let block = 0;
  let bytes = Buffer.alloc(0);
  let at = 0;
  return () => {
    if (at + 4 > bytes.length) {
      bytes = createHash("sha256").update(`${key}\u0000${block++}`).digest();
      at = 0;
    }
    const value = bytes.readUInt32BE(at);
    at += 4;
    return value / 2 ** 32;
  };
}

/** A standard normal draw (Box–Muller). */
export const normal = (rand: () => number) => Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());

export function shuffled<T>(rand: () => number, list: readonly T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
