// SPEC §2.7 entry 10 agentDailyWages2 (daily salary): the agent's daily-salary contract, those it gave its direct
// downlines, the offers and terminations between them, and the salaries settled for each site day's team valid bet.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AgentCentre } from "~/components/agent/AgentCentre";
import { ContractSection } from "~/components/agent/ContractSection";
import { centreShouldRevalidate } from "~/components/member/MemberCentre";
import { CONTRACT_SECTION_FORMS, contractScreen } from "~/lib/agent/contracts.server";
import { agentSectionAction, agentSectionLoader } from "~/lib/agent/centre.server";
import { pageMeta } from "~/lib/i18n/meta";

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  agentSectionLoader(request, context, "agentDailyWages2", (ctx) => contractScreen("dailySalary", ctx));
export const action = ({ request, context }: ActionFunctionArgs) =>
  agentSectionAction(request, context, "agentDailyWages2", CONTRACT_SECTION_FORMS.dailySalary);
export const meta: MetaFunction = (args) => pageMeta(args, "agent:centreTitle");
export const shouldRevalidate = centreShouldRevalidate;

export default function DailySalaryPage() {
  const frame = useLoaderData<typeof loader>();
  return (
    <AgentCentre frame={frame}>{(content, props) => <ContractSection content={content} {...props} />}</AgentCentre>
  );
}
