// SPEC §2.7 entry 11 agentHourSalary (hourly salary): the agent's hourly-salary contract, those it gave its direct
// downlines, the offers and terminations between them, and the salaries settled for each hour's team valid bet.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AgentCentre } from "~/components/agent/AgentCentre";
import { ContractSection } from "~/components/agent/ContractSection";
import { centreShouldRevalidate } from "~/components/member/MemberCentre";
import { CONTRACT_SECTION_FORMS, contractScreen } from "~/lib/agent/contracts.server";
import { agentSectionAction, agentSectionLoader } from "~/lib/agent/centre.server";
import { pageMeta } from "~/lib/i18n/meta";

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  agentSectionLoader(request, context, "agentHourSalary", (ctx) => contractScreen("hourlySalary", ctx));
export const action = ({ request, context }: ActionFunctionArgs) =>
  agentSectionAction(request, context, "agentHourSalary", CONTRACT_SECTION_FORMS.hourlySalary);
export const meta: MetaFunction = (args) => pageMeta(args, "agent:centreTitle");
export const shouldRevalidate = centreShouldRevalidate;

export default function HourlySalaryPage() {
  const frame = useLoaderData<typeof loader>();
  return (
    <AgentCentre frame={frame}>{(content, props) => <ContractSection content={content} {...props} />}</AgentCentre>
  );
}
