// The events calls of the route table (ADR 0073), as docs/platform-calls.md lists them.
import { z } from "zod";
import { eventBet, eventBetPage, eventsLobby, memberSettings, slipSelection, sportsEvent } from "../answers/events.js";
import { endpoint } from "./endpoint.js";

export const eventEndpoints = {
  eventsLobby: endpoint({
    name: "events.eventsLobby",
    method: "GET",
    path: "/lgw/events/lobby",
    summary: "Events lobby",
    access: "public",
    answer: eventsLobby,
  }),
  slipSelections: endpoint({
    name: "events.slipSelections",
    method: "GET",
    path: "/lgw/events/selections",
    summary: "Slip selections",
    access: "public",
    answer: z.array(slipSelection),
  }),
  placeEventBet: endpoint({
    name: "events.placeEventBet",
    method: "POST",
    path: "/lgw/events/bets",
    summary: "Place event bet",
    access: "member",
    answer: eventBet,
  }),
  eventBets: endpoint({
    name: "events.eventBets",
    method: "GET",
    path: "/lgw/events/bets",
    summary: "Event bets",
    access: "member",
    answer: eventBetPage,
  }),
  eventSettings: endpoint({
    name: "events.eventSettings",
    method: "GET",
    path: "/lgw/events/settings",
    summary: "Event settings",
    access: "member",
    answer: memberSettings,
  }),
  setEventSettings: endpoint({
    name: "events.setEventSettings",
    method: "PUT",
    path: "/lgw/events/settings",
    summary: "Set event settings",
    access: "member",
    answer: memberSettings,
  }),
  sportsEvent: endpoint({
    name: "events.sportsEvent",
    method: "GET",
    path: "/lgw/events/:id",
    summary: "One event with its markets",
    access: "public",
    answer: sportsEvent,
  }),
} as const;
