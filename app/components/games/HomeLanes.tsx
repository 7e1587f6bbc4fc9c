import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { VendorCard } from "~contract/answers/games";
import { EVENTS_VENDOR, VENDOR_MODAL, categoryPath, launchHref, playable } from "~/lib/games/catalogue";
import { useShell } from "~/lib/shell/useRoot";
import type { HomeGames } from "~/lib/games/catalogue.server";
import { modalHref, type Place } from "~/lib/shell/urls";
import type { Favourites } from "./GameCard";
import { RecentGames, VendorGamesModal } from "./onDemand";

/**
 * The home page's games (SPEC §4): the hot vendors, the current game (the first slots vendor) and one
 * lane per category as the server's lanes and vendor groups make them. Plain links only: nothing here
 * adds script to the home page.
 */
export function HomeLanes({ games, place }: { games: HomeGames; place: Place }) {
  const { t } = useTranslation("games");
  const favourites: Favourites = {
    enabled: games.member.favourites,
    ids: new Set(games.member.favouriteIds),
    redirectTo: `${place.pathname}${place.search}`,
  };
  const current = games.currentGame;
  return (
    <>
      {current ? (
        <p className="current-game">
          <span className="current-game__label">{t("home.currentGame")}</span>
          <Link to={`/rng?page=${encodeURIComponent(current.vassalage)}`} className="current-game__link">
            {current.name}
          </Link>
        </p>
      ) : null}
      {games.member.recent ? <RecentGames games={games.member.recentGames} favourites={favourites} /> : null}
      {games.hotVendors.length > 0 ? (
        <VendorLane id="lane-hot" title={t("home.hot")} cards={games.hotVendors} place={place} />
      ) : null}
      {games.lanes.map((lane) => (
        <VendorLane
          key={lane.title}
          id={`lane-${lane.title.toLowerCase()}`}
          title={t(`category.${lane.title.toLowerCase()}`, { defaultValue: lane.title })}
          cards={lane.cards}
          place={place}
          more={categoryPath(lane.title)}
        />
      ))}
      {games.vendorModal ? <VendorGamesModal data={games.vendorModal} place={place} favourites={favourites} /> : null}
    </>
  );
}

function VendorLane({
  id,
  title,
  cards,
  place,
  more,
}: {
  id: string;
  title: string;
  cards: readonly VendorCard[];
  place: Place;
  more?: string;
}) {
  const member = useShell().member !== null;
  const { t } = useTranslation("games");
  return (
    <section className="vendor-lane" aria-labelledby={id}>
      <div className="section-head">
        <h3 id={id}>{title}</h3>
        {more ? (
          <Link to={more} className="section-head__more">
            {t("home.seeAll")}
            <span className="visually-hidden">: {title}</span>
          </Link>
        ) : null}
      </div>
      <ul className="vendor-row">
        {cards.map((card) => (
          <li key={card.vassalage}>
            {playable(card) ? (
              <Link
                to={vendorHref(card, place, member)}
                className="vendor-card"
                preventScrollReset={card.isGame === "VASSALAGE"}
              >
                <img src={card.logo} alt={card.name} width={240} height={120} loading="lazy" decoding="async" />
                {card.status === "maintenance" ? (
                  <span className="game-card__badge game-card__badge--maintenance">{t("lobby.maintenance")}</span>
                ) : null}
              </Link>
            ) : (
              <div className="vendor-card vendor-card--soon">
                <img src={card.logo} alt={card.name} width={240} height={120} loading="lazy" decoding="async" />
                <span className="game-card__badge game-card__badge--maintenance">{t("lobby.comingSoon")}</span>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A VASSALAGE vendor opens its game list pop-up; a GAME vendor launches its lobby game. */
function vendorHref(card: VendorCard, place: Place, member: boolean): string {
  // The house's sportsbook is this site's own page, open to visitors too (ADR 0056).
  if (card.vassalage === EVENTS_VENDOR) return "/sports";
  if (card.isGame === "GAME" && card.nodeId) return launchHref(card.nodeId, member);
  return modalHref(place, VENDOR_MODAL, { vendor: card.vassalage, vendorPage: null });
}
