// SPEC §2.6 manualRebate, "betting bonus" (ADR 0046): each rebate promotion's amount accrued since the last claim,
// per game category (valid bet × rate), the total and the last claim; a claim-mode rebate is claimed here and
// the amount paid is said after.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { MemberCentre, centreShouldRevalidate } from "~/components/member/MemberCentre";
import { ManualRebate } from "~/components/member/ManualRebate";
import { memberSectionAction, memberSectionLoader, type SectionContext } from "~/lib/member/centre.server";
import { promotionSectionForms } from "~/lib/promotions/actions.server";
import { pageMeta } from "~/lib/i18n/meta";

async function manualRebate({ client, token }: SectionContext) {
  return { rebates: await client.rebates(token) };
}
export type ManualRebateContent = Awaited<ReturnType<typeof manualRebate>>;

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  memberSectionLoader(request, context, "manualRebate", manualRebate);
export const action = ({ request, context }: ActionFunctionArgs) =>
  memberSectionAction(request, context, "manualRebate", promotionSectionForms(["claim"]));
export const meta: MetaFunction = (args) => pageMeta(args, "member:centreTitle");
export const shouldRevalidate = centreShouldRevalidate;

export default function ManualRebatePage() {
  const frame = useLoaderData<typeof loader>();
  return <MemberCentre frame={frame}>{(content) => <ManualRebate content={content} />}</MemberCentre>;
}
