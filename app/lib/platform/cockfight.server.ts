// The cockfight arena's calls (contract/events.ts, docs/platform-calls.md "Event betting"): the arena (the current
// fight with its pool and payouts, the recent fights, and with a real member's token that member's bets on the
// fight), a bet on a side, and the member's bets. The pool moves with every bet, so nothing here is in the
// site-version cache (like the lottery's calls, ADR 0055).
import type { Page } from "~contract/answers/common";
import type { ArenaView, FightBet } from "~contract/answers/events";
import type { FightBetRequest } from "~contract/events";
import { cockfightEndpoints as api } from "~contract/routes/cockfight";
import type { PlatformTransport } from "./transport.server";

export const cockfightCalls = {
  /** The arena as anyone sees it; with a member's token, also that member's bets on the current fight. */
  cockfightArena(this: PlatformTransport, token: string | null): Promise<ArenaView> {
    return this.call(api.cockfightArena, { token: token ?? undefined });
  },

  /** A bet on Meron, Wala or Draw; a resend with the same requestKey answers the bet it made. */
  placeFightBet(this: PlatformTransport, token: string, body: FightBetRequest): Promise<FightBet> {
    return this.call(api.placeFightBet, { body, token });
  },

  /** The member's bets, newest first (settled ones with what they returned), or (betId) the one a betting record's round links to. */
  fightBets(
    this: PlatformTransport,
    token: string,
    query: { pageNo: number; pageSize: number; betId?: string },
  ): Promise<Page<FightBet>> {
    return this.call(api.fightBets, { query, token });
  },
};

export type CockfightCalls = typeof cockfightCalls;
