// SPEC §2.6 playerRank, "VIP ranking": the member's level, progress to the next in the real figures of
// the current period, the table of levels and their benefits, and the VIP bonuses paid.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { MemberCentre, centreShouldRevalidate } from "~/components/member/MemberCentre";
import { PlayerRank } from "~/components/member/PlayerRank";
import { memberSectionAction, memberSectionLoader, type SectionContext } from "~/lib/member/centre.server";
import { pageMeta } from "~/lib/i18n/meta";

async function playerRank({ client, token }: SectionContext) {
  const [table, standing] = await Promise.all([client.vipLevels(), client.memberVip(token)]);
  return { table, standing };
}
export type PlayerRankContent = Awaited<ReturnType<typeof playerRank>>;

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  memberSectionLoader(request, context, "playerRank", playerRank);
// No form of its own; the header's "hide balance" form may still post here.
export const action = ({ request, context }: ActionFunctionArgs) =>
  memberSectionAction(request, context, "playerRank", []);
export const meta: MetaFunction = (args) => pageMeta(args, "member:centreTitle");
export const shouldRevalidate = centreShouldRevalidate;

export default function PlayerRankPage() {
  const frame = useLoaderData<typeof loader>();
  return <MemberCentre frame={frame}>{(content) => <PlayerRank content={content} />}</MemberCentre>;
}
