import { useTranslation } from "react-i18next";
import type { Game } from "~contract/answers/games";
import { GameGrid, type Favourites } from "./GameCard";

/** The member's recently played games (newest first), or a line saying there are none yet. */
export function RecentGames({ games, favourites }: { games: readonly Game[]; favourites: Favourites }) {
  const { t } = useTranslation("games");
  return (
    <section className="page-section recent-games" aria-labelledby="recent-games">
      <div className="section-head">
        <h2 id="recent-games">{t("lobby.recent")}</h2>
      </div>
      {games.length > 0 ? (
        <div className="game-row">
          <GameGrid games={games} favourites={favourites} label={t("lobby.recent")} />
        </div>
      ) : (
        <p className="lobby__notice">{t("lobby.recentEmpty")}</p>
      )}
    </section>
  );
}
