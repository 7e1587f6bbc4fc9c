import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { HomeLanes } from "~/components/games/HomeLanes";
import { EmptyState } from "~/components/ui/EmptyState";
import { IconDice, IconMegaphone } from "~/components/ui/Icons";
import type { homeLoader } from "~/lib/games/home.server";
import { usePlace } from "~/lib/shell/useRoot";
import { modalHref } from "~/lib/shell/urls";
import { GameCategories } from "./GameCategories";
import { PromotionTeasers } from "./PromotionCards";
import { WinnersBoard } from "./WinnersBoard";

export function HomePage() {
  const { notices, promotions, games, winners } = useLoaderData<typeof homeLoader>();
  const { t } = useTranslation("home");
  const place = usePlace();
  const announcementsHref = modalHref(place, "announcement");
  const hydrated = useHydrated();
  return (
    <>
      <h1 className="visually-hidden">{t("title")}</h1>
      {notices.length > 0 ? (
        <section className="notice-bar" aria-label={t("noticesLabel")}>
          <span className="notice-bar__icon">
            <IconMegaphone />
          </span>
          <div className="marquee" data-strip>
            <ul className="marquee__track">
              {notices.map((notice) => (
                <li key={notice.id}>
                  <Link to={announcementsHref} preventScrollReset>
                    {notice.title}
                  </Link>
                </li>
              ))}
            </ul>
            {/* The loop's second copy is drawn once the page runs: without scripts and styles (a text browser) it
                was the whole list read twice. */}
            {hydrated ? (
              <ul className="marquee__track marquee__track--copy" aria-hidden="true">
                {notices.map((notice) => (
                  <li key={notice.id}>{notice.title}</li>
                ))}
              </ul>
            ) : null}
          </div>
          <Link to={announcementsHref} preventScrollReset className="btn btn--small btn--outline notice-bar__more">
            {t("allAnnouncements")}
          </Link>
        </section>
      ) : null}

      <section className="page-section" aria-labelledby="home-games">
        <div className="section-head">
          <h2 id="home-games">{t("gamesTitle")}</h2>
        </div>
        <GameCategories />
        {games && games.lanes.length > 0 ? (
          <HomeLanes games={games} place={place} />
        ) : (
          <EmptyState icon={<IconDice />} title={t("gamesEmpty")} text={t("gamesEmptyText")} />
        )}
      </section>

      <section className="page-section" aria-labelledby="home-promotions">
        <div className="section-head">
          <h2 id="home-promotions">{t("promotionsTitle")}</h2>
          <Link to="/promotions" className="section-head__more">
            {t("promotionsAll")}
          </Link>
        </div>
        {promotions.length > 0 ? (
          <PromotionTeasers promotions={promotions} />
        ) : (
          <EmptyState title={t("promotionsEmpty")} />
        )}
      </section>

      {winners ? <WinnersBoard winners={winners} /> : null}
    </>
  );
}
