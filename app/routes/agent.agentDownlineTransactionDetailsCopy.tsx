// SPEC §2.7 agentDownlineTransactionDetailsCopy (transaction details): the downline's main-wallet
// entries, newest first, by member, kind and period.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AgentCentre } from "~/components/agent/AgentCentre";
import { TeamTransactions } from "~/components/agent/TeamTransactions";
import { centreShouldRevalidate } from "~/components/member/MemberCentre";
import { periodOf } from "~/lib/agent/periods";
import { agentSectionAction, agentSectionLoader, type SectionContext } from "~/lib/member/centre.server";
import { pageParam } from "~/lib/shell/paging";
import { pageMeta } from "~/lib/i18n/meta";
import { STATEMENT_FILTER_KINDS } from "~contract/transfer-kinds";

const TRANSACTION_PAGE_SIZE = 20;

async function agentDownlineTransactionDetailsCopy({ client, token, url }: SectionContext) {
  const query = url.searchParams;
  const period = periodOf(query, "thisWeek");
  const username = (query.get("username") ?? "").trim().slice(0, 64);
  const asked = query.get("type") ?? "";
  const type = (STATEMENT_FILTER_KINDS as readonly string[]).includes(asked) ? asked : "";
  const transactions = await client.agentTransactions(token, {
    from: period.from,
    to: period.to,
    username: username || undefined,
    types: type || undefined,
    pageNo: pageParam(query.get("page")),
    pageSize: TRANSACTION_PAGE_SIZE,
  });
  return { period, username, type, transactions };
}
export type TeamTransactionsContent = Awaited<ReturnType<typeof agentDownlineTransactionDetailsCopy>>;

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  agentSectionLoader(request, context, "agentDownlineTransactionDetailsCopy", agentDownlineTransactionDetailsCopy);
// The section has no form of its own; the header's "hide balance" form may still post here.
export const action = ({ request, context }: ActionFunctionArgs) =>
  agentSectionAction(request, context, "agentDownlineTransactionDetailsCopy", []);
export const meta: MetaFunction = (args) => pageMeta(args, "agent:centreTitle");
export const shouldRevalidate = centreShouldRevalidate;

export default function TeamTransactionsPage() {
  const frame = useLoaderData<typeof loader>();
  return <AgentCentre frame={frame}>{(content) => <TeamTransactions content={content} />}</AgentCentre>;
}
