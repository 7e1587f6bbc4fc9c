import { Link } from "@remix-run/react";
import type { PromotionCard } from "~/lib/promotions.server";

/** Promotion teasers linking to the card on /promotions (SPEC §2.1 /promotions#{id}). */
export function PromotionTeasers({ promotions }: { promotions: PromotionCard[] }) {
  return (
    <ul className="card-row">
      {promotions.map((promotion) => (
        <li key={promotion.id}>
          <Link to={`/promotions#${encodeURIComponent(promotion.id)}`} className="teaser">
            {promotion.image ? <img src={promotion.image} alt="" width={600} height={200} loading="lazy" decoding="async" /> : null}
            <span className="teaser__title">{promotion.title}</span>
            <span className="teaser__summary">{promotion.summary}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
