// The demo catalogue's rows (SPEC §1): the vendors of game-vendors.ts with their generated games, the in-house
// vendor, the lanes and the vendor map, written once (a rerun adds nothing).
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
import { DEMO_VENDORS, pick } from "./game-vendors.js";

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
