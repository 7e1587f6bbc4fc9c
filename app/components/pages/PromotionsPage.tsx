import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { EmptyState } from "~/components/ui/EmptyState";
import { IconGift } from "~/components/ui/Icons";
import { Pager } from "~/components/ui/Pager";
import { RichText } from "~/components/ui/RichText";
import type { PromotionDetail } from "~/lib/content/promotions.server";
import type { PromotionsPageData } from "~/lib/content/promotionPages.server";
import { hrefWith } from "~/lib/shell/urls";
import { usePlace } from "~/lib/shell/useRoot";

function Validity({ promotion }: { promotion: PromotionDetail }) {
  const { t } = useTranslation("promotions");
  const from = promotion.startsAt?.slice(0, 10);
  const until = promotion.endsAt?.slice(0, 10);
  if (!from && !until && !promotion.upcoming) return null;
  return (
    <p className="promo-validity">
      {promotion.upcoming ? <span className="badge">{t("comingSoon")}</span> : null}
      {from && until ? t("validBetween", { from, until }) : from ? t("validFrom", { from }) : t("validUntil", { until })}
    </p>
  );
}

/**
 * The card whose id is in the hash is expanded. CSS :target does it on a document load; after a
 * client-side navigation (pushState does not update :target) this hook marks it instead. The server
 * never sees the hash, so the page is hydrated without a target and marks it in the render after.
 */
function useHashTarget(): string {
  const location = useLocation();
  const hydrated = useHydrated();
  const target = hydrated ? decodeURIComponent(location.hash.replace(/^#/, "")) : "";
  useEffect(() => {
    if (target) document.getElementById(target)?.scrollIntoView({ block: "start" });
  }, [target, location.key]);
  return target;
}

function PromotionList({ data }: { data: Extract<PromotionsPageData, { view: "list" }> }) {
  const { t } = useTranslation("promotions");
  const place = usePlace();
  const target = useHashTarget();
  return (
    <section className="page-section">
      <h1 className="page-title">{t("title")}</h1>
      {data.promotions.length === 0 ? (
        <EmptyState icon={<IconGift />} title={t("empty")} />
      ) : (
        <ul className="promo-list">
          {data.promotions.map((promotion) => (
            <li key={promotion.id}>
              <article id={promotion.id} className={promotion.id === target ? "promo-card is-target" : "promo-card"} aria-labelledby={`promo-${promotion.id}-title`}>
                {promotion.image ? <img className="promo-card__image" src={promotion.image} alt="" width={600} height={200} loading="lazy" decoding="async" /> : null}
                <div className="promo-card__body">
                  <h2 id={`promo-${promotion.id}-title`} className="promo-card__title">
                    {promotion.title}
                  </h2>
                  <p className="promo-card__summary">{promotion.summary}</p>
                  <Validity promotion={promotion} />
                  <div className="promo-card__content">
                    <RichText html={promotion.html} />
                  </div>
                  <p className="promo-card__actions">
                    <Link to={`/promotions/${encodeURIComponent(promotion.id)}`} className="btn btn--small btn--gold">
                      {t("details")}
                    </Link>
                  </p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      <Pager current={data.pageNo} totalPages={data.totalPages} href={(page) => hrefWith(place, { pageNo: page })} label={t("pages")} />
    </section>
  );
}

function PromotionView({ promotion }: { promotion: PromotionDetail }) {
  const { t } = useTranslation("promotions");
  return (
    <article className="page-section promo-detail" aria-labelledby="promo-detail-title">
      <p>
        <Link to={`/promotions#${encodeURIComponent(promotion.id)}`} className="back-link">
          {t("back")}
        </Link>
      </p>
      <h1 id="promo-detail-title" className="page-title">
        {promotion.title}
      </h1>
      <p className="promo-detail__summary">{promotion.summary}</p>
      <Validity promotion={promotion} />
      {promotion.images.map((image, index) => (
        <img key={image} className="promo-detail__image" src={image} alt="" width={1200} height={400} loading={index === 0 ? "eager" : "lazy"} decoding="async" />
      ))}
      <h2 className="visually-hidden">{t("details")}</h2>
      <RichText html={promotion.html} />
    </article>
  );
}

export function PromotionsPage() {
  const data = useLoaderData() as PromotionsPageData;
  return data.view === "detail" ? <PromotionView promotion={data.promotion} /> : <PromotionList data={data} />;
}
