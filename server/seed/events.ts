import { siteDay } from "../../contract/time-zone.js";
import { eq } from "drizzle-orm";
import { fights, gameLaneCards, gameVendors, games, sportsEvents } from "../db/schema.js";
import type { Tx } from "../db/connect.js";
import { EVENTS_VENDOR, openFight } from "../modules/events/index.js";
import type { VendorColours } from "../modules/games/index.js";
import { staticUrl } from "../modules/media/index.js";
import { putHouseVendorArt } from "./house-vendor-art.js";

// Event betting (ADR 0056) in every mode: its place in the games catalogue — the EVENTS vendor with its
// three games (the sportsbook, e-sports and the cockfight arena), first in the SPORTS lane, so its bets are rounds of
// a known game (the betting record, valid bets and agents' reports see them as such). A demo install also gets a day
// of the sandbox feed's made-up fixtures and a made-up fight on, every one marked sandbox so each screen says so.

const COLOURS: VendorColours = { from: "#064e3b", to: "#0369a1", accent: "#fde047" };
const VENDOR_NAME = "Laro Sports";

const GAMES = [
  { gameCode: "sports", name: "Laro Sports", gameType: "SPORTS", gameClassify: "SPORTSBOOK" },
  { gameCode: "esports", name: "Laro E-Sports", gameType: "ESPORTS", gameClassify: "ESPORTSBOOK" },
  { gameCode: "cockfight", name: "Laro Sabong", gameType: "COCKFIGHT", gameClassify: "DERBY" },
] as const;

export async function seedEvents(tx: Tx, demo: boolean, now: Date = new Date()): Promise<void> {
  const rows = GAMES.map((g, i) => ({
    nodeId: `events-${g.gameCode}`,
    vendor: EVENTS_VENDOR,
    gameCode: g.gameCode,
    gameType: g.gameType,
    gameClassify: g.gameClassify,
    name: g.name,
    image: staticUrl(`games/events-${g.gameCode}.svg`),
    minBet: 100_000n,
    // Hot games are the casino's showcase; the vendor's card is hot instead (as the lottery's).
    isHot: false,
    isNew: true,
    demo: false,
    sequence: i + 1,
  }));
  await putHouseVendorArt(
    tx,
    { code: EVENTS_VENDOR, name: VENDOR_NAME, colours: COLOURS },
    rows.map((g) => ({ nodeId: g.nodeId, name: g.name, gameClassify: g.gameClassify })),
  );
  await tx
    .insert(gameVendors)
    .values({
      code: EVENTS_VENDOR,
      name: VENDOR_NAME,
      categories: ["SPORTS", "ESPORTS", "COCKFIGHT"],
      walletMode: "seamless",
      // Its card opens its lobby game (the sportsbook's page), as a sportsbook's card does.
      isGame: "GAME",
      isHot: true,
      status: "active",
      // Listed after the catalogue's vendors and the lottery; in the SPORTS lane it comes first (the card below).
      sequence: 101,
      logo: staticUrl(`vendors/${EVENTS_VENDOR}.svg`),
    })
    .onConflictDoNothing();
  await tx.insert(games).values(rows).onConflictDoNothing();
  await tx.insert(gameLaneCards).values({ lane: "SPORTS", vendor: EVENTS_VENDOR, sequence: 0 }).onConflictDoNothing();
  if (!demo) return;
  // Only a demo install loads the sandbox at all (ADR 0075).
  const { applySandboxDay, sandboxFightInput } = await import("../sandbox/events/index.js");
  // A fresh demo install's sandbox: the day's fixtures and a fight on. Only once, as every seed row: a later start
  // changes nothing here, and the events-sandbox job brings each new day's fixtures and the next fights.
  const [fed] = await tx
    .select({ id: sportsEvents.id })
    .from(sportsEvents)
    .where(eq(sportsEvents.sandbox, true))
    .limit(1);
  if (!fed) {
    await applySandboxDay(tx, siteDay(now), now, undefined, (what, error) => {
      throw new Error(`the sandbox feed: ${what}: ${(error as Error).message}`, { cause: error });
    });
  }
  const [fought] = await tx.select({ id: fights.id }).from(fights).limit(1);
  if (!fought) await openFight(tx, sandboxFightInput(now), "seed", true);
}
