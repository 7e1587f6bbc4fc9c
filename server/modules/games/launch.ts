import type { FastifyInstance } from "fastify";
import { AppError } from "../../http/envelope.js";
import type { Member } from "../members/members.js";
import { isTrial } from "../members/member-types.js";
import { openVendorSession } from "../vendors/sessions.js";
import { findGame } from "./catalogue.js";
import { recordRecentGame } from "./favourites.js";
import { INHOUSE_VENDOR } from "./inhouse/games.js";

// Launching a game (SPEC §3, §7): the member, the game and its vendor are checked, the vendor is asked
// for the address of a game session, and the game joins the member's recent games. Each vendor is one
// adapter; a seamless vendor then calls our wallet (vendors/seamless.ts) with the session's token.

export type LaunchRequest = { app: FastifyInstance; member: Member; gameCode: string; language: "TY" | "EN" };

export interface VendorAdapter {
  /** The address the site frames for this game session. */
  launch(request: LaunchRequest): Promise<{ url: string }>;
}

/** The in-house vendor: its pages on this platform (games/inhouse/pages), opened with a game session's token. */
const inhouseAdapter: VendorAdapter = {
  async launch({ app, member, gameCode, language }) {
    const token = await openVendorSession(app.db, { memberId: member.id, vendor: INHOUSE_VENDOR, gameCode });
    return { url: `/wps/inhouse/${encodeURIComponent(gameCode)}?${new URLSearchParams({ token, lng: language })}` };
  },
};

// Outside vendors (PG, EVO, DS88 …) are catalogue entries until their adapter is connected: none can
// be reached from this machine, and a launch says so rather than pretending.
const ADAPTERS: Record<string, VendorAdapter> = { [INHOUSE_VENDOR]: inhouseAdapter };

export async function launchGame(app: FastifyInstance, member: Member, input: { nodeId: string; language: "TY" | "EN" }) {
  const found = await findGame(app.db, input.nodeId);
  if (!found) throw new AppError("NOT_FOUND", `No game ${input.nodeId}`);
  if (found.view.status === "maintenance") throw new AppError("GAME_MAINTENANCE", "game under maintenance");
  if (isTrial(app.config, member.type) && !found.game.demo) throw new AppError("TRIAL_REFUSED", "in_need_true_account: this game has no demo play");
  const adapter = ADAPTERS[found.vendor.code];
  if (!adapter) throw new AppError("UNAVAILABLE", `${found.vendor.name} is not connected on this site yet`);
  const { url } = await adapter.launch({ app, member, gameCode: found.game.gameCode, language: input.language });
  await recordRecentGame(app.db, member.id, found.game.nodeId);
  return { game_url: url, nodeId: found.game.nodeId, name: found.game.name, vassalage: found.vendor.code, gameType: found.game.gameType };
}
