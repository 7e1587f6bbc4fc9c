// SPEC §2.7 agentTeamOverview: the whole downline's figures over a period of the site's days.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AgentCentre } from "~/components/agent/AgentCentre";
import { TeamOverview } from "~/components/agent/TeamOverview";
import { centreShouldRevalidate } from "~/components/member/MemberCentre";
import { FIGURE_PRESETS, periodOf } from "~/lib/agent/periods";
import { agentSectionAction, agentSectionLoader, type SectionContext } from "~/lib/member/centre.server";
import { pageMeta } from "~/lib/i18n/meta";

async function agentTeamOverview({ client, token, url }: SectionContext) {
  const period = periodOf(url.searchParams, "today", FIGURE_PRESETS);
  return { period, overview: await client.agentOverview(token, { from: period.from, to: period.to }) };
}
export type TeamOverviewContent = Awaited<ReturnType<typeof agentTeamOverview>>;

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  agentSectionLoader(request, context, "agentTeamOverview", agentTeamOverview);
// The section has no form of its own; the header's "hide balance" form may still post here.
export const action = ({ request, context }: ActionFunctionArgs) =>
  agentSectionAction(request, context, "agentTeamOverview", []);
export const meta: MetaFunction = (args) => pageMeta(args, "agent:centreTitle");
export const shouldRevalidate = centreShouldRevalidate;

export default function TeamOverviewPage() {
  const frame = useLoaderData<typeof loader>();
  return <AgentCentre frame={frame}>{(content) => <TeamOverview content={content} />}</AgentCentre>;
}
