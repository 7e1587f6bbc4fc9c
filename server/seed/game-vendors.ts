// The demo catalogue: vendors of every category of SPEC §1 with their games, generated
// from a seeded random source so that every run (and every machine) produces the same rows, and
// art drawn as SVG. Amounts are minor units (VND × 100): 50_000n is a 500 VND stake.
import { type GameCategory, type VendorColours } from "../modules/games/index.js";
import {
  CARD_NAMES,
  CRASH_NAMES,
  FISHING_WORDS,
  LIVE_NAMES,
  LOTTERY_NAMES,
  SLOT_WORDS,
  SPORTS_NAMES,
  TABLE_NAMES,
} from "./game-names.js";

// names: drawn from the seeded source (generated names, kept unique across the catalogue) or dealt
// from a fixed list by index (unique within the vendor).
type Batch = {
  gameType: GameCategory;
  gameClassify: string;
  count: number;
  names: (rand: () => number, index: number) => string;
  generated?: boolean;
};
type DemoVendor = {
  code: string;
  name: string;
  categories: GameCategory[];
  walletMode: "seamless" | "transfer";
  isGame?: "VASSALAGE" | "GAME";
  isHot?: boolean;
  colours: VendorColours;
  batches: Batch[];
};

export const pick = <T>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)];
const slotName = (rand: () => number) =>
  `${pick(rand, SLOT_WORDS.first)} ${pick(rand, SLOT_WORDS.second)} ${pick(rand, SLOT_WORDS.suffix)}`.trim();
const fishingName = (rand: () => number) => `${pick(rand, FISHING_WORDS.first)} ${pick(rand, FISHING_WORDS.second)}`;
// A vendor that needs more than the fixed list numbers the second round.
const inOrder = (list: string[]) => (_rand: () => number, index: number) => {
  const round = Math.floor(index / list.length);
  return round ? `${list[index % list.length]} ${round + 1}` : list[index % list.length];
};

const slots = (count: number, extra: Batch[] = []): Batch[] => [
  { gameType: "RNG", gameClassify: "SLOT", count, names: slotName, generated: true },
  {
    gameType: "RNG",
    gameClassify: "JACKPOT",
    count: Math.ceil(count / 8),
    names: (r) => `${slotName(r)} Jackpot`,
    generated: true,
  },
  ...extra,
];
const fishing = (count: number): Batch => ({
  gameType: "FISH",
  gameClassify: "FISHING",
  count,
  names: fishingName,
  generated: true,
});
const live = (classify: keyof typeof LIVE_NAMES, count: number): Batch => ({
  gameType: "LIVE",
  gameClassify: classify,
  count,
  names: inOrder(LIVE_NAMES[classify]),
});
const named = (gameType: GameCategory, gameClassify: string, list: string[], count = list.length): Batch => ({
  gameType,
  gameClassify,
  count,
  names: inOrder(list),
});

