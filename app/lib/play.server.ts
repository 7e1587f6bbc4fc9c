// Opening a game (SPEC §2.1 /game, §3 launch, §6): the platform's launch call with the member's token.
// A visitor is asked to log in, a trial player is warned where the game has no demo, and a game under
// maintenance or from a vendor not connected says so. The game itself runs in a frame of this page.
import { z } from "zod";
import type { AppLoadContext } from "@remix-run/node";
import { getSession } from "./session.server";
import { requestLanguage } from "./i18n.server";
import { PlatformError, PlatformUnreachableError, wps } from "./wps.server";

const launched = z.object({ game_url: z.string(), nodeId: z.string(), name: z.string(), vassalage: z.string(), gameType: z.string() });

export type GameScreen =
  | { state: "none" }
  | { state: "login"; nodeId: string }
  | { state: "trial"; nodeId: string }
  | { state: "refused"; nodeId: string; reason: "GAME_MAINTENANCE" | "UNAVAILABLE" | "NOT_FOUND" | "FAILED" }
  | { state: "playing"; nodeId: string; name: string; url: string };

/** Only a path on this site may be framed: the platform's own game pages come through the web's proxy. */
const framable = (url: string) => /^\/wps\/inhouse\/[\w-]+\?/.test(url);

export async function gameScreen(request: Request, context: AppLoadContext): Promise<GameScreen> {
  const nodeId = new URL(request.url).searchParams.get("nodeId")?.trim();
  if (!nodeId || nodeId.length > 80) return { state: "none" };
  const session = await getSession(request);
  const member = session.get("member");
  const token = session.get("token");
  const { language } = requestLanguage(request);
  if (!member || !token) return { state: "login", nodeId };
  try {
    const game = await wps(request, context).request("GET", "/wps/game/launchGameV2", launched, {
      query: { nodeId, language },
      token,
      headers: { Language: language },
    });
    if (!framable(game.game_url)) return { state: "refused", nodeId, reason: "UNAVAILABLE" };
    return { state: "playing", nodeId, name: game.name, url: game.game_url };
  } catch (error) {
    if (error instanceof PlatformError) {
      if (error.code === "TRIAL_REFUSED") return { state: "trial", nodeId };
      if (error.code === "UNAUTHORIZED") return { state: "login", nodeId };
      if (error.code === "GAME_MAINTENANCE" || error.code === "UNAVAILABLE" || error.code === "NOT_FOUND") return { state: "refused", nodeId, reason: error.code };
    }
    if (error instanceof PlatformError || error instanceof PlatformUnreachableError) return { state: "refused", nodeId, reason: "FAILED" };
    throw error;
  }
}
