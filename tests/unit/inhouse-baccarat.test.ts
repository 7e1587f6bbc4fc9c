import { describe, expect, it } from "vitest";
import { cards } from "../../server/modules/games/fair/outcomes.js";
import {
  RTP_BY_SIDE,
  SIDES,
  baccarat,
  bankerDraws,
  card,
  cardValue,
  deal,
  exactOdds,
  sideMultiplier,
  type Side,
} from "../../server/modules/games/inhouse/rules/baccarat.js";
import { RTP_CASES, SUITE_ROUNDS, simulateRtp } from "../support/rtp.js";

const seeds = (nonce: number) => ({ serverSeed: "server seed", clientSeed: "client seed", nonce });

// A card index of the wanted baccarat value: ♦10 for 0, ♦A for 1, ♦2 … ♦9 for 2 … 9.
const of = (value: number): number => (value === 0 ? 32 : value === 1 ? 48 : (value - 2) * 4);
const dealValues = (...values: number[]) => deal(values.map(of));
const values = (hand: { cards: { index: number }[] }) => hand.cards.map((c) => cardValue(c.index));

// Each side's standard deviation of the multiplier, from the exact odds (checked below); the simulation
// (tests/support/rtp.ts, which takes them from there) must land within 4 standard errors of the documented RTP.
const SD: Record<Side, number> = { player: 0.951, banker: 0.9272, tie: 2.6442 };

