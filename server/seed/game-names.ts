// Words the demo catalogue's game names are made of (our own names, not any vendor's titles), and
// the fixed names of table, card, sports and lottery games, which are simply what those games are called.

export const SLOT_WORDS = {
  first: [
    "Golden",
    "Lucky",
    "Fortune",
    "Mystic",
    "Wild",
    "Royal",
    "Jade",
    "Crimson",
    "Thunder",
    "Sacred",
    "Hidden",
    "Emerald",
    "Neon",
    "Celestial",
    "Ancient",
    "Blazing",
    "Frozen",
    "Sweet",
    "Mighty",
    "Silver",
    "Midnight",
    "Sunset",
    "Cosmic",
    "Island",
    "Tropical",
    "Shining",
    "Lunar",
    "Imperial",
    "Rainbow",
    "Volcano",
  ],
  second: [
    "Tiger",
    "Koi",
    "Phoenix",
    "Panda",
    "Lotus",
    "Temple",
    "Treasures",
    "Empire",
    "Pharaoh",
    "Buffalo",
    "Gems",
    "Dragon",
    "Fruits",
    "Candy",
    "Samurai",
    "Monkey",
    "Pearls",
    "Lantern",
    "Bonanza",
    "Jungle",
    "Riches",
    "Wolf",
    "Queen",
    "Ox",
    "Carp",
    "Crown",
    "Festival",
    "Jeepney",
    "Carabao",
    "Mango",
  ],
  suffix: ["", "", "", "", "Deluxe", "Rising", "Hold & Win", "Gold", "Ways", "Extreme", "2"],
};

export const FISHING_WORDS = {
  first: ["Ocean", "Deep Sea", "Dragon", "Golden", "Thunder", "Royal", "Jackpot", "Mermaid's", "Coral", "Storm"],
  second: ["Fishing", "Catch", "Hunter", "Reef", "Shark Hunt", "Fortune", "Bounty", "Legend", "Kingdom", "Blast"],
};

export const CRASH_NAMES = ["Aviator Rush", "Rocket Climb", "Balloon Pop", "Jet Boost", "Moon Shot", "Tower Up"];
export const TABLE_NAMES = ["Video Poker", "Blackjack Classic", "Mini Roulette", "Dragon Tiger Express", "Sic Bo Flash", "Andar Bahar"];

export const LIVE_NAMES: Record<string, string[]> = {
  BACCARAT: ["Baccarat A", "Baccarat B", "Baccarat C", "Speed Baccarat 1", "Speed Baccarat 2", "Squeeze Baccarat", "No Commission Baccarat", "VIP Baccarat"],
  ROULETTE: ["European Roulette", "Speed Roulette", "Auto Roulette", "Double Ball Roulette"],
  SICBO: ["Sic Bo", "Sic Bo Deluxe", "Color Game Live"],
  DRAGON_TIGER: ["Dragon Tiger", "Speed Dragon Tiger"],
  BLACKJACK: ["Blackjack A", "Blackjack B", "Infinite Blackjack"],
};

export const CARD_NAMES = [
  "Tongits",
  "Pusoy",
  "Pusoy Dos",
  "Lucky 9",
  "Tien Len Mien Nam",
  "Tien Len Solo",
  "Phom",
  "Mau Binh",
  "Sam Loc",
  "Xi To",
  "Lieng",
  "Xoc Dia",
  "Bau Cua",
  "Texas Hold'em",
  "Omaha",
  "Rummy",
  "Teen Patti",
  "Blackjack Duel",
  "Niu Niu",
  "Pai Gow",
  "Dou Di Zhu",
  "Three Card Poker",
  "Sabong Cards",
  "Baccarat Duel",
  "Fan Tan",
];

export const SPORTS_NAMES: Record<string, string[]> = {
  SPORTSBOOK: ["Sportsbook", "Live Betting"],
  VIRTUAL: ["Virtual Football", "Virtual Basketball", "Virtual Horse Racing"],
  ESPORTSBOOK: ["Esports Arena", "Esports Live"],
  DERBY: ["Sabong Arena", "Derby Live", "Hackfight Classic"],
};

export const LOTTERY_NAMES: Record<string, string[]> = {
  LOTTO: ["Lotto 6/42", "Mega Lotto 6/45", "Super Lotto 6/49", "Grand Lotto 6/55", "3D Lotto", "2D Lotto", "Northern Lottery", "Southern Lottery"],
  FAST_DRAW: ["Fast 3 (1 min)", "Fast 3 (5 min)", "Lucky 5 (3 min)", "Racing 10 (1 min)", "Fast 5 (5 min)", "Lucky Ball (1 min)"],
  KENO: ["Keno 1 min", "Keno 5 min"],
};
