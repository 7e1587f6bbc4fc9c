// Personal loss (SPEC §2.6 personalProfit): the period's sums over the main wallet, and the result.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { MemberCentre, centreShouldRevalidate } from "~/components/member/MemberCentre";
import { PersonalProfit } from "~/components/member/PersonalProfit";
import { memberSectionAction, memberSectionLoader, type SectionContext } from "~/lib/member/centre.server";
import { datePreset, presetRange } from "~/lib/member/wallet";
import { pageMeta } from "~/lib/i18n/meta";

async function personalProfit({ client, token, url }: SectionContext) {
  const preset = datePreset(url.searchParams.get("range"));
  return { preset, profit: await client.personalProfit(token, presetRange(preset)) };
}
export type PersonalProfitContent = Awaited<ReturnType<typeof personalProfit>>;

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  memberSectionLoader(request, context, "personalProfit", personalProfit);
// The section has no form of its own; the header's "hide balance" form may still post here.
export const action = ({ request, context }: ActionFunctionArgs) =>
  memberSectionAction(request, context, "personalProfit", []);
export const meta: MetaFunction = (args) => pageMeta(args, "member:centreTitle");
export const shouldRevalidate = centreShouldRevalidate;

export default function PersonalProfitPage() {
  const frame = useLoaderData<typeof loader>();
  return (
    <MemberCentre frame={frame}>{(content, props) => <PersonalProfit content={content} {...props} />}</MemberCentre>
  );
}
