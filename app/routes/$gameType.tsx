import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { EmptyStatePage } from "~/components/pages/EmptyStatePage";
import { notFound } from "~/lib/errors.server";
import { isGameType } from "~/lib/frames";
import { pageMeta } from "~/lib/meta";

// Game-category paths are the lowercased game types (SPEC §2.1); anything else is not a page.
export function loader({ params }: LoaderFunctionArgs) {
  const gameType = params.gameType ?? "";
  if (!isGameType(gameType)) notFound();
  return { gameType };
}

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, args.data ? `games:category.${args.data.gameType}` : null);

export default function GameCategoryPage() {
  const { gameType } = useLoaderData<typeof loader>();
  return <EmptyStatePage section="catalogue" titleKey={`category.${gameType}`} categories />;
}
