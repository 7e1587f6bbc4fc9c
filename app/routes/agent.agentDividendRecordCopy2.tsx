// SPEC §2.7 entry 9 agentDividendRecordCopy2 (dividend): the agent's dividend contract, those it gave its direct downlines,
// the offers and terminations between them, and the dividends settled per period (Daily … Monthly) on the team's net loss.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AgentCentre } from "~/components/agent/AgentCentre";
import { ContractSection } from "~/components/agent/ContractSection";
import { centreShouldRevalidate } from "~/components/member/MemberCentre";
import { CONTRACT_SECTION_FORMS, contractScreen } from "~/lib/agent/contracts.server";
import { agentSectionAction, agentSectionLoader } from "~/lib/agent/centre.server";
import { pageMeta } from "~/lib/i18n/meta";

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  agentSectionLoader(request, context, "agentDividendRecordCopy2", (ctx) => contractScreen("dividend", ctx));
export const action = ({ request, context }: ActionFunctionArgs) =>
  agentSectionAction(request, context, "agentDividendRecordCopy2", CONTRACT_SECTION_FORMS.dividend);
export const meta: MetaFunction = (args) => pageMeta(args, "agent:centreTitle");
export const shouldRevalidate = centreShouldRevalidate;

export default function DividendPage() {
  const frame = useLoaderData<typeof loader>();
  return (
    <AgentCentre frame={frame}>{(content, props) => <ContractSection content={content} {...props} />}</AgentCentre>
  );
}
