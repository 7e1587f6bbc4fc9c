// SPEC §2.6 referral: its content arrives with a later release; the centre shows its frame meanwhile.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { MemberCentre, centreShouldRevalidate } from "~/components/member/MemberCentre";
import { memberSectionAction, memberSectionLoader } from "~/lib/member/centre.server";
import { pageMeta } from "~/lib/i18n/meta";

export const loader = ({ request, context }: LoaderFunctionArgs) => memberSectionLoader(request, context, "referral");
// No form of its own yet; the header's "hide balance" form may still post here.
export const action = ({ request, context }: ActionFunctionArgs) => memberSectionAction(request, context, "referral", []);
export const meta: MetaFunction = (args) => pageMeta(args, "member:centreTitle");
export const shouldRevalidate = centreShouldRevalidate;

export default function ReferralPage() {
  return <MemberCentre frame={useLoaderData<typeof loader>()} />;
}
