import type { Tx } from "../db/connect.js";
import { required } from "../required.js";
import {
  gameCardSvg,
  type GameCategory,
  seededRandom,
  type VendorColours,
  vendorLogoSvg,
} from "../modules/games/index.js";
import { gameLaneCards, gameLanes, gameVendorGroups, gameVendors, games } from "../db/schema.js";
import { putMedia, staticUrl } from "../modules/media/index.js";
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

// The demo catalogue: vendors of every category of SPEC §1 with their games, generated
// from a seeded random source so that every run (and every machine) produces the same rows, and
// art drawn as SVG. Amounts are minor units (VND × 100): 50_000n is a 500 VND stake.

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

const pick = <T>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)];
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

// The in-house vendor: real games played over the seamless wallet, each demo-capable. Their node ids
// are what launching, rounds and fairness proofs name, so they never change.
export const INHOUSE_VENDOR = "INHOUSE";
export const INHOUSE_GAMES = [
  { nodeId: "inhouse-dice", gameCode: "dice", name: "Dice", gameClassify: "DICE", lines: null },
  { nodeId: "inhouse-limbo", gameCode: "limbo", name: "Limbo", gameClassify: "LIMBO", lines: null },
  { nodeId: "inhouse-mines", gameCode: "mines", name: "Mines", gameClassify: "MINES", lines: null },
  { nodeId: "inhouse-plinko", gameCode: "plinko", name: "Plinko", gameClassify: "PLINKO", lines: null },
  { nodeId: "inhouse-keno", gameCode: "keno", name: "Keno", gameClassify: "KENO", lines: null },
  { nodeId: "inhouse-slot", gameCode: "slot", name: "Laro Fortune Reels", gameClassify: "SLOT", lines: 20 },
  { nodeId: "inhouse-baccarat", gameCode: "baccarat", name: "Baccarat", gameClassify: "BACCARAT", lines: null },
] as const;
const INHOUSE_COLOURS: VendorColours = { from: "#042f2e", to: "#7e22ce", accent: "#2dd4bf" };

// SPEC §3 vendor lanes: the server's lanes keep cockfighting and esports inside SPORTS; the vendor
// map splits them out (COCKFIGHT with DS88, ESPORTS with TF) right after SPORTS.
const LANES: { title: GameCategory; gameClassify: string[]; vendors: string[] }[] = [
  {
    title: "RNG",
    gameClassify: ["SLOT", "JACKPOT", "TABLE", "CRASH"],
    vendors: ["PG", "JILI", "PP", "CQ9", "JDB", "FC", "KA"],
  },
  {
    title: "LIVE",
    gameClassify: ["BACCARAT", "ROULETTE", "SICBO", "DRAGON_TIGER", "BLACKJACK"],
    vendors: ["EVO", "SEXY", "SA", "DG", "WM"],
  },
  { title: "FISH", gameClassify: ["FISHING"], vendors: ["JILI", "JDB", "FC", "CQ9"] },
  { title: "PVP", gameClassify: ["CARD"], vendors: ["KY", "V8", "JILI"] },
  { title: "SPORTS", gameClassify: ["SPORTSBOOK", "VIRTUAL"], vendors: ["SABA", "CMD", "DS88", "TF"] },
  { title: "ELOTT", gameClassify: ["FAST_DRAW", "KENO"], vendors: ["TCG"] },
  { title: "LOTT", gameClassify: ["LOTTO"], vendors: ["SEA"] },
  { title: "INHOUSE", gameClassify: INHOUSE_GAMES.map((g) => g.gameClassify), vendors: [INHOUSE_VENDOR] },
];
export const VENDOR_MAP = [
  {
    gameCategory: "COCKFIGHT",
    sourceLane: "SPORTS",
    afterLane: "SPORTS",
    vendors: ["DS88"],
    gameClassify: ["DERBY"],
    sequence: 1,
  },
  {
    gameCategory: "ESPORTS",
    sourceLane: "SPORTS",
    afterLane: "SPORTS",
    vendors: ["TF"],
    gameClassify: ["ESPORTSBOOK"],
    sequence: 2,
  },
];

const MIN_BETS: Record<string, bigint[]> = {
  RNG: [20_000n, 50_000n, 100_000n, 200_000n, 500_000n],
  FISH: [10_000n, 50_000n, 100_000n],
  LIVE: [1_000_000n, 2_000_000n, 5_000_000n],
  PVP: [100_000n, 500_000n, 1_000_000n],
};
const SLOT_LINES = [9, 20, 25, 30, 40, 50, 243, 1024];
const DEMO_TYPES = new Set(["RNG", "FISH"]);

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