describe("baccarat", () => {
  it("maps Stake's card indices: ♦2 ♥2 ♠2 ♣2 ♦3 … ♣A, A = 1, 10 and court cards 0", () => {
    expect(card(0)).toEqual({ index: 0, rank: "2", suit: "diamonds" });
    expect(card(3)).toEqual({ index: 3, rank: "2", suit: "clubs" });
    expect(card(33)).toEqual({ index: 33, rank: "10", suit: "hearts" });
    expect(card(51)).toEqual({ index: 51, rank: "A", suit: "clubs" });
    const byRank = Array.from({ length: 13 }, (_, rank) => cardValue(rank * 4 + 2));
    expect(byRank).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 0, 0, 0, 0, 1]);
  });

  it("plays the fixed seeds to the same coups, dealt player, banker, player, banker, then third cards", () => {
    // nonce 1: cards 38 33 13 47 29 45: player J♠ 5♥ = 5 draws 9♥ → 4; banker 10♥ K♣ = 0 draws K♥ → 0.
    // nonce 2: cards 28 32 9 4 3 23: player 9♦ 4♥ = 3 draws 2♣ → 5; banker 10♦ 3♦ = 3 draws on a 2, 7♣ → 0.
    // nonce 3: cards 12 45 23 22 42: player 5♦ 7♣ = 2 draws Q♠ → 2; banker K♥ 7♠ = 7 stands.
    const expected = [
      { player: [38, 13, 29], banker: [33, 47, 45], totals: [4, 0], winner: "player" },
      { player: [28, 9, 3], banker: [32, 4, 23], totals: [5, 0], winner: "player" },
      { player: [12, 23, 42], banker: [45, 22], totals: [2, 7], winner: "banker" },
    ];
    expected.forEach((coup, i) => {
      const drawn = cards(seeds(i + 1), 6);
      const { result } = baccarat.play(seeds(i + 1), { side: "player" });
      expect(result.player.cards.map((c) => c.index)).toEqual(coup.player);
      expect(result.banker.cards.map((c) => c.index)).toEqual(coup.banker);
      expect([result.player.total, result.banker.total]).toEqual(coup.totals);
      expect(result.winner).toBe(coup.winner);
      expect([result.player.natural, result.banker.natural]).toEqual([false, false]);
      // The first four cards alternate; the third cards follow in order.
      expect([coup.player[0], coup.banker[0], coup.player[1], coup.banker[1]]).toEqual(drawn.slice(0, 4));
      expect([...coup.player.slice(2), ...coup.banker.slice(2)]).toEqual(
        drawn.slice(4, 4 + coup.player.length + coup.banker.length - 4),
      );
    });
    expect(baccarat.play(seeds(1), { side: "player" }).multiplier).toBe(2);
    expect(baccarat.play(seeds(1), { side: "banker" }).multiplier).toBe(0);
    expect(baccarat.play(seeds(3), { side: "banker" }).multiplier).toBe(1.95);
    expect(baccarat.play(seeds(3), { side: "tie" }).multiplier).toBe(0);
  });

  it("a natural 8 or 9 on either side ends the coup on two cards", () => {
    const playerNatural = dealValues(5, 0, 3, 0, 9, 9); // player 8, banker 0
    expect(values(playerNatural.player)).toEqual([5, 3]);
    expect(values(playerNatural.banker)).toEqual([0, 0]);
    expect(playerNatural.player.natural).toBe(true);
    expect(playerNatural.winner).toBe("player");
    const bankerNatural = dealValues(0, 4, 0, 5, 9, 9); // player 0, banker 9
    expect(bankerNatural.player.cards).toHaveLength(2);
    expect(bankerNatural.banker.natural).toBe(true);
    expect(bankerNatural.winner).toBe("banker");
    const both = dealValues(4, 3, 4, 5, 9, 9); // 8 against 8
    expect([both.player.natural, both.banker.natural, both.winner]).toEqual([true, true, "tie"]);
  });

  it("the player draws on 0–5 and stands on 6–7; a banker facing a standing player draws on 0–5", () => {
    const stands = dealValues(6, 2, 0, 3, 4, 9); // player 6 stands, banker 5 draws the 5th card
    expect(values(stands.player)).toEqual([6, 0]);
    expect(values(stands.banker)).toEqual([2, 3, 4]);
    expect(stands.banker.total).toBe(9);
    expect(dealValues(7, 3, 0, 3, 4, 9).banker.cards).toHaveLength(2); // player 7, banker 6 stands
    const draws = dealValues(2, 1, 3, 6, 9, 4); // player 5 draws the 5th; banker 7 stands
    expect(values(draws.player)).toEqual([2, 3, 9]);
    expect(values(draws.banker)).toEqual([1, 6]);
    expect(draws.player.natural).toBe(false);
  });

  it("the banker's draw follows the tableau on the player's third card", () => {
    // Rows: banker total 3…6; columns: the player's third card 0…9. D draws, S stands.
    const tableau: Record<number, string> = { 3: "DDDDDDDDSD", 4: "SSDDDDDDSS", 5: "SSSSDDDDSS", 6: "SSSSSSDDSS" };
    for (let banker = 0; banker <= 7; banker++) {
      for (let third = 0; third <= 9; third++) {
        const expected = banker <= 2 ? true : banker === 7 ? false : tableau[banker]![third] === "D";
        expect(bankerDraws(banker, third), `banker ${banker}, third ${third}`).toBe(expected);
      }
      expect(bankerDraws(banker, null)).toBe(banker <= 5);
    }
    // Through a deal: player 0 draws an 8, banker 3 stands; with a 9 instead the banker draws the 6th card.
    expect(dealValues(0, 1, 0, 2, 8, 5).banker.cards).toHaveLength(2);
    expect(values(dealValues(0, 1, 0, 2, 9, 5).banker)).toEqual([1, 2, 5]);
    // Banker 6 draws only on a 6 or 7.
    expect(dealValues(1, 3, 2, 3, 6, 0).banker.cards).toHaveLength(3);
    expect(dealValues(1, 3, 2, 3, 5, 0).banker.cards).toHaveLength(2);
  });

  it("pays player 1:1, banker 0.95:1, tie 8:1, and returns player and banker bets on a tie", () => {
    const table = SIDES.map((side) => SIDES.map((winner) => sideMultiplier(side, winner)));
    expect(table).toEqual([
      [2, 0, 1],
      [0, 1.95, 1],
      [0, 0, 9],
    ]);
    expect(baccarat.bet.safeParse({ side: "banker" }).success).toBe(true);
    expect(baccarat.bet.safeParse({ side: "dragon" }).success).toBe(false);
    expect(baccarat.maxMultiplier).toBe(9);
    expect([baccarat.minStake, baccarat.maxStake]).toEqual([1_000n, 5_000_000_000n]);
  });

  it("the same tableau dealt from an 8-deck shoe gives the published odds 0.458597 / 0.446247 / 0.095156", () => {
    const wins: Record<Side, number> = { player: 0, banker: 0, tie: 0 };
    const sequence = [0, 0, 0, 0, 0, 0];
    for (let code = 0; code < 1_000_000; code++) {
      const left = [128, 32, 32, 32, 32, 32, 32, 32, 32, 32];
      let chance = 1;
      for (let i = 0, rest = code; i < 6; i++, rest = Math.floor(rest / 10)) {
        const value = rest % 10;
        sequence[i] = value;
        chance *= left[value]! / (416 - i);
        left[value]!--;
      }
      wins[dealValues(...sequence).winner] += chance;
    }
    expect(wins.banker).toBeCloseTo(0.458597, 6);
    expect(wins.player).toBeCloseTo(0.446247, 6);
    expect(wins.tie).toBeCloseTo(0.095156, 6);
  }, 60_000);

  it("the exact infinite-deck odds give the documented RTP of each side", () => {
    const { denominator, wins } = exactOdds();
    expect(denominator).toBe(4_826_809);
    expect(wins).toEqual({ player: 2_153_464, banker: 2_212_744, tie: 460_601 });
    for (const side of SIDES) {
      const mean = SIDES.reduce((sum, winner) => sum + wins[winner] * sideMultiplier(side, winner), 0) / denominator;
      const square =
        SIDES.reduce((sum, winner) => sum + wins[winner] * sideMultiplier(side, winner) ** 2, 0) / denominator;
      expect(Math.round(mean * 10_000) / 10_000).toBe(RTP_BY_SIDE[side]);
      expect(Math.sqrt(square - mean ** 2)).toBeCloseTo(SD[side], 4);
    }
    expect(RTP_BY_SIDE).toEqual({ player: 0.9877, banker: 0.9894, tie: 0.8588 });
    expect(baccarat.rtp).toBe(RTP_BY_SIDE.player);
  });

  it(`a simulation of ${SUITE_ROUNDS.toLocaleString("en")} coups returns each side's RTP within 4 standard errors`, async () => {
    for (const side of SIDES) {
      const c = RTP_CASES.find((x) => x.name === `baccarat, ${side}`)!;
      expect(c.sd).toBe(SD[side]);
      const figure = await simulateRtp(c, SUITE_ROUNDS);
      expect(Math.abs(figure.mean - RTP_BY_SIDE[side]), side).toBeLessThan(figure.tolerance);
    }
  });
});
