import { useTranslation } from "react-i18next";
import type { WinnerBoard } from "~contract/answers/missions";
import { formatMinor } from "~contract/money";
import { formatDateTime } from "~/lib/shell/date-time";

/** Home's winners board (SPEC §7): the newest big wins of real members in the last 7 days, names masked. */
export function WinnersBoard({ winners }: { winners: WinnerBoard["list"] }) {
  const { t } = useTranslation("home");
  return (
    <section className="page-section" aria-labelledby="home-winners">
      <div className="section-head">
        <h2 id="home-winners">{t("winnersTitle")}</h2>
      </div>
      {winners.length === 0 ? (
        <p className="empty-state__text">{t("winnersEmpty")}</p>
      ) : (
        <ul className="winners-board" data-testid="winners-board">
          {winners.map((win) => (
            <li key={`${win.username}-${win.at}-${win.amount}`} className="winners-board__item">
              {/* Spaces in the text itself: the grid sets these apart, a text browser ran them into one string. */}
              <span className="winners-board__who">{win.username}</span>{" "}
              <span className="winners-board__game">
                {t("winnersGame", { game: win.gameName, multiple: win.multiple })}
              </span>{" "}
              <span className="winners-board__amount">{formatMinor(win.amount)}</span>{" "}
              <time className="winners-board__at" dateTime={win.at}>
                {formatDateTime(win.at)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
