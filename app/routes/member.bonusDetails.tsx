// Bonus details (SPEC §2.6 bonusDetails, ADR 0046): every bonus the member was granted with its wagering — the
// held balance first — and, for a wagering bonus (?bonus=<id>), the bets it saw: each counted, or left out and why.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { MemberCentre, centreShouldRevalidate } from "~/components/member/MemberCentre";
import { BonusDetails } from "~/components/member/BonusDetails";
import { memberSectionAction, memberSectionLoader, type SectionContext } from "~/lib/member/centre.server";
import { PlatformError } from "~/lib/platform/client.server";
import { pageParam } from "~/lib/shell/paging";
import { pageMeta } from "~/lib/i18n/meta";

const BONUS_PAGE_SIZE = 10;
const BET_PAGE_SIZE = 20;
const BONUS_ID = /^[1-9]\d{0,14}$/;

async function bonusDetails({ client, token, url }: SectionContext) {
  const query = url.searchParams;
  const asked = query.get("bonus");
  const bonusId = asked && BONUS_ID.test(asked) ? Number(asked) : null;
  // The bets view keeps the list's page (?list=) to find its bonus there, and pages the bets with ?page=.
  const listPage = pageParam(query.get(bonusId ? "list" : "page"));
  const [summary, bets] = await Promise.all([
    client.bonuses(token, { pageNo: listPage, pageSize: BONUS_PAGE_SIZE }),
    bonusId
      ? client
          .bonusBets(token, bonusId, { pageNo: pageParam(query.get("page")), pageSize: BET_PAGE_SIZE })
          .catch((error: unknown) => {
            // Not the member's bonus (or none such): said as such, the list still shows.
            if (error instanceof PlatformError && (error.code === "NOT_FOUND" || error.code === "VALIDATION"))
              return null;
            throw error;
          })
      : Promise.resolve(null),
  ]);
  return {
    summary,
    listPage,
    bets: bonusId
      ? { bonusId, bonus: summary.page.list.find((bonus) => bonus.id === bonusId) ?? null, page: bets }
      : null,
  };
}
export type BonusDetailsContent = Awaited<ReturnType<typeof bonusDetails>>;

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  memberSectionLoader(request, context, "bonusDetails", bonusDetails);
// The section has no form of its own; the header's "hide balance" form may still post here.
export const action = ({ request, context }: ActionFunctionArgs) =>
  memberSectionAction(request, context, "bonusDetails", []);
export const meta: MetaFunction = (args) => pageMeta(args, "member:centreTitle");
export const shouldRevalidate = centreShouldRevalidate;

export default function BonusDetailsPage() {
  const frame = useLoaderData<typeof loader>();
  return <MemberCentre frame={frame}>{(content, props) => <BonusDetails content={content} {...props} />}</MemberCentre>;
}