export const DEMO_VENDORS: DemoVendor[] = [
  {
    code: "PG",
    name: "PG Soft",
    categories: ["RNG"],
    walletMode: "seamless",
    isHot: true,
    colours: { from: "#1e1b4b", to: "#be185d", accent: "#fbbf24" },
    batches: slots(40),
  },
  {
    code: "JILI",
    name: "JILI",
    categories: ["RNG", "FISH", "PVP"],
    walletMode: "seamless",
    isHot: true,
    colours: { from: "#7c2d12", to: "#ea580c", accent: "#fde047" },
    batches: slots(36, [
      fishing(8),
      named("PVP", "CARD", CARD_NAMES.slice(0, 6)),
      named("RNG", "CRASH", CRASH_NAMES.slice(0, 3)),
    ]),
  },
  {
    code: "PP",
    name: "Pragmatic Play",
    categories: ["RNG"],
    walletMode: "seamless",
    isHot: true,
    colours: { from: "#431407", to: "#f97316", accent: "#fef3c7" },
    batches: slots(42, [named("RNG", "TABLE", TABLE_NAMES.slice(0, 3))]),
  },
  {
    code: "CQ9",
    name: "CQ9 Gaming",
    categories: ["RNG", "FISH"],
    walletMode: "seamless",
    colours: { from: "#042f2e", to: "#0d9488", accent: "#fcd34d" },
    batches: slots(30, [fishing(4)]),
  },
  {
    code: "JDB",
    name: "JDB Gaming",
    categories: ["RNG", "FISH"],
    walletMode: "seamless",
    colours: { from: "#172554", to: "#2563eb", accent: "#facc15" },
    batches: slots(28, [fishing(5), named("RNG", "CRASH", CRASH_NAMES.slice(3))]),
  },
  {
    code: "FC",
    name: "Fa Chai",
    categories: ["RNG", "FISH"],
    walletMode: "seamless",
    colours: { from: "#450a0a", to: "#dc2626", accent: "#fde68a" },
    batches: slots(24, [fishing(6)]),
  },
  {
    code: "KA",
    name: "KA Gaming",
    categories: ["RNG"],
    walletMode: "seamless",
    colours: { from: "#14532d", to: "#65a30d", accent: "#fef08a" },
    batches: slots(26, [named("RNG", "TABLE", TABLE_NAMES.slice(3))]),
  },
  {
    code: "EVO",
    name: "Evolution",
    categories: ["LIVE"],
    walletMode: "seamless",
    isHot: true,
    colours: { from: "#0f172a", to: "#334155", accent: "#fbbf24" },
    batches: [
      live("BACCARAT", 8),
      live("ROULETTE", 4),
      live("SICBO", 2),
      live("DRAGON_TIGER", 2),
      live("BLACKJACK", 3),
    ],
  },
  {
    code: "SEXY",
    name: "AE Sexy",
    categories: ["LIVE"],
    walletMode: "seamless",
    colours: { from: "#500724", to: "#db2777", accent: "#fbcfe8" },
    batches: [live("BACCARAT", 6), live("DRAGON_TIGER", 2), live("ROULETTE", 1)],
  },
  {
    code: "SA",
    name: "SA Gaming",
    categories: ["LIVE"],
    walletMode: "seamless",
    colours: { from: "#1c1917", to: "#a16207", accent: "#fef3c7" },
    batches: [live("BACCARAT", 6), live("SICBO", 2), live("ROULETTE", 2)],
  },
  {
    code: "DG",
    name: "Dream Gaming",
    categories: ["LIVE"],
    walletMode: "seamless",
    colours: { from: "#2e1065", to: "#7c3aed", accent: "#fde047" },
    batches: [live("BACCARAT", 5), live("DRAGON_TIGER", 2), live("SICBO", 1)],
  },
  {
    code: "WM",
    name: "WM Casino",
    categories: ["LIVE"],
    walletMode: "seamless",
    colours: { from: "#083344", to: "#0891b2", accent: "#fef9c3" },
    batches: [live("BACCARAT", 5), live("ROULETTE", 2), live("BLACKJACK", 1)],
  },
  {
    code: "KY",
    name: "Kaiyuan",
    categories: ["PVP"],
    walletMode: "transfer",
    colours: { from: "#3b0764", to: "#c026d3", accent: "#fef08a" },
    batches: [named("PVP", "CARD", CARD_NAMES.slice(6, 19))],
  },
  {
    code: "V8",
    name: "V8 Poker",
    categories: ["PVP"],
    walletMode: "transfer",
    colours: { from: "#022c22", to: "#047857", accent: "#fcd34d" },
    batches: [named("PVP", "CARD", CARD_NAMES.slice(19))],
  },
  {
    code: "SABA",
    name: "SABA Sports",
    categories: ["SPORTS"],
    walletMode: "transfer",
    isGame: "GAME",
    isHot: true,
    colours: { from: "#052e16", to: "#16a34a", accent: "#facc15" },
    batches: [named("SPORTS", "SPORTSBOOK", SPORTS_NAMES.SPORTSBOOK), named("SPORTS", "VIRTUAL", SPORTS_NAMES.VIRTUAL)],
  },
  {
    code: "CMD",
    name: "CMD368",
    categories: ["SPORTS"],
    walletMode: "transfer",
    isGame: "GAME",
    colours: { from: "#172554", to: "#1d4ed8", accent: "#fbbf24" },
    batches: [
      named("SPORTS", "SPORTSBOOK", SPORTS_NAMES.SPORTSBOOK),
      named("SPORTS", "VIRTUAL", SPORTS_NAMES.VIRTUAL, 2),
    ],
  },
  {
    code: "DS88",
    name: "DS88 Sabong",
    categories: ["COCKFIGHT"],
    walletMode: "transfer",
    isGame: "GAME",
    isHot: true,
    colours: { from: "#450a0a", to: "#b45309", accent: "#fde047" },
    batches: [named("COCKFIGHT", "DERBY", SPORTS_NAMES.DERBY)],
  },
  {
    code: "TF",
    name: "TF Gaming",
    categories: ["ESPORTS"],
    walletMode: "transfer",
    isGame: "GAME",
    colours: { from: "#1e1b4b", to: "#4f46e5", accent: "#22d3ee" },
    batches: [named("ESPORTS", "ESPORTSBOOK", SPORTS_NAMES.ESPORTSBOOK)],
  },
  {
    code: "TCG",
    name: "TCG Lottery",
    categories: ["ELOTT"],
    walletMode: "seamless",
    colours: { from: "#4a044e", to: "#a21caf", accent: "#fde047" },
    batches: [named("ELOTT", "FAST_DRAW", LOTTERY_NAMES.FAST_DRAW), named("ELOTT", "KENO", LOTTERY_NAMES.KENO)],
  },
  {
    code: "SEA",
    name: "SEA Lottery",
    categories: ["LOTT"],
    walletMode: "seamless",
    colours: { from: "#7c2d12", to: "#c2410c", accent: "#fef08a" },
    batches: [named("LOTT", "LOTTO", LOTTERY_NAMES.LOTTO)],
  },
];
