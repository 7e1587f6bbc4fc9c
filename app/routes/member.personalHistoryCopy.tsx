// The betting record (SPEC §2.6 personalHistoryCopy): every round with every vendor in the period, newest first, with its status filter.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { MemberCentre, centreShouldRevalidate } from "~/components/member/MemberCentre";
import { BettingRecord } from "~/components/member/BettingRecord";
import { memberSectionAction, memberSectionLoader, type SectionContext } from "~/lib/member/centre.server";
import { datePreset, presetRange } from "~/lib/member/wallet";
import { pageParam } from "~/lib/shell/paging";
import { pageMeta } from "~/lib/i18n/meta";

const RECORD_PAGE_SIZE = 20;

async function personalHistoryCopy({ client, token, url }: SectionContext) {
  const preset = datePreset(url.searchParams.get("range"));
  const status = (["open", "completed", "cancelled"] as const).find((s) => s === url.searchParams.get("status")) ?? "";
  const page = pageParam(url.searchParams.get("page"));
  return {
    preset,
    status,
    rounds: await client.gameRounds(token, {
      ...presetRange(preset),
      status,
      pageNo: page,
      pageSize: RECORD_PAGE_SIZE,
    }),
  };
}
export type BettingRecordContent = Awaited<ReturnType<typeof personalHistoryCopy>>;

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  memberSectionLoader(request, context, "personalHistoryCopy", personalHistoryCopy);
// The section has no form of its own; the header's "hide balance" form may still post here.
export const action = ({ request, context }: ActionFunctionArgs) =>
  memberSectionAction(request, context, "personalHistoryCopy", []);
export const meta: MetaFunction = (args) => pageMeta(args, "member:centreTitle");
export const shouldRevalidate = centreShouldRevalidate;

export default function BettingRecordPage() {
  const frame = useLoaderData<typeof loader>();
  return (
    <MemberCentre frame={frame}>{(content, props) => <BettingRecord content={content} {...props} />}</MemberCentre>
  );
}
