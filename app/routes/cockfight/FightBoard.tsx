import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { formatPer100, plasadaPercent, takesBets } from "~/lib/cockfight/forms";
import { cancelReasonText } from "~/lib/cockfight/settlement";
import { formatDateTime } from "~/lib/shell/date-time";
import type { FightView } from "~contract/answers/events";
import { FIGHT_SIDES } from "~contract/events";
import { formatMinor } from "~contract/money";
import { Countdown } from "~/components/ui/Countdown";

/** The current fight: its number, Meron against Wala, its status and betting window, the pool and payouts. */
export function FightBoard({ fight, now }: { fight: FightView; now: string }) {
  const { t } = useTranslation("cockfight");
  const fixed = !takesBets(fight.status);
  return (
    <section
      className="fight-board"
      aria-labelledby="fight-title"
      data-testid="current-fight"
      data-fight-id={fight.id}
      data-fight-number={fight.number}
      data-status={fight.status}
    >
      <div className="fight-board__head">
        <h2 id="fight-title" className="fight-board__title">
          {t("fightNumber", { number: fight.number })}
        </h2>
        <p className="fight-board__status" aria-live="polite">
          <span className={`badge fight-status fight-status--${fight.status}`} data-testid="fight-status">
            {t(`status.${fight.status}`)}
          </span>
        </p>
      </div>
      <div className="fighters">
        <p className="fighter fighter--meron">
          <span className="fighter__side">{t("side.meron")}</span> <span className="fighter__name">{fight.meron}</span>
        </p>
        <p className="fighters__vs" aria-hidden="true">
          {t("vs")}
        </p>
        <p className="fighter fighter--wala">
          <span className="fighter__side">{t("side.wala")}</span> <span className="fighter__name">{fight.wala}</span>
        </p>
      </div>
      <BettingWindow fight={fight} now={now} />
      <table className="data-table pool-table" data-fixed={fixed ? "true" : "false"}>
        <caption>{fixed ? t("pool.captionFixed") : t("pool.captionLive")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("pool.side")}</th>
            <th scope="col" className="num">
              {t("pool.pool")}
            </th>
            <th scope="col" className="num">
              {t("pool.per100")}
            </th>
          </tr>
        </thead>
        <tbody>
          {FIGHT_SIDES.map((side) => {
            const per100 = formatPer100(fight.payoutPer100[side]);
            return (
              <tr key={side} className={`pool-row pool-row--${side}`}>
                <th scope="row">
                  {t(`side.${side}`)}
                  {side === "draw" ? <span className="pool-row__note"> {t("drawPays")}</span> : null}
                </th>
                <td className="num" data-testid={`pool-${side}`}>
                  {formatMinor(fight.pool[side])}
                </td>
                <td className="num" data-testid={`payout-${side}`}>
                  {per100 ?? <span className="field__hint">{t("pool.noPayout")}</span>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="field__hint fight-board__rules">
        {t(fixed ? "payoutFixed" : "payoutLive")} {t("plasada", { percent: plasadaPercent(fight.plasadaBps) })}{" "}
        {t("oneSidedRule")}
      </p>
    </section>
  );
}

/**
 * Where the betting window stands: the countdown to last call while open (the time and a refresh link without
 * JavaScript, which asks the page again; with it the count ticks and the arena is asked again on its own).
 */
function BettingWindow({ fight, now }: { fight: FightView; now: string }) {
  const { t } = useTranslation("cockfight");
  const hydrated = useHydrated();
  const location = useLocation();
  const refresh = hydrated ? null : (
    <>
      {" "}
      <Link to={`${location.pathname}${location.search}`} className="fight-window__refresh" preventScrollReset>
        {t("refresh")}
      </Link>
    </>
  );
  switch (fight.status) {
    case "open":
      return (
        <p className="fight-window" data-testid="fight-window">
          <Countdown to={fight.lastCallAt} now={now} label={t("window.lastCallIn")} />{" "}
          <span className="field__hint">{t("window.dueAt", { time: formatDateTime(fight.lastCallAt) })}</span>
          {refresh}
        </p>
      );
    case "last_call":
      return (
        <p className="fight-window fight-window--last-call" data-testid="fight-window">
          {t("window.lastCall")}
          {refresh}
        </p>
      );
    case "closed":
      return (
        <p className="fight-window" data-testid="fight-window">
          {t("window.closed")}
          {refresh}
        </p>
      );
    case "settled":
      return (
        <p className="fight-window" data-testid="fight-window">
          {t(`result.${fight.result ?? "cancelled"}`)}
        </p>
      );
    case "cancelled":
      return (
        <p className="fight-window" data-testid="fight-window">
          <CancelText reason={fight.cancelReason} />
        </p>
      );
  }
}

/** Known cancel reasons ("one_sided", the 107 rule) in words; the operator's own reason as typed. */
export function CancelText({ reason }: { reason: string | null }) {
  const { t, i18n } = useTranslation("cockfight");
  return <>{cancelReasonText(t, (key) => i18n.exists(key, { ns: "cockfight" }), reason)}</>;
}
