// The cockfight calls of the route table (ADR 0073), as docs/platform-calls.md lists them.
import { pageOf } from "../answers/common.js";
import { arenaView, fightBet } from "../answers/events.js";
import { endpoint } from "./endpoint.js";

export const cockfightEndpoints = {
  cockfightArena: endpoint({
    name: "cockfight.cockfightArena",
    method: "GET",
    path: "/lgw/cockfight/arena",
    summary: "The arena as anyone sees it; with a member's token, also that member's bets on the current fight",
    access: "member",
    answer: arenaView,
  }),
  placeFightBet: endpoint({
    name: "cockfight.placeFightBet",
    method: "POST",
    path: "/lgw/cockfight/bets",
    summary: "Place fight bet",
    access: "member",
    answer: fightBet,
  }),
  fightBets: endpoint({
    name: "cockfight.fightBets",
    method: "GET",
    path: "/lgw/cockfight/bets",
    summary: "Fight bets",
    access: "member",
    answer: pageOf(fightBet),
  }),
} as const;
