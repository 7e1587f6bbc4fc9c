// SPEC §2.7 entry 12 agentRealtimeSalary (real-time salary): the agent's real-time contract, those it gave its direct
// downlines, the offers and terminations between them, and the wages settled every 5 minutes on the team's settled bets.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AgentCentre } from "~/components/agent/AgentCentre";
import { ContractSection } from "~/components/agent/ContractSection";
import { centreShouldRevalidate } from "~/components/member/MemberCentre";
import { CONTRACT_SECTION_FORMS, contractScreen } from "~/lib/agent/contracts.server";
import { agentSectionAction, agentSectionLoader } from "~/lib/agent/centre.server";
import { pageMeta } from "~/lib/i18n/meta";

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  agentSectionLoader(request, context, "agentRealtimeSalary", (ctx) => contractScreen("realtimeSalary", ctx));
export const action = ({ request, context }: ActionFunctionArgs) =>
  agentSectionAction(request, context, "agentRealtimeSalary", CONTRACT_SECTION_FORMS.realtimeSalary);
export const meta: MetaFunction = (args) => pageMeta(args, "agent:centreTitle");
export const shouldRevalidate = centreShouldRevalidate;

export default function RealtimeSalaryPage() {
  const frame = useLoaderData<typeof loader>();
  return (
    <AgentCentre frame={frame}>{(content, props) => <ContractSection content={content} {...props} />}</AgentCentre>
  );
}
