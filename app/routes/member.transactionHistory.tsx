// The account record (SPEC §2.6 transactionHistory): every movement of the member's wallets, by kind and period.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { MemberCentre, centreShouldRevalidate } from "~/components/member/MemberCentre";
import { TransactionHistory } from "~/components/member/TransactionHistory";
import { memberSectionAction, memberSectionLoader, type SectionContext } from "~/lib/member/centre.server";
import { STATEMENT_FILTER_KINDS } from "~contract/transfer-kinds";
import { datePreset, presetRange } from "~/lib/member/wallet";
import { pageParam } from "~/lib/shell/paging";
import { pageMeta } from "~/lib/i18n/meta";

const RECORD_PAGE_SIZE = 20;

async function transactionHistory({ client, token, url }: SectionContext) {
  const preset = datePreset(url.searchParams.get("range"));
  const asked = url.searchParams.get("type") ?? "";
  const type = (STATEMENT_FILTER_KINDS as readonly string[]).includes(asked) ? asked : "";
  const page = pageParam(url.searchParams.get("page"));
  const records = await client.transactions(token, {
    ...presetRange(preset),
    types: type || undefined,
    pageNo: page,
    pageSize: RECORD_PAGE_SIZE,
  });
  return { preset, type, records };
}
export type TransactionHistoryContent = Awaited<ReturnType<typeof transactionHistory>>;

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  memberSectionLoader(request, context, "transactionHistory", transactionHistory);
// The section has no form of its own; the header's "hide balance" form may still post here.
export const action = ({ request, context }: ActionFunctionArgs) =>
  memberSectionAction(request, context, "transactionHistory", []);
export const meta: MetaFunction = (args) => pageMeta(args, "member:centreTitle");
export const shouldRevalidate = centreShouldRevalidate;

export default function TransactionHistoryPage() {
  const frame = useLoaderData<typeof loader>();
  return (
    <MemberCentre frame={frame}>{(content, props) => <TransactionHistory content={content} {...props} />}</MemberCentre>
  );
}
