import type { EventSport } from "../../../contract/events.js";
import { stream } from "./source.js";

// ---- who plays (made up; no name is the start of another) --------------------------------------------------------

type League = { sport: EventSport; competition: string; teams: readonly string[]; perDay: number };

export const LEAGUES: readonly League[] = [
  {
    sport: "football",
    competition: "Archipelago Premier League",
    teams: [
      "Manila Harbour",
      "Cebu Mariners",
      "Davao Highlanders",
      "Iloilo River",
      "Bacolod Sugarmen",
      "Cagayan Rangers",
      "Baguio Pines",
      "Zamboanga Sailors",
    ],
    perDay: 4,
  },
  {
    sport: "football",
    competition: "Mekong Championship",
    teams: [
      "Saigon Lotus",
      "Hanoi Dragons",
      "Da Nang Waves",
      "Hue Citadel",
      "Can Tho Delta",
      "Hai Phong Port",
      "Nha Trang Reef",
      "Vinh Phoenix",
    ],
    perDay: 4,
  },
  {
    sport: "football",
    competition: "Straits Cup",
    teams: [
      "Penang Straits",
      "Malacca Traders",
      "Ipoh Miners",
      "Kuching Hornbills",
      "Chiang Mai Lanna",
      "Phuket Surf",
      "Medan Rhinos",
      "Bandung Blues",
    ],
    perDay: 4,
  },
  {
    sport: "basketball",
    competition: "Islands Basketball Association",
    teams: [
      "Makati Blaze",
      "Quezon Titans",
      "Pasig Comets",
      "Taguig Storm",
      "Cavite Hawks",
      "Laguna Herons",
      "Pampanga Giants",
      "Bulacan Kings",
    ],
    perDay: 4,
  },
  {
    sport: "tennis",
    competition: "Harbour Open",
    teams: [
      "Marco Villanueva",
      "Kenji Arakawa",
      "Luca Brenner",
      "Tomas Ferreira",
      "Arjun Mehta",
      "Daniel Okafor",
      "Hugo Lindqvist",
      "Mateo Rossi",
    ],
    perDay: 2,
  },
  {
    sport: "lol",
    competition: "Pacific Rift League",
    teams: ["Azure Tempest", "Crimson Lotus", "Nova Hydra", "Iron Monarchs", "Silent Tide", "Golden Phantoms"],
    perDay: 2,
  },
  {
    sport: "dota2",
    competition: "Ancient Masters",
    teams: ["Void Runners", "Radiant Oath", "Ember Wolves", "Frost Legion", "Sky Reapers", "Jade Serpents"],
    perDay: 1,
  },
  {
    sport: "cs2",
    competition: "Dust Masters Series",
    teams: ["Night Owls", "Steel Vipers", "Red Comet", "Blue Orbit", "Ghost Unit", "Apex Falcons"],
    perDay: 2,
  },
  {
    sport: "valorant",
    competition: "Spike Pacific",
    teams: ["Neon Shift", "Viper Pit", "Lotus Eaters", "Radiant Core", "Onyx Rise", "Tidal Wraiths"],
    perDay: 1,
  },
];

/** How long after its start an event of the sport ends, in minutes (football: 90 + the break and stoppage time). */
export const DURATION_MINUTES: Record<EventSport, number> = {
  football: 115,
  basketball: 135,
  tennis: 110,
  volleyball: 100,
  lol: 100,
  dota2: 130,
  cs2: 150,
  valorant: 140,
};
/** A day's fixtures start from 09:00 of the site day, within 14 ½ hours (the last before 23:30 of that same day). */
export const FIRST_START_MINUTES = 9 * 60;
export const START_WINDOW_MINUTES = 14 * 60 + 30;
/** Kick-offs fall on the quarter hour; e-sports series on the five minutes. */
export const START_STEP_MINUTES: Record<EventSport, number> = {
  football: 15,
  basketball: 15,
  tennis: 15,
  volleyball: 15,
  lol: 5,
  dota2: 5,
  cs2: 5,
  valorant: 5,
};

/** A side's strength from -0.7 to 0.7: its own, the same every day, with a little form of the day on top. */
export function strength(seed: string, day: string, team: string): number {
  const base = (stream(seed, "team", team)() * 2 - 1) * 0.6;
  const form = (stream(seed, "form", day, team)() - 0.5) * 0.2;
  return base + form;
}
