import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GameLobby } from "~/components/games/GameLobby";
import { EmptyStatePage } from "~/components/pages/EmptyStatePage";
import { LOBBY_TYPES, isLobbyPath } from "~/lib/games/catalogue";
import { lobbyData } from "~/lib/games/catalogue.server";
import { fromPlatform, notFound } from "~/lib/platform/errors.server";
import { isGameType } from "~/lib/shell/frames";
import { pageMeta } from "~/lib/i18n/meta";

// Game-category paths are the lowercased game types (SPEC §2.1); anything else is not a page. The
// categories of the catalogue get their lobby; poker and mini games have no vendor yet.
export async function loader(args: LoaderFunctionArgs) {
  const gameType = args.params.gameType ?? "";
  if (!isGameType(gameType)) notFound();
  if (!isLobbyPath(gameType)) return { gameType, lobby: null };
  return { gameType, lobby: await fromPlatform(lobbyData(args, LOBBY_TYPES[gameType])) };
}

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, args.data ? `games:category.${args.data.gameType}` : null);

export default function GameCategoryPage() {
  const { gameType, lobby } = useLoaderData<typeof loader>();
  if (!lobby) return <EmptyStatePage section="catalogue" titleKey={`category.${gameType}`} categories />;
  return <GameLobby data={lobby} titleKey={`category.${gameType}`} />;
}
