import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GameLobby } from "~/components/games/GameLobby";
import { lobbyData } from "~/lib/games/catalogue.server";
import { fromPlatform } from "~/lib/platform/errors.server";
import { pageMeta } from "~/lib/i18n/meta";

export const meta: MetaFunction = (args) => pageMeta(args, "games:inhouse.title");

/** Our own games (the in-house vendor), launched through /game like any other. */
export async function loader(args: LoaderFunctionArgs) {
  return { gameType: "inhouse", lobby: await fromPlatform(lobbyData(args, "INHOUSE")) };
}

export default function Page() {
  const { lobby } = useLoaderData<typeof loader>();
  return <GameLobby data={lobby} titleKey="inhouse.title" />;
}
