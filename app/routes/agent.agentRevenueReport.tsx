// SPEC §2.7 agentRevenueReport (my income): the salaries and dividends the agent received under its contracts,
// what it paid its own downlines, what is still pending, and the net, per contract kind over site days.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AgentCentre } from "~/components/agent/AgentCentre";
import { Income } from "~/components/agent/Income";
import { centreShouldRevalidate } from "~/components/member/MemberCentre";
import { FIGURE_PRESETS, periodOf } from "~/lib/agent/periods";
import { agentSectionAction, agentSectionLoader, type SectionContext } from "~/lib/member/centre.server";
import { pageMeta } from "~/lib/i18n/meta";

async function agentRevenueReport({ client, token, url }: SectionContext) {
  const period = periodOf(url.searchParams, "thisMonth", FIGURE_PRESETS);
  return { period, income: await client.agentIncome(token, { from: period.from, to: period.to }) };
}
export type IncomeContent = Awaited<ReturnType<typeof agentRevenueReport>>;

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  agentSectionLoader(request, context, "agentRevenueReport", agentRevenueReport);
// The section has no form of its own; the header's "hide balance" form may still post here.
export const action = ({ request, context }: ActionFunctionArgs) =>
  agentSectionAction(request, context, "agentRevenueReport", []);
export const meta: MetaFunction = (args) => pageMeta(args, "agent:centreTitle");
export const shouldRevalidate = centreShouldRevalidate;

export default function RevenueReportPage() {
  const frame = useLoaderData<typeof loader>();
  return <AgentCentre frame={frame}>{(content) => <Income content={content} />}</AgentCentre>;
}
