// The catalogue's game types (SPEC §1): a lobby's category, a promotion's rebate rate and wagering weight.
export const GAME_CATEGORIES = [
  "RNG",
  "LIVE",
  "FISH",
  "PVP",
  "SPORTS",
  "ESPORTS",
  "ELOTT",
  "LOTT",
  "COCKFIGHT",
  "INHOUSE",
] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];
