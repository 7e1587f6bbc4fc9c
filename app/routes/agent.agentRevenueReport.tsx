// SPEC §2.7 agentRevenueReport (my income): the agent's salaries and dividends. They are paid under
// contracts, which arrive with their own release; until one settles, the section says so plainly.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AgentCentre } from "~/components/agent/AgentCentre";
import { centreShouldRevalidate } from "~/components/member/MemberCentre";
import { EmptyState } from "~/components/ui/EmptyState";
import { IconCoins } from "~/components/ui/Icons";
import { agentSectionAction, agentSectionLoader } from "~/lib/member/centre.server";
import { pageMeta } from "~/lib/i18n/meta";

// Nothing to ask the platform for yet: without a contract no salary or dividend is ever settled.
const noIncome = async () => ({});

export const loader = ({ request, context }: LoaderFunctionArgs) => agentSectionLoader(request, context, "agentRevenueReport", noIncome);
// The section has no form of its own; the header's "hide balance" form may still post here.
export const action = ({ request, context }: ActionFunctionArgs) => agentSectionAction(request, context, "agentRevenueReport", []);
export const meta: MetaFunction = (args) => pageMeta(args, "agent:centreTitle");
export const shouldRevalidate = centreShouldRevalidate;

export default function RevenueReportPage() {
  const frame = useLoaderData<typeof loader>();
  return <AgentCentre frame={frame}>{() => <NoIncome />}</AgentCentre>;
}

function NoIncome() {
  const { t } = useTranslation("agent");
  return (
    <div data-testid="agent-income">
      <EmptyState icon={<IconCoins />} title={t("income.none")} text={t("income.noneText")} />
    </div>
  );
}
