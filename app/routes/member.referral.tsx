// SPEC §2.6 referral, "invite friends" (ADR 0051): the member's referral code, its link and QR code, the referral
// promotion's terms in its real figures, and the friends who registered with the code — names masked — with how
// far each has come and what it earned. An agent's referral entry is its register centre (SPEC §6).
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { MemberCentre, centreShouldRevalidate } from "~/components/member/MemberCentre";
import { Referral } from "~/components/member/Referral";
import { qrSvg } from "~/lib/content/qr.server";
import { memberSectionAction, memberSectionLoader, type SectionContext } from "~/lib/member/centre.server";
import { getSession } from "~/lib/session/session.server";
import { pageParam } from "~/lib/shell/paging";
import { pageMeta } from "~/lib/i18n/meta";
import { ruleSchema } from "~contract/promotions";

const PAGE_SIZE = 10;

async function referral({ client, token, url }: SectionContext) {
  const answer = await client.referral(token, { pageNo: pageParam(url.searchParams.get("page")), pageSize: PAGE_SIZE });
  // The link as a friend opens it: this site's own address, its registration page, which reads the code.
  const link = new URL(`/register?${new URLSearchParams({ referralCode: answer.code })}`, url.origin).href;
  // The terms are stated from the rule the platform pays by (lib/promotions/terms.ts).
  const parsed = answer.promotion ? ruleSchema.safeParse(answer.promotion.terms) : null;
  const rule = parsed?.success && parsed.data.type === "referral" ? parsed.data : null;
  return { ...answer, rule, link, qrSvg: answer.enabled ? await qrSvg(link) : null };
}
export type ReferralContent = Awaited<ReturnType<typeof referral>>;

export async function loader({ request, context }: LoaderFunctionArgs) {
  if ((await getSession(request)).get("member")?.isAgent) throw redirect("/agent/registerCenter");
  return memberSectionLoader(request, context, "referral", referral);
}
// No form of its own; the header's "hide balance" form may still post here.
export const action = ({ request, context }: ActionFunctionArgs) =>
  memberSectionAction(request, context, "referral", []);
export const meta: MetaFunction = (args) => pageMeta(args, "member:centreTitle");
export const shouldRevalidate = centreShouldRevalidate;

export default function ReferralPage() {
  const frame = useLoaderData<typeof loader>();
  return <MemberCentre frame={frame}>{(content) => <Referral content={content} />}</MemberCentre>;
}
