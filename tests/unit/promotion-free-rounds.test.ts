import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { PlatformError } from "~/lib/platform/client.server";
import { promotionFailure } from "~/lib/promotions/actions.server";
import { freeRoundSchema } from "~/lib/promotions/forms";
import { newestRounds, shortHash, slotShown } from "~/lib/promotions/freeRounds";
import type { FreeRounds } from "~contract/answers/promotions";

const rounds = (played: number, id = 7): FreeRounds => ({
  id,
  promotionId: "free-spins",
  game: "slot",
  stake: "100000",
  rounds: 10,
  played,
  won: "0",
  state: "playing",
  expiresAt: "2026-12-01T00:00:00Z",
  bonusId: null,
  spins: [],
});

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return data;
};

describe("free rounds on the promotion's page (ADR 0047)", () => {
  it("reads the slot's window and line wins, and nothing else", () => {
    const result = {
      stops: [0, 1, 2, 3, 4],
      window: [
        ["cherry", "cherry", "cherry", "bar", "lemon"],
        ["lemon", "bell", "wild", "seven", "bar"],
        ["bell", "bar", "lemon", "cherry", "seven"],
      ],
      wins: [{ line: 1, symbol: "cherry", count: 3, multiplier: 2 }],
    };
    expect(slotShown("slot", result)?.window[0]).toEqual(["cherry", "cherry", "cherry", "bar", "lemon"]);
    expect(slotShown("slot", result)?.wins).toHaveLength(1);
    expect(slotShown("dice", result)).toBeNull();
    expect(slotShown("slot", { reels: "?" })).toBeNull();
    expect(slotShown("slot", null)).toBeNull();
  });

  it("shows the newer of the page's rounds and the last spin's answer", () => {
    expect(newestRounds(rounds(3), undefined)?.played).toBe(3);
    expect(newestRounds(rounds(3), rounds(4))?.played).toBe(4);
    // The page reloaded after the spin: its view is as new and wins the tie.
    const page = rounds(4);
    expect(newestRounds(page, rounds(4))).toBe(page);
    expect(newestRounds(null, rounds(1))?.played).toBe(1);
    // Another set (claimed again): the page's.
    expect(newestRounds(rounds(0, 8), rounds(9, 7))?.id).toBe(8);
  });

  it("shortens a seed hash for a phone's row", () => {
    const hash = "a".repeat(10) + "b".repeat(44) + "c".repeat(10);
    expect(shortHash(hash)).toBe("aaaaaa…cccccc");
    expect(shortHash("abc")).toBe("abc");
  });

  it("the spin form names the next round; a missing or broken one is an out-of-date page", () => {
    const ok = parseWithZod(form({ promotionId: "free-spins", round: "4" }), { schema: freeRoundSchema });
    expect(ok.status === "success" && ok.value).toEqual({ promotionId: "free-spins", round: 4 });
    for (const round of ["", "0", "1.5", "x", "101"]) {
      const broken = parseWithZod(form({ promotionId: "free-spins", round }), { schema: freeRoundSchema });
      expect(broken.status, round).toBe("error");
      expect(broken.status === "error" && broken.error?.round).toEqual(["promotions:error.STATE_CONFLICT"]);
    }
  });

  it("says a lucky draw's refusals in the member's words, with the figures", () => {
    const needed = promotionFailure(
      new PlatformError("NOT_ENOUGH_PLAY", "not enough play", 400, { needed: "1000000", have: "250000" }),
    );
    expect(needed.formErrors).toEqual(['promotions:error.NOT_ENOUGH_PLAY::{"needed":"10,000.00","have":"2,500.00"}']);
    expect(promotionFailure(new PlatformError("NOT_ENOUGH_PLAY", "not enough play", 400)).formErrors).toEqual([
      "promotions:reason.NOT_ENOUGH_PLAY",
    ]);
    for (const code of ["DRAW_CLOSED", "NO_FREE_ROUNDS", "FREE_ROUNDS_EXPIRED"])
      expect(promotionFailure(new PlatformError(code, code, 409)).formErrors).toEqual([`promotions:error.${code}`]);
  });
});
