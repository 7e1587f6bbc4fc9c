import { baccarat } from "./rules/baccarat.js";
import { dice } from "./rules/dice.js";
import { keno } from "./rules/keno.js";
import { limbo } from "./rules/limbo.js";
import { mines } from "./rules/mines.js";
import { plinko } from "./rules/plinko.js";
import { slot } from "./rules/slot.js";
import type { GameRules } from "./rules/types.js";

// The in-house vendor's games by code. The vendor code the seamless wallet knows it by is INHOUSE.
export const INHOUSE_VENDOR = "INHOUSE";

/** An in-house round id is its play's id, as PostgreSQL writes a uuid; any other id is no play of ours. */
export const isPlayId = (roundId: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(roundId);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each game has its own bet and result
export const INHOUSE_GAMES: Record<string, GameRules<any, any>> = { dice, limbo, mines, plinko, keno, slot, baccarat };

/** The game of that code; an own key only, so that "__proto__" or "constructor" names no game. */
export function inhouseGame(code: string): (typeof INHOUSE_GAMES)[string] | undefined {
  return Object.hasOwn(INHOUSE_GAMES, code) ? INHOUSE_GAMES[code] : undefined;
}
