import { useTranslation } from "react-i18next";
import { formatDateTime } from "~/lib/shell/date-time";
import type { LuckyDraw as Draw } from "~/lib/platform/client.server";
import { formatMinor } from "~contract/money";

/** The member's own entry: its number, and once drawn whether it won. */
function MyEntry({ mine, drawn }: { mine: NonNullable<Draw["mine"]>; drawn: boolean }) {
  const { t } = useTranslation("promotions");
  return (
    <div data-testid="lucky-draw-mine">
      <p className="promo-panel__lead">{t("luckyDraw.mine", { entry: mine.entry })}</p>
      {drawn ? (
        <p>
          {mine.amount !== null ? t("luckyDraw.won", { amount: formatMinor(mine.amount) }) : t("luckyDraw.notDrawn")}
        </p>
      ) : null}
    </div>
  );
}

function Prizes({ prizes }: { prizes: Draw["prizes"] }) {
  const { t } = useTranslation("promotions");
  return (
    <div className="table-scroll">
      <table className="data-table" data-testid="lucky-draw-prizes">
        <caption>{t("luckyDraw.prizes")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("luckyDraw.tier")}</th>
            <th scope="col" className="num">
              {t("luckyDraw.amount")}
            </th>
            <th scope="col" className="num">
              {t("luckyDraw.count")}
            </th>
          </tr>
        </thead>
        <tbody>
          {prizes.map((prize) => (
            <tr key={prize.tier}>
              <td>{t("luckyDraw.tierName", { tier: prize.tier })}</td>
              <td className="num">{formatMinor(prize.amount)}</td>
              <td className="num">{prize.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Winners({ winners, mine }: { winners: Draw["winners"]; mine: number | null }) {
  const { t } = useTranslation("promotions");
  if (winners.length === 0) return <p>{t("luckyDraw.noWinners")}</p>;
  return (
    <div className="table-scroll">
      <table className="data-table" data-testid="lucky-draw-winners">
        <caption>{t("luckyDraw.winners")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("luckyDraw.entry")}</th>
            <th scope="col">{t("luckyDraw.player")}</th>
            <th scope="col" className="num">
              {t("luckyDraw.tier")}
            </th>
          </tr>
        </thead>
        <tbody>
          {winners.map((winner) => (
            <tr key={winner.entry} className={winner.entry === mine ? "is-mine" : undefined}>
              <td>{t("luckyDraw.entryNumber", { entry: winner.entry })}</td>
              <td>{winner.username}</td>
              <td className="num">{formatMinor(winner.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A lucky draw (ADR 0047), for visitors and members alike: when it is drawn, how many have entered, what entry
 * needs, the prizes and the seed hash committed before any entry; after the draw the seed and the winners, so
 * anyone can recompute them. A member sees their own entry; entering is the standing's claim button above.
 */
export function LuckyDraw({ draw }: { draw: Draw }) {
  const { t } = useTranslation("promotions");
  const drawn = draw.drawnAt !== null;
  const needs = BigInt(draw.minValidBet) > 0n;
  return (
    <section className="promo-panel" aria-labelledby="lucky-draw-title" data-testid="lucky-draw">
      <h2 id="lucky-draw-title" className="promo-panel__title">
        {t("luckyDraw.title")}
      </h2>
      {draw.mine ? <MyEntry mine={draw.mine} drawn={drawn} /> : null}
      <dl className="facts">
        <dt>{t(drawn ? "luckyDraw.drawnAt" : "luckyDraw.drawAt")}</dt>
        <dd>{t("siteTime", { time: formatDateTime(draw.drawnAt ?? draw.drawAt) })}</dd>
        <dt>{t("luckyDraw.entries")}</dt>
        <dd data-testid="lucky-draw-entries">{draw.entries}</dd>
        <dt>{t("luckyDraw.needs")}</dt>
        <dd>{needs ? t("luckyDraw.needsValue", { amount: formatMinor(draw.minValidBet) }) : t("luckyDraw.anyone")}</dd>
      </dl>
      <Prizes prizes={draw.prizes} />
      <dl className="promo-panel__proof">
        <dt>{t("luckyDraw.hash")}</dt>
        <dd data-testid="lucky-draw-hash">{draw.serverSeedHash}</dd>
        {draw.serverSeed ? (
          <>
            <dt>{t("luckyDraw.seed")}</dt>
            <dd data-testid="lucky-draw-seed">{draw.serverSeed}</dd>
          </>
        ) : null}
      </dl>
      {drawn ? <Winners winners={draw.winners} mine={draw.mine?.entry ?? null} /> : null}
    </section>
  );
}
