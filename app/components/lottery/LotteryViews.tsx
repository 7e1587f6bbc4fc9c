import { Form, Link } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { EmptyState } from "~/components/ui/EmptyState";
import { IconDice } from "~/components/ui/Icons";
import type { LotteryData } from "~/lib/lottery/lottery.server";
import { formatDateTime } from "~/lib/shell/date-time";
import { modalHref } from "~/lib/shell/urls";
import { drawLabel } from "~/lib/lottery/settlement";
import type { GameBoard, LotteryDraw, OpenedNumeros } from "~contract/answers/lottery";
import { Countdown } from "~/components/ui/Countdown";
import { PrizeTable, ResultSummary } from "./DrawResult";
import type { LotteryText } from "./useLotteryText";

export const gameHref = (path: string, game: string, extra: Record<string, string> = {}) =>
  `${path}?${new URLSearchParams({ gameCode: game, ...extra })}`;
export const verifyHref = (game: string, issue: string) =>
  `/lottery/verify?${new URLSearchParams({ gameCode: game, issue })}`;

/** The draw open for bets now: its name, when it closes (counting down) and when it draws. */
export function CurrentDraw({ draw, now, text }: { draw: LotteryDraw; now: string; text: LotteryText }) {
  const { t } = text;
  return (
    <p className="current-draw" data-testid="current-draw" data-issue={draw.issue}>
      <span className="current-draw__name">{drawLabel(t, draw)}</span>{" "}
      <span className="current-draw__close">
        <Countdown to={draw.closesAt} now={now} label={t("closesIn")} askAtZero />
      </span>{" "}
      <span className="field__hint">{t("drawsAt", { time: formatDateTime(draw.drawAt) })}</span>
    </p>
  );
}

/** Results made up by the sandbox feed say so wherever they show. */
export function SandboxNote({ text }: { text: LotteryText }) {
  return (
    <p className="sandbox-note" role="note">
      {text.t("sandbox")}
    </p>
  );
}

/** SPEC §3 LOTTFAV: a member's star posts the change; a visitor's star opens the login pop-up. */
function FavouriteStar({ board, data, text }: { board: GameBoard; data: LotteryData; text: LotteryText }) {
  const { t, name } = text;
  const favourite = data.favourites.includes(board.game.code);
  const label = t(favourite ? "unfavourite" : "favourite", { name: name(board.game.name) });
  const star = (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z" />
    </svg>
  );
  if (data.viewer !== "member")
    return (
      <Link
        to={modalHref({ pathname: data.path, search: "" }, data.viewer === "trial" ? "needTrueAccount" : "login")}
        className="fav-star"
        title={label}
        preventScrollReset
      >
        {star}
        <span className="visually-hidden">{label}</span>
      </Link>
    );
  return (
    <Form method="post" className="lottery-card__favourite" preventScrollReset>
      <AuthenticityTokenInput />
      <input type="hidden" name="gameCode" value={board.game.code} />
      <input type="hidden" name="favourite" value={favourite ? "0" : "1"} />
      <input type="hidden" name="intent" value="favourite" />
      {/* A text browser reads a button by its value: the value is its name, the star is drawn for the eye. */}
      <button
        type="submit"
        value={label}
        className="fav-star"
        aria-pressed={favourite}
        title={label}
        aria-label={label}
      >
        {star}
      </button>
    </Form>
  );
}

/** The lobby: every game of the page, favourites first, each with its current draw and last result. */
export function Lobby({ data, text }: { data: LotteryData; text: LotteryText }) {
  const { t, name } = text;
  const games = [...data.games].sort(
    (a, b) => Number(data.favourites.includes(b.game.code)) - Number(data.favourites.includes(a.game.code)),
  );
  if (!games.length) return <EmptyState icon={<IconDice />} title={t("noGames")} />;
  const names = new Map(games.map((board) => [board.game.code, name(board.game.name)]));
  return (
    <>
      {data.recent.length ? (
        <nav className="lottery-recent" aria-label={t("recent")}>
          <span>{t("recent")}:</span>{" "}
          {data.recent.map((r, i) => (
            <span key={r.game}>
              {i ? " · " : ""}
              <Link to={gameHref(data.path, r.game)}>{names.get(r.game) ?? name(r.name)}</Link>
            </span>
          ))}
        </nav>
      ) : null}
      <ul className="lottery-cards">
        {games.map((board) => (
          <li key={board.game.code} className="lottery-card" data-game={board.game.code}>
            <div className="lottery-card__head">
              <h2 className="lottery-card__name">
                <Link to={gameHref(data.path, board.game.code)}>{name(board.game.name)}</Link>
              </h2>
              <FavouriteStar board={board} data={data} text={text} />
            </div>
            <p className="lottery-card__mode">{t(`prizeMode.${board.game.prizeMode}`)}</p>
            {board.open[0] ? (
              <CurrentDraw draw={board.open[0]} now={data.now} text={text} />
            ) : (
              <p className="field__hint">{t("noOpenDraw")}</p>
            )}
            {board.last?.result ? (
              <p className="lottery-card__last">
                {t("lastResult", { draw: drawLabel(t, board.last) })}{" "}
                <ResultSummary result={board.last.result} text={text} />
              </p>
            ) : null}
            {board.game.feed?.sandbox ? <SandboxNote text={text} /> : null}
            <div className="lottery-card__actions">
              <Link to={gameHref(data.path, board.game.code)} className="btn btn--small btn--gold">
                {t("bet")}
              </Link>
              <Link
                to={gameHref(data.path, board.game.code, { view: "results" })}
                className="btn btn--small btn--outline"
              >
                {t("results")}
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

/** A game's last 100 opened draws, newest first, each opening on its prizes (SPEC §9 VN numero count). */
export function ResultsView({ results, data, text }: { results: OpenedNumeros; data: LotteryData; text: LotteryText }) {
  const { t, name } = text;
  const house = results.game.source === "house";
  return (
    <section aria-labelledby="results-title">
      <h2 id="results-title">{t("resultsOf", { name: name(results.game.name) })}</h2>
      {results.game.feed?.sandbox ? <SandboxNote text={text} /> : null}
      <p>
        <Link to={gameHref(data.path, results.game.code)}>{t("backToBetting")}</Link>
      </p>
      {results.list.length === 0 ? (
        <EmptyState icon={<IconDice />} title={t("noResults")} />
      ) : (
        <ol className="results-list" data-testid="results-list">
          {results.list.map((draw) => (
            <li key={draw.issue} className="results-list__item" data-issue={draw.issue}>
              <details>
                <summary>
                  <span className="results-list__draw">{drawLabel(t, draw)}</span>{" "}
                  {draw.status === "cancelled" ? (
                    <span className="badge">{t("cancelled")}</span>
                  ) : draw.result ? (
                    <ResultSummary result={draw.result} text={text} />
                  ) : null}
                </summary>
                {draw.status === "cancelled" ? (
                  <p>
                    {draw.cancelReason ? t("cancelledBecause", { reason: draw.cancelReason }) : t("cancelledNoReason")}
                  </p>
                ) : (
                  <PrizeTable result={draw.result} caption={t("prizesOf", { draw: drawLabel(t, draw) })} text={text} />
                )}
                {draw.resultVersion > 1 ? (
                  <p className="field__hint">
                    {draw.correctionReason ? t("corrected", { reason: draw.correctionReason }) : t("correctedNoReason")}
                  </p>
                ) : null}
                {house && draw.result ? (
                  <p>
                    <Link to={verifyHref(draw.game, draw.issue)}>{t("verify")}</Link>
                  </p>
                ) : null}
              </details>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
