// The lottery's calls (contract/lottery.ts, docs/platform-calls.md "Lottery"): the lobby with the draws
// open for bets, a game's opened draws, a house draw's proof, and with a real member's token a ticket's quote and
// purchase, the member's tickets and favourites. Lottery answers change with every draw, so none of them is in
// the site-version cache (ADR 0025, 0055).
import type { Page } from "~contract/answers/common";
import type {
  DrawProof,
  LotteryLobby,
  LotteryTicket,
  OpenedNumeros,
  RecentLottery,
  TicketQuote,
} from "~contract/answers/lottery";
import {
  OPENED_COUNT,
  type LottoArea,
  type PrizeMode,
  type TicketQuoteRequest,
  type TicketRequest,
} from "~contract/lottery";
import { lotteryEndpoints as api } from "~contract/routes/lottery";
import type { PlatformTransport } from "./transport.server";

export type LobbyFilter = {
  lottoArea?: LottoArea;
  lottoPrizeMode?: PrizeMode;
  lottoGameCode?: string;
  language: string;
};

export const lotteryCalls = {
  /** SPEC §7 lottery lobby: the games of an area or prize mode; with a game, its betting view (bet types, draws for a chase). */
  lotteryLobby(this: PlatformTransport, filter: LobbyFilter): Promise<LotteryLobby> {
    const { lottoGameCode, ...rest } = filter;
    return this.call(api.lotteryLobby, {
      query: {
        launchMode: "LOTT",
        device: "WEB",
        lottoView: lottoGameCode ? "betting" : "lobby",
        lottoGameCode,
        ...rest,
      },
    });
  },

  /** SPEC §7 VN numero: a game's last opened draws (SPEC §9: 100), newest first. */
  openedNumeros(this: PlatformTransport, gameCode: string): Promise<OpenedNumeros> {
    return this.call(api.openedNumeros, { query: { gameCode, count: OPENED_COUNT } });
  },

  drawProof(this: PlatformTransport, gameCode: string, issue: string): Promise<DrawProof> {
    return this.call(api.drawProof, { query: { gameCode, issue } });
  },

  quoteTicket(this: PlatformTransport, token: string, body: TicketQuoteRequest): Promise<TicketQuote> {
    return this.call(api.quoteTicket, { body, token });
  },

  buyTicket(this: PlatformTransport, token: string, body: TicketRequest): Promise<LotteryTicket> {
    return this.call(api.buyTicket, { body, token });
  },

  lotteryTickets(
    this: PlatformTransport,
    token: string,
    query: { pageNo: number; pageSize: number; gameCode?: string; status?: "open" | "settled" },
  ): Promise<Page<LotteryTicket>> {
    return this.call(api.lotteryTickets, { query, token });
  },

  /** One of the member's tickets, by its id or the id of one of its draws' rounds (the betting record's round id). */
  lotteryTicket(this: PlatformTransport, token: string, id: string): Promise<LotteryTicket> {
    return this.call(api.lotteryTicket, { params: { id }, token });
  },

  /** SPEC §7 recent lottery: the games the member bought tickets on lately. */
  recentLottery(this: PlatformTransport, token: string): Promise<RecentLottery> {
    return this.call(api.recentLottery, { token });
  },

  /** SPEC §3 LOTTFAV. */
  lotteryFavourites(this: PlatformTransport, token: string): Promise<{ games: string[] }> {
    return this.call(api.lotteryFavourites, { token });
  },

  setLotteryFavourite(
    this: PlatformTransport,
    token: string,
    gameCode: string,
    favourite: boolean,
  ): Promise<{ games: string[] }> {
    return this.call(api.setLotteryFavourite, { body: { gameCode, favourite }, token });
  },
};

export type LotteryCalls = typeof lotteryCalls;
