import { Link } from "@remix-run/react";
import type { PromotionCard } from "~/lib/content/promotions.server";

const toCard = (id: string) => `/promotions#${encodeURIComponent(id)}`;

/** Promotion teasers linking, by default, to the card on /promotions (SPEC §2.1 /promotions#{id}). */
export function PromotionTeasers({ promotions, href = toCard, className = "card-row" }: { promotions: PromotionCard[]; href?: (id: string) => string; className?: string }) {
  return (
    <ul className={className}>
      {promotions.map((promotion) => (
        <li key={promotion.id}>
          <Link to={href(promotion.id)} className="teaser">
            {promotion.image ? <img src={promotion.image} alt="" width={600} height={200} loading="lazy" decoding="async" /> : null}
            <span className="teaser__title">{promotion.title}</span>
            <span className="teaser__summary">{promotion.summary}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
