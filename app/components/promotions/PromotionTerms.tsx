import { useTranslation } from "react-i18next";
import { promotionTerms } from "~/lib/promotions/terms";
import type { PromotionRule } from "~contract/promotions";

/** The terms the platform pays by, in plain words (lib/promotions/terms.ts), above the operator's own text. */
export function PromotionTerms({ rule }: { rule: PromotionRule }) {
  const { t } = useTranslation();
  return (
    <section className="promo-terms" aria-labelledby="promo-terms-title">
      <h2 id="promo-terms-title" className="promo-terms__title">
        {t("promotions:terms.title")}
      </h2>
      <ul className="promo-terms__list">
        {promotionTerms(rule, t).map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
