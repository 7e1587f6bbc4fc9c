// SPEC §2.7 personalHistoryCopy (team betting): the rounds of the whole downline, newest first, by
// member, vendor, status and period, each with its valid bet and why a bet did not count.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AgentCentre } from "~/components/agent/AgentCentre";
import { TeamBetting } from "~/components/agent/TeamBetting";
import { centreShouldRevalidate } from "~/components/member/MemberCentre";
import { periodOf } from "~/lib/agent/periods";
import { agentSectionAction, agentSectionLoader, type SectionContext } from "~/lib/member/centre.server";
import { pageParam } from "~/lib/shell/paging";
import { pageMeta } from "~/lib/i18n/meta";

const ROUND_PAGE_SIZE = 20;
export const ROUND_STATUSES = ["open", "completed", "cancelled"] as const;
const VENDOR_CODE = /^[A-Za-z0-9_-]{1,40}$/;

async function personalHistoryCopy({ client, token, url }: SectionContext) {
  const query = url.searchParams;
  const period = periodOf(query, "thisWeek");
  const username = (query.get("username") ?? "").trim().slice(0, 64);
  const status = ROUND_STATUSES.find((value) => value === query.get("status")) ?? "";
  const asked = query.get("vendor") ?? "";
  const vendor = VENDOR_CODE.test(asked) ? asked : "";
  const [merchant, rounds] = await Promise.all([
    // The site's vendors, for the vendor filter.
    client.walletMerchant(token),
    client.agentRounds(token, {
      from: period.from,
      to: period.to,
      username: username || undefined,
      vendor: vendor || undefined,
      status: status || undefined,
      pageNo: pageParam(query.get("page")),
      pageSize: ROUND_PAGE_SIZE,
    }),
  ]);
  return { period, username, status, vendor, vendors: merchant.vendors, rounds };
}
export type TeamBettingContent = Awaited<ReturnType<typeof personalHistoryCopy>>;

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  agentSectionLoader(request, context, "personalHistoryCopy", personalHistoryCopy);
// The section has no form of its own; the header's "hide balance" form may still post here.
export const action = ({ request, context }: ActionFunctionArgs) =>
  agentSectionAction(request, context, "personalHistoryCopy", []);
export const meta: MetaFunction = (args) => pageMeta(args, "agent:centreTitle");
export const shouldRevalidate = centreShouldRevalidate;

export default function TeamBettingPage() {
  const frame = useLoaderData<typeof loader>();
  return <AgentCentre frame={frame}>{(content) => <TeamBetting content={content} />}</AgentCentre>;
}
