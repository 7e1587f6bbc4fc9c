// SPEC §2.7 palStatementsAgentCopy (user profit and loss): each direct downline's own figures and its
// whole team's over a period, with a drill into a downline agent's team.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AgentCentre } from "~/components/agent/AgentCentre";
import { ProfitLoss } from "~/components/agent/ProfitLoss";
import { centreShouldRevalidate } from "~/components/member/MemberCentre";
import { FIGURE_PRESETS, periodOf } from "~/lib/agent/periods";
import { teamPath } from "~/lib/agent/team";
import { agentSectionAction, agentSectionLoader, type SectionContext } from "~/lib/member/centre.server";
import { pageMeta } from "~/lib/i18n/meta";

async function palStatementsAgentCopy({ client, token, url }: SectionContext) {
  const period = periodOf(url.searchParams, "today", FIGURE_PRESETS);
  const path = teamPath(url.searchParams.get("path"));
  return {
    period,
    path,
    statement: await client.agentProfitLoss(token, { from: period.from, to: period.to, parent: path.at(-1) }),
  };
}
export type ProfitLossContent = Awaited<ReturnType<typeof palStatementsAgentCopy>>;

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  agentSectionLoader(request, context, "palStatementsAgentCopy", palStatementsAgentCopy);
// The section has no form of its own; the header's "hide balance" form may still post here.
export const action = ({ request, context }: ActionFunctionArgs) =>
  agentSectionAction(request, context, "palStatementsAgentCopy", []);
export const meta: MetaFunction = (args) => pageMeta(args, "agent:centreTitle");
export const shouldRevalidate = centreShouldRevalidate;

export default function ProfitLossPage() {
  const frame = useLoaderData<typeof loader>();
  return <AgentCentre frame={frame}>{(content, props) => <ProfitLoss content={content} {...props} />}</AgentCentre>;
}
