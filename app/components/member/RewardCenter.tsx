import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PromotionStanding } from "~/components/promotions/PromotionStanding";
import { EmptyState } from "~/components/ui/EmptyState";
import { IconGift } from "~/components/ui/Icons";
import { usePlace } from "~/lib/shell/useRoot";
import type { RewardCenterContent } from "~/routes/member.rewardCenter";

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
