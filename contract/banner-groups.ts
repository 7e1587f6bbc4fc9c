// SPEC §2.2: each route shows the banners of its group. The web asks for a route's group and the
// platform accepts only these names, so both read this one list.
export const BANNER_GROUPS = [
  "w_home",
  "w_rng",
  "w_live",
  "w_fish",
  "w_pvp",
  "w_sports",
  "w_esports",
  "w_lott",
  "w_down",
  "w_promotion",
  "w_shop",
  "w_help",
  "w_reg",
  "w_inhouse",
] as const;

export type BannerGroup = (typeof BANNER_GROUPS)[number];
