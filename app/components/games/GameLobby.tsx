import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GameCategories } from "~/components/pages/GameCategories";
import { EmptyState } from "~/components/ui/EmptyState";
import { IconDice } from "~/components/ui/Icons";
import type { LobbyData } from "~/lib/games/catalogue.server";
import { hrefWith } from "~/lib/shell/urls";
import { usePlace } from "~/lib/shell/useRoot";
import { GameGrid, type Favourites } from "./GameCard";
import { RecentGames, VendorGamesModal } from "./onDemand";
import { useMoreGames } from "./useMoreGames";
import { SubmitButton } from "~/components/forms/SubmitButton";

/** Changing a filter starts the list again from its first page. */
const FRESH = { pageNo: null, view: null, favourite: null } as const;

/**
 * A category's game lobby (SPEC §2.1, §4): vendor tabs (`page` = vendor key), classifications, a name
 * search and pages of 42 games. Every control is a link or a GET form, so it all works without
 * JavaScript; with it, the next page arrives as the list scrolls.
 */
export function GameLobby({ data, titleKey }: { data: LobbyData; titleKey: string }) {
  const { t } = useTranslation("games");
  const place = usePlace();
  const { filters, games, member } = data;
  const here = `${place.pathname}${place.search}`;
  const favourites: Favourites = { enabled: member.favourites, ids: new Set(member.favouriteIds), redirectTo: here };
  const listParams = new URLSearchParams(place.search);
  for (const key of ["pageNo", "modal", "vendor", "vendorPage", "favourite"]) listParams.delete(key);
  const {
    games: moreGames,
    lastPage,
    hasMore,
    nextHref,
    loading,
    sentinel,
  } = useMoreGames(games, `${place.pathname}?${listParams}`, (pageNo) =>
    hrefWith(place, { pageNo, modal: null, vendor: null, vendorPage: null, favourite: null }),
  );
  const shown = [...games.list, ...moreGames];
  const listLabel = filters.view === "favourites" ? t("lobby.favourites") : t("lobby.gamesLabel");
  const allVendors = !filters.vendor && filters.view === "all";
  // No vendor of the category can be played here (ADR 0031): say so rather than "no games match".
  const nothingPlays = data.vendors.length === 0 && filters.view === "all";
  const emptyTitle =
    filters.view === "favourites"
      ? t("lobby.favouritesEmpty")
      : nothingPlays
        ? t("lobby.categoryEmpty")
        : t("lobby.empty");

  return (
    <section className="page-section lobby">
      <h1 className="page-title">{t(titleKey)}</h1>
      <GameCategories />
      {member.recent ? <RecentGames games={member.recentGames} favourites={favourites} /> : null}

      <div className="lobby__filters">
        {data.vendors.length > 1 || (member.favourites && data.gameType === "RNG") ? (
          <nav className="chips" aria-label={t("lobby.vendorsLabel")}>
            <ul>
              <li>
                <Link
                  to={hrefWith(place, { ...FRESH, page: null, vassalage: null })}
                  className={`chip${allVendors ? " active" : ""}`}
                  aria-current={allVendors ? "page" : undefined}
                >
                  {t("lobby.allVendors")}
                </Link>
              </li>
              {data.vendors.map((vendor) => {
                const current = filters.view === "all" && filters.vendor === vendor.vassalage;
                return (
                  <li key={vendor.vassalage}>
                    <Link
                      to={hrefWith(place, { ...FRESH, page: vendor.vassalage, vassalage: null })}
                      className={`chip${current ? " active" : ""}`}
                      aria-current={current ? "page" : undefined}
                    >
                      {vendor.name}
                    </Link>
                  </li>
                );
              })}
              {member.favourites && data.gameType === "RNG" ? (
                <li>
                  <Link
                    to={hrefWith(place, {
                      ...FRESH,
                      page: null,
                      vassalage: null,
                      classify: null,
                      q: null,
                      view: "favourites",
                    })}
                    className={`chip${filters.view === "favourites" ? " active" : ""}`}
                    aria-current={filters.view === "favourites" ? "page" : undefined}
                  >
                    {t("lobby.favourites")}
                  </Link>
                </li>
              ) : null}
            </ul>
          </nav>
        ) : null}

        {filters.view === "all" && data.classifications.length > 1 ? (
          <nav className="chips" aria-label={t("lobby.classifyLabel")}>
            <ul>
              <li>
                <Link
                  to={hrefWith(place, { ...FRESH, classify: null })}
                  className={`chip${filters.classify ? "" : " active"}`}
                  aria-current={filters.classify ? undefined : "page"}
                >
                  {t("lobby.allClassify")}
                </Link>
              </li>
              {data.classifications.map((classify) => (
                <li key={classify}>
                  <Link
                    to={hrefWith(place, { ...FRESH, classify })}
                    className={`chip${filters.classify === classify ? " active" : ""}`}
                    aria-current={filters.classify === classify ? "page" : undefined}
                  >
                    {t(`classify.${classify}`, { defaultValue: classify })}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}

        {filters.view === "all" ? (
          <form method="get" action={place.pathname} role="search" className="lobby__search">
            {filters.vendor ? <input type="hidden" name="page" value={filters.vendor} /> : null}
            {filters.classify ? <input type="hidden" name="classify" value={filters.classify} /> : null}
            <label htmlFor="lobby-search" className="visually-hidden">
              {t("lobby.searchLabel")}
            </label>
            <input
              id="lobby-search"
              className="field__input"
              type="search"
              name="q"
              defaultValue={filters.search}
              maxLength={50}
              placeholder={t("lobby.searchPlaceholder")}
              key={filters.search}
            />
            <SubmitButton pending={false}>{t("lobby.search")}</SubmitButton>
          </form>
        ) : null}
      </div>

      {data.favouriteFailed ? (
        <p className="form-alert lobby__notice" role="alert">
          {t("lobby.favouriteFailed")}
        </p>
      ) : null}

      <p className="lobby__count" aria-live="polite">
        {filters.search
          ? t("lobby.foundFor", { count: games.total, search: filters.search })
          : t("lobby.count", { count: games.total })}
      </p>
      {shown.length > 0 ? (
        <>
          <GameGrid games={shown} favourites={favourites} label={listLabel} />
          <nav className="lobby__more" aria-label={t("lobby.pagesLabel")}>
            {games.pageNo > 1 ? (
              <Link to={hrefWith(place, { pageNo: games.pageNo - 1 })} rel="prev" className="btn btn--outline">
                {t("lobby.previousPage")}
              </Link>
            ) : null}
            <span className="lobby__page">{t("lobby.pageOf", { page: lastPage, total: games.totalPages })}</span>
            {hasMore ? (
              <Link ref={sentinel} to={nextHref} rel="next" className="btn btn--outline" aria-busy={loading}>
                {loading ? t("lobby.loading") : t("lobby.nextPage")}
              </Link>
            ) : null}
          </nav>
        </>
      ) : (
        <EmptyState icon={<IconDice />} title={emptyTitle} text={filters.search ? t("lobby.searchEmpty") : undefined}>
          {nothingPlays && data.gameType !== "INHOUSE" ? (
            <Link to="/inhouse" className="btn btn--primary">
              {t("lobby.tryInhouse")}
            </Link>
          ) : null}
        </EmptyState>
      )}
      {data.comingSoon.length > 0 ? (
        <p className="lobby__notice">
          {t("lobby.comingSoonVendors", { names: data.comingSoon.map((v) => v.name).join(", ") })}
        </p>
      ) : null}
      {data.vendorModal ? <VendorGamesModal data={data.vendorModal} place={place} favourites={favourites} /> : null}
    </section>
  );
}
