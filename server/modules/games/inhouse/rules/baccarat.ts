import { z } from "zod";
import { cards, type Seeds } from "../../fair/outcomes.js";
import type { GameRules } from "./types.js";

// Punto banco from an infinite deck, as Stake deals it: six card indices from the round's floats
// (floor(f × 52), ♦2 ♥2 ♠2 ♣2 ♦3 … ♣A), dealt player, banker, player, banker, then the player's third
// card if drawn, then the banker's; cards not needed are not shown. The standard tableau decides the
// third cards. Pays: player 1:1, banker 0.95:1, tie 8:1; a tie returns player and banker bets.
//
// RTP, exact for the infinite deck (`exactOdds` enumerates the 10^6 sequences of six card values, a
// value 0 with probability 4/13 and 1…9 with 1/13 each, denominator 13^6 = 4,826,809):
//   banker wins 2,212,744 / 4,826,809 = 0.458428…, player 2,153,464 (0.446147…), tie 460,601 (0.095426…)
//   player side  RTP 4,767,529 / 4,826,809    = 0.987719  (documented 0.9877), sd of the multiplier 0.9510
//   banker side  RTP 95,509,036 / 96,536,180  = 0.989360  (documented 0.9894), sd 0.9272
//   tie side     RTP 4,145,409 / 4,826,809    = 0.858830  (documented 0.8588), sd 2.6442
// The often-quoted 0.458597 / 0.446247 / 0.095156 are the 8-deck shoe's; the same tableau reproduces
// them when dealt without replacement (see the test), and the infinite deck ties a little more often.
// `rtp` is the player side's, the even-money bet the lobby quotes; every side's is in RTP_BY_SIDE.

export const SIDES = ["player", "banker", "tie"] as const;
export type Side = (typeof SIDES)[number];

const RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"] as const;
const SUITS = ["diamonds", "hearts", "spades", "clubs"] as const;
export type Card = { index: number; rank: (typeof RANKS)[number]; suit: (typeof SUITS)[number] };

export const card = (index: number): Card => ({ index, rank: RANKS[Math.floor(index / 4)], suit: SUITS[index % 4] });

/** Baccarat value: A = 1, 2–9 at face, 10 and the court cards 0. */
export function cardValue(index: number): number {
  const rank = Math.floor(index / 4); // 0 is a two … 12 an ace
  if (rank === 12) return 1;
  return rank <= 7 ? rank + 2 : 0;
}

export type Hand = { cards: Card[]; total: number; natural: boolean };
export type BaccaratResult = { player: Hand; banker: Hand; winner: Side };

const total = (values: readonly number[]): number => values.reduce((sum, value) => sum + value, 0) % 10;

/** Does the banker draw, on `banker` with two cards, given the player's third card value (null: stood)? */
export function bankerDraws(banker: number, playerThird: number | null): boolean {
  if (playerThird === null) return banker <= 5;
  if (banker <= 2) return true;
  if (banker === 3) return playerThird !== 8;
  if (banker === 4) return playerThird >= 2 && playerThird <= 7;
  if (banker === 5) return playerThird >= 4 && playerThird <= 7;
  if (banker === 6) return playerThird === 6 || playerThird === 7;
  return false;
}

/**
 * Deals from the given card values in order, the tableau deciding the third cards; returns which
 * positions went to the player and which to the banker. Shared by the game and the exact odds.
 */
function dealValues(values: readonly number[]): { player: number[]; banker: number[] } {
  const player = [0, 2];
  const banker = [1, 3];
  const of = (positions: number[]) => total(positions.map((p) => values[p]));
  const natural = of(player) >= 8 || of(banker) >= 8;
  if (natural) return { player, banker };
  let next = 4;
  let playerThird: number | null = null;
  if (of(player) <= 5) {
    playerThird = values[next];
    player.push(next++);
  }
  if (bankerDraws(of(banker), playerThird)) banker.push(next);
  return { player, banker };
}

/** The coup dealt from these card indices (at least as many as needed: six always suffice). */
export function deal(indices: readonly number[]): BaccaratResult {
  const values = indices.map(cardValue);
  const dealt = dealValues(values);
  const hand = (positions: number[]): Hand => {
    const handTotal = total(positions.map((p) => values[p]));
    return {
      cards: positions.map((p) => card(indices[p])),
      total: handTotal,
      natural: positions.length === 2 && handTotal >= 8,
    };
  };
  const player = hand(dealt.player);
  const banker = hand(dealt.banker);
  const winner = player.total > banker.total ? "player" : banker.total > player.total ? "banker" : "tie";
  return { player, banker, winner };
}

/** What a side pays, as a multiplier of its stake, when `winner` wins the coup. */
export function sideMultiplier(side: Side, winner: Side): number {
  if (winner === "tie") return side === "tie" ? 9 : 1;
  if (side !== winner) return 0;
  return side === "player" ? 2 : 1.95;
}

/**
 * The exact odds of the infinite deck: every sequence of six values, weighted by its chance in 13ths (4
 * for a 0, 1 for 1–9); values a coup does not use only sum their weights to 1.
 */
export function exactOdds(): { denominator: number; wins: Record<Side, number> } {
  const weights = [4, 1, 1, 1, 1, 1, 1, 1, 1, 1];
  const wins: Record<Side, number> = { player: 0, banker: 0, tie: 0 };
  const values = [0, 0, 0, 0, 0, 0];
  for (let code = 0; code < 1_000_000; code++) {
    let weight = 1;
    for (let i = 0, rest = code; i < 6; i++, rest = Math.floor(rest / 10)) {
      values[i] = rest % 10;
      weight *= weights[rest % 10];
    }
    const { player, banker } = dealValues(values);
    const p = total(player.map((i) => values[i]));
    const b = total(banker.map((i) => values[i]));
    wins[p > b ? "player" : b > p ? "banker" : "tie"] += weight;
  }
  return { denominator: 13 ** 6, wins };
}

/** The documented RTP of each side, 4 decimals (see the exact values above). */
export const RTP_BY_SIDE: Record<Side, number> = { player: 0.9877, banker: 0.9894, tie: 0.8588 };

const baccaratBet = z.object({ side: z.enum(SIDES) });
export type BaccaratBet = z.infer<typeof baccaratBet>;

export const baccarat: GameRules<BaccaratBet, BaccaratResult> = {
  code: "baccarat",
  bet: baccaratBet,
  play(seeds: Seeds, bet: BaccaratBet) {
    const result = deal(cards(seeds, 6));
    return { result, multiplier: sideMultiplier(bet.side, result.winner) };
  },
  rtp: RTP_BY_SIDE.player,
  minStake: 1_000n,
  maxStake: 5_000_000_000n,
  maxMultiplier: 9,
};