function demoGames() {
  const taken = new Set<string>();
  return DEMO_VENDORS.flatMap((vendor) => {
    const rand = seededRandom(`catalogue:${vendor.code}`);
    let sequence = 0;
    return vendor.batches.flatMap((batch) =>
      Array.from({ length: batch.count }, (_, index) => {
        let name = batch.names(rand, index);
        // A generated name already used anywhere in the catalogue is drawn again.
        for (let tries = 0; batch.generated && taken.has(name) && tries < 50; tries++) name = batch.names(rand, index);
        if (batch.generated && taken.has(name)) name = `${name} ${vendor.code}`;
        taken.add(name);
        sequence += 1;
        const isHot = rand() < 0.1;
        const game = {
          nodeId: `${vendor.code.toLowerCase()}-${slug(name)}`,
          vendor: vendor.code,
          gameCode: `${vendor.code}${String(1000 + sequence)}`,
          gameType: batch.gameType,
          gameClassify: batch.gameClassify,
          name,
          minBet: pick(rand, MIN_BETS[batch.gameType] ?? [1_000_000n]),
          lines: batch.gameClassify === "SLOT" || batch.gameClassify === "JACKPOT" ? pick(rand, SLOT_LINES) : null,
          isHot,
          isNew: rand() < 0.1,
          demo: DEMO_TYPES.has(batch.gameType),
          sequence,
        };
        // The draw that once made up a popularity figure (popularity is now counted from rounds played)
        // stays, so that every later game comes out of the seeded source as before, node ids included.
        rand();
        return game;
      }),
    );
  });
}

function inhouseGames() {
  return INHOUSE_GAMES.map((g, i) => ({
    ...g,
    vendor: INHOUSE_VENDOR,
    gameType: "INHOUSE",
    minBet: 1_000n,
    isHot: true,
    isNew: true,
    demo: true,
    sequence: i + 1,
  }));
}

export async function seedGames(tx: Tx): Promise<void> {
  const colours = new Map<string, VendorColours>([
    ...DEMO_VENDORS.map((v) => [v.code, v.colours] as const),
    [INHOUSE_VENDOR, INHOUSE_COLOURS],
  ]);
  const vendorRows = [
    ...DEMO_VENDORS.map((v, i) => ({
      code: v.code,
      name: v.name,
      categories: v.categories,
      walletMode: v.walletMode,
      isGame: v.isGame ?? "VASSALAGE",
      isHot: v.isHot ?? false,
      // None of them is connected here (no adapter, no credentials): hidden until the operator connects one
      // or announces it as coming soon (ADR 0031).
      status: "disabled",
      sequence: i + 1,
    })),
    {
      code: INHOUSE_VENDOR,
      name: "Laro Originals",
      categories: ["INHOUSE"],
      walletMode: "seamless" as const,
      isGame: "VASSALAGE" as const,
      isHot: true,
      status: "active",
      sequence: DEMO_VENDORS.length + 1,
    },
  ].map((v) => ({ ...v, logo: staticUrl(`vendors/${v.code}.svg`) }));
  const names = new Map(vendorRows.map((v) => [v.code, v.name]));
  // Every vendor above has its colours, and every game belongs to one of them.
  const coloursOf = (vendor: string) => required(colours.get(vendor), `the colours of vendor ${vendor}`);
  const gameRows = [...demoGames(), ...inhouseGames()].map((g) => ({
    ...g,
    image: staticUrl(`games/${g.nodeId}.svg`),
  }));

  await putMedia(tx, [
    ...vendorRows.map((v) => ({
      path: `vendors/${v.code}.svg`,
      contentType: "image/svg+xml",
      body: vendorLogoSvg({ code: v.code, name: v.name, colours: coloursOf(v.code) }),
    })),
    ...gameRows.map((g) => ({
      path: `games/${g.nodeId}.svg`,
      contentType: "image/svg+xml",
      body: gameCardSvg({
        nodeId: g.nodeId,
        name: g.name,
        vendorName: required(names.get(g.vendor), `vendor ${g.vendor}`),
        vendorCode: g.vendor,
        gameClassify: g.gameClassify,
        colours: coloursOf(g.vendor),
      }),
    })),
  ]);
  await tx.insert(gameVendors).values(vendorRows).onConflictDoNothing();
  await tx.insert(games).values(gameRows).onConflictDoNothing();
  await tx
    .insert(gameLanes)
    .values(LANES.map((l, i) => ({ title: l.title, gameClassify: l.gameClassify, sequence: i + 1 })))
    .onConflictDoNothing();
  await tx
    .insert(gameLaneCards)
    .values(LANES.flatMap((l) => l.vendors.map((vendor, i) => ({ lane: l.title, vendor, sequence: i + 1 }))))
    .onConflictDoNothing();
  await tx.insert(gameVendorGroups).values(VENDOR_MAP).onConflictDoNothing();
}
