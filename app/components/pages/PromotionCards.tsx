import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useCarousel } from "~/components/shell/useCarousel";
import type { PromotionCard } from "~/lib/content/promotions.server";

const toCard = (id: string) => `/promotions#${encodeURIComponent(id)}`;

function Teaser({ promotion, href }: { promotion: PromotionCard; href: string }) {
  return (
    <Link to={href} className="teaser">
      {promotion.image ? (
        <img src={promotion.image} alt="" width={600} height={200} loading="lazy" decoding="async" />
      ) : null}
      <span className="teaser__title">{promotion.title}</span>{" "}
      <span className="teaser__summary">{promotion.summary}</span>
    </Link>
  );
}

/** Promotion teasers linking, by default, to the card on /promotions (SPEC §2.1 /promotions#{id}). */
export function PromotionTeasers({
  promotions,
  href = toCard,
}: {
  promotions: PromotionCard[];
  href?: (id: string) => string;
}) {
  return (
    <ul className="card-row">
      {promotions.map((promotion) => (
        <li key={promotion.id}>
          <Teaser promotion={promotion} href={href(promotion.id)} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Promotions as slides (SPEC §2.4 the registration page's new-player offers): a scroll-snap strip without
 * JavaScript; with more than one, the site's carousel loops and autoplays every 5000 ms (useCarousel).
 */
export function PromotionSlides({ promotions, href }: { promotions: PromotionCard[]; href: (id: string) => string }) {
  const { t } = useTranslation();
  const loops = promotions.length > 1;
  const slideSet = promotions.map((promotion) => promotion.id).join(" ");
  const strip = useCarousel(loops, slideSet);
  return (
    <div className="banner-carousel promo-slides" data-strip ref={strip} key={slideSet}>
      <div className="banner-track">
        {promotions.map((promotion, index) => (
          <div
            className="banner-slide"
            key={promotion.id}
            {...(loops
              ? {
                  role: "group",
                  "aria-label": t("banner.slideLabel", { index: index + 1, slidesLength: promotions.length }),
                }
              : {})}
          >
            <Teaser promotion={promotion} href={href(promotion.id)} />
          </div>
        ))}
      </div>
      {loops ? (
        <div className="banner-pagination">
          {promotions.map((promotion, index) => (
            <button
              type="button"
              className="banner-bullet"
              key={promotion.id}
              aria-label={t("banner.goTo", { index: index + 1 })}
              value={t("banner.goTo", { index: index + 1 })}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
