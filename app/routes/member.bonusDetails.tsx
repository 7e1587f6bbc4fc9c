// Bonus details (SPEC §2.6 bonusDetails): the bonuses credited in the period.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { MemberCentre, centreShouldRevalidate } from "~/components/member/MemberCentre";
import { BonusDetails } from "~/components/member/BonusDetails";
import { memberSectionAction, memberSectionLoader, type SectionContext } from "~/lib/member/centre.server";
import { datePreset, presetRange } from "~/lib/member/wallet";
import { pageParam } from "~/lib/shell/paging";
import { pageMeta } from "~/lib/i18n/meta";

const RECORD_PAGE_SIZE = 20;

async function bonusDetails({ client, token, url }: SectionContext) {
  const preset = datePreset(url.searchParams.get("range"));
  const page = pageParam(url.searchParams.get("page"));
  return { preset, bonuses: await client.bonusDetails(token, { ...presetRange(preset), pageNo: page, pageSize: RECORD_PAGE_SIZE }) };
}
export type BonusDetailsContent = Awaited<ReturnType<typeof bonusDetails>>;

export const loader = ({ request, context }: LoaderFunctionArgs) => memberSectionLoader(request, context, "bonusDetails", bonusDetails);
// The section has no form of its own; the header's "hide balance" form may still post here.
export const action = ({ request, context }: ActionFunctionArgs) => memberSectionAction(request, context, "bonusDetails", []);
export const meta: MetaFunction = (args) => pageMeta(args, "member:centreTitle");
export const shouldRevalidate = centreShouldRevalidate;

export default function BonusDetailsPage() {
  const frame = useLoaderData<typeof loader>();
  return <MemberCentre frame={frame}>{(content, props) => <BonusDetails content={content} {...props} />}</MemberCentre>;
}
