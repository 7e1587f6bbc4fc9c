import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { lazy, Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { LuckyDraw } from "~/components/promotions/LuckyDraw";
import { PromotionStanding } from "~/components/promotions/PromotionStanding";
import { PromotionTerms } from "~/components/promotions/PromotionTerms";
import { EmptyState } from "~/components/ui/EmptyState";
import { IconGift } from "~/components/ui/Icons";
import { Pager } from "~/components/ui/Pager";
import { RichText } from "~/components/ui/RichText";
import type { PromotionDetail } from "~/lib/content/promotions.server";
import type { PromotionsPageData } from "~/lib/content/promotionPages.server";
import { renderMessage } from "~/lib/forms/messages";
import { hrefWith } from "~/lib/shell/urls";
import { usePlace } from "~/lib/shell/useRoot";

// Only a member's promotion page shows these forms; the list every visitor sees does not load them, nor the
// zod and conform they bring. Whole documents are rendered before they are sent (entry.server), so
// without JavaScript they are there as plain forms, and with it the page hydrates them when they arrive.
const ApplicationForm = lazy(() =>
  import("~/components/promotions/ApplicationForm").then((m) => ({ default: m.ApplicationForm })),
);
const FreeRounds = lazy(() => import("~/components/promotions/FreeRounds").then((m) => ({ default: m.FreeRounds })));

type ListData = Extract<PromotionsPageData, { view: "list" }>;
type DetailData = Extract<PromotionsPageData, { view: "detail" }>;

function Validity({ promotion }: { promotion: PromotionDetail }) {
  const { t } = useTranslation("promotions");
  const from = promotion.startsAt?.slice(0, 10);
  const until = promotion.endsAt?.slice(0, 10);
  // Paused or ended by the operator says so whatever its dates (ADR 0046).
  const state =
    promotion.lifecycle !== "live" ? (
      <span className={`badge badge--${promotion.lifecycle}`}>{t(`lifecycle.${promotion.lifecycle}`)}</span>
    ) : null;
  if (!from && !until && !promotion.upcoming && !state) return null;
  return (
    <p className="promo-validity">
      {/* Spaces between the badges and the dates: lynx ran them together ("Coming soonValid from"). */}
      {state}
      {state ? " " : null}
      {promotion.upcoming ? <span className="badge">{t("comingSoon")}</span> : null}
      {promotion.upcoming ? " " : null}
      {from && until
        ? t("validBetween", { from, until })
        : from
          ? t("validFrom", { from })
          : until
            ? t("validUntil", { until })
            : null}
    </p>
  );
}

/** Something a member takes part in now: a promotion that pays (a type) and is live. */
const offers = (promotion: PromotionDetail) =>
  promotion.type !== null && promotion.lifecycle === "live" && !promotion.upcoming;

/** What kind of promotion it is (ADR 0046), when it pays something. */
function TypeLabel({ promotion }: { promotion: PromotionDetail }) {
  const { t } = useTranslation("promotions");
  return promotion.type ? <p className="promo-type">{t(`type.${promotion.type}`)}</p> : null;
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

/** A promotion category in words; an operator's own category reads as it is written. */
function useCategoryName() {
  const { t } = useTranslation("promotions");
  return (category: string) => t(`category.${category}`, { defaultValue: category.replace(/_/g, " ") });
}

/** Filter by category: plain links, so every choice is a URL and works without JavaScript. */
function CategoryFilter({ data }: { data: ListData }) {
  const { t } = useTranslation("promotions");
  const categoryName = useCategoryName();
  if (data.categories.length < 2 && !data.category) return null;
  const chip = (category: string | null, label: string) => {
    const current = data.category === category;
    return (
      <li key={category ?? ""}>
        <Link
          to={category ? `/promotions?${new URLSearchParams({ category })}` : "/promotions"}
          className={current ? "chip active" : "chip"}
          aria-current={current ? "page" : undefined}
          preventScrollReset
        >
          {label}
        </Link>
      </li>
    );
  };
  return (
    <nav className="chips" aria-label={t("categoriesLabel")}>
      <ul>
        {chip(null, t("allCategories"))}
        {data.categories.map((category) => chip(category, categoryName(category)))}
      </ul>
    </nav>
  );
}

function PromotionList({ data }: { data: ListData }) {
  const { t } = useTranslation("promotions");
  const place = usePlace();
  const target = useHashTarget();
  const categoryName = useCategoryName();
  // A notice about no card on this page (the list moved on) still says what was done.
  const stray =
    data.notice && !data.promotions.some((promotion) => promotion.id === data.notice?.about) ? data.notice : null;
  return (
    <section className="page-section">
      <h1 className="page-title">{t("title")}</h1>
      {stray ? (
        <p className="form-notice" role="status">
          {renderMessage(t, stray.text)}
        </p>
      ) : null}
      <CategoryFilter data={data} />
      {data.promotions.length === 0 ? (
        <EmptyState
          icon={<IconGift />}
          title={data.category ? t("emptyCategory", { category: categoryName(data.category) }) : t("empty")}
        />
      ) : (
        <ul className="promo-list">
          {data.promotions.map((promotion) => (
            <li key={promotion.id}>
              <article
                id={promotion.id}
                className={promotion.id === target ? "promo-card is-target" : "promo-card"}
                aria-labelledby={`promo-${promotion.id}-title`}
              >
                {promotion.image ? (
                  <img
                    className="promo-card__image"
                    src={promotion.image}
                    alt=""
                    width={600}
                    height={200}
                    loading="lazy"
                    decoding="async"
                  />
                ) : null}
                <div className="promo-card__body">
                  <h2 id={`promo-${promotion.id}-title`} className="promo-card__title">
                    {promotion.title}
                  </h2>
                  <TypeLabel promotion={promotion} />
                  <p className="promo-card__summary">{promotion.summary}</p>
                  <Validity promotion={promotion} />
                  <PromotionStanding
                    promotionId={promotion.id}
                    title={promotion.title}
                    type={promotion.type}
                    standing={data.standing}
                    place={place}
                    notice={data.notice}
                    offers={offers(promotion)}
                  />
                  <div className="promo-card__content">
                    <RichText html={promotion.html} />
                  </div>
                  <p className="promo-card__actions">
                    <Link
                      to={`/promotions/${encodeURIComponent(promotion.id)}`}
                      className="btn btn--small btn--outline"
                      aria-label={`${t("details")}: ${promotion.title}`}
                    >
                      {t("details")}
                    </Link>
                  </p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      <Pager
        current={data.pageNo}
        totalPages={data.totalPages}
        href={(page) => hrefWith(place, { pageNo: page })}
        label={t("pages")}
      />
    </section>
  );
}

/** Free rounds once claimed, or a lucky draw (ADR 0047): the promotion's own panel below the member's standing. */
function PlayPanel({ data }: { data: DetailData }) {
  const { t } = useTranslation("promotions");
  const { play, rule, promotion } = data;
  if (!play) return null;
  if (play.kind === "failed") return <p className="field__hint">{t(`${play.of}.failed`)}</p>;
  if (play.kind === "luckyDraw") return <LuckyDraw draw={play.draw} />;
  if (!play.freeRounds) return null;
  return (
    <Suspense fallback={null}>
      <FreeRounds
        promotionId={promotion.id}
        freeRounds={play.freeRounds}
        paidAsBonus={rule?.type === "freeRounds" && rule.wagering !== undefined}
      />
    </Suspense>
  );
}

function PromotionView({ data }: { data: DetailData }) {
  const { t } = useTranslation("promotions");
  const place = usePlace();
  const { promotion, standing } = data;
  // The application opens for a member whose button is "apply" (SPEC §4), at ?apply=1 — a URL, like every step.
  const canApply = standing.viewer === "member" && standing.statuses?.[promotion.id]?.action === "apply";
  const applying = data.applying && canApply;
  // A draw already made has nothing left to take part in: no "log in to join" beside its winners.
  const drawn = data.play?.kind === "luckyDraw" && data.play.draw.drawnAt !== null;
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
      <TypeLabel promotion={promotion} />
      <p className="promo-detail__summary">{promotion.summary}</p>
      <Validity promotion={promotion} />
      {data.notice && data.notice.about !== promotion.id ? (
        <p className="form-notice" role="status">
          {renderMessage(t, data.notice.text)}
        </p>
      ) : null}
      <PromotionStanding
        promotionId={promotion.id}
        title={promotion.title}
        type={promotion.type}
        standing={standing}
        place={place}
        notice={data.notice}
        offers={offers(promotion) && !drawn}
        applyOpen={applying}
      />
      {applying ? (
        <Suspense fallback={null}>
          <ApplicationForm promotionId={promotion.id} cancelHref={hrefWith(place, { apply: null })} />
        </Suspense>
      ) : null}
      <PlayPanel data={data} />
      {promotion.type === "referral" && standing.viewer === "member" ? (
        <p>
          <Link to="/member/referral" className="btn btn--outline">
            {t("referralPage")}
          </Link>
        </p>
      ) : null}
      {promotion.images.map((image, index) => (
        <img
          key={image}
          className="promo-detail__image"
          src={image}
          alt=""
          width={1200}
          height={400}
          loading={index === 0 ? "eager" : "lazy"}
          decoding="async"
        />
      ))}
      {data.rule ? <PromotionTerms rule={data.rule} /> : null}
      <h2 className="visually-hidden">{t("details")}</h2>
      <RichText html={promotion.html} />
    </article>
  );
}

export function PromotionsPage() {
  const data = useLoaderData() as PromotionsPageData;
  return data.view === "detail" ? <PromotionView data={data} /> : <PromotionList data={data} />;
}
