// SPEC §2.6 rewardCenter (ADR 0046): what the member can join, claim or apply for now, from the member's own
// promotion statuses, each with its button; joining and claiming answer here, an application opens on the
// promotion's page (it takes pictures).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, Link } from "@remix-run/react";
import { MemberCentre, centreShouldRevalidate } from "~/components/member/MemberCentre";
import { memberSectionAction, memberSectionLoader, type SectionContext } from "~/lib/member/centre.server";
import { promotionSectionForms } from "~/lib/promotions/actions.server";
import { pageMeta } from "~/lib/i18n/meta";
import { useTranslation } from "react-i18next";
import { PromotionStanding } from "~/components/promotions/PromotionStanding";
import { EmptyState } from "~/components/ui/EmptyState";
import { IconGift } from "~/components/ui/Icons";
import { usePlace } from "~/lib/shell/useRoot";

/** The platform's largest page of promotions: the titles of what the member may take part in. */
const CATALOGUE_PAGE_SIZE = 100;

async function rewardCenter({ client, token }: SectionContext) {
  const [standing, catalogue] = await Promise.all([
    client.memberPromotions(token),
    client.promotions({ pageNo: 1, pageSize: CATALOGUE_PAGE_SIZE }),
  ]);
  const open = standing.filter((entry) => entry.action !== null);
  const listed = new Map(catalogue.list.map((promotion) => [promotion.id, promotion]));
  // One beyond the listed page (or ended for new members but still claimable) is asked for by id: a public, cached answer.
  const offers = await Promise.all(
    open.map(async (entry) => {
      const promotion = listed.get(entry.promotionId) ?? (await client.promotion(entry.promotionId).catch(() => null));
      return { standing: entry, title: promotion?.title ?? entry.promotionId, summary: promotion?.summary ?? "" };
    }),
  );
  return { offers };
}
export type RewardCenterContent = Awaited<ReturnType<typeof rewardCenter>>;

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  memberSectionLoader(request, context, "rewardCenter", rewardCenter);
export const action = ({ request, context }: ActionFunctionArgs) =>
  memberSectionAction(request, context, "rewardCenter", promotionSectionForms(["join", "claim"]));
export const meta: MetaFunction = (args) => pageMeta(args, "member:centreTitle");
export const shouldRevalidate = centreShouldRevalidate;

export default function RewardCenterPage() {
  const frame = useLoaderData<typeof loader>();
  return <MemberCentre frame={frame}>{(content) => <RewardCenter content={content} />}</MemberCentre>;
}

/** Reward centre: the promotions the member can join, claim or apply for now, each with its button. */
export function RewardCenter({ content }: { content: RewardCenterContent }) {
  const { t } = useTranslation("member");
  const place = usePlace();
  if (content.offers.length === 0) {
    return (
      <EmptyState icon={<IconGift />} title={t("reward.none")} text={t("reward.noneText")}>
        <Link to="/promotions" className="btn btn--outline">
          {t("bonus.seePromotions")}
        </Link>
      </EmptyState>
    );
  }
  return (
    <ul className="reward-list" aria-label={t("section.rewardCenter")}>
      {content.offers.map(({ standing, title, summary }) => (
        <li key={standing.promotionId} className="reward-card">
          <h4 className="reward-card__title">
            <Link to={`/promotions/${encodeURIComponent(standing.promotionId)}`}>{title}</Link>
          </h4>
          {summary ? <p className="field__hint">{summary}</p> : null}
          {/* The centre says what a step did above the section: not again on the card. */}
          <PromotionStanding
            promotionId={standing.promotionId}
            title={title}
            standing={{ viewer: "member", statuses: { [standing.promotionId]: standing } }}
            place={place}
            notice={null}
          />
        </li>
      ))}
    </ul>
  );
}
