import { useTranslation } from "react-i18next";
import { formatPer100 } from "~/lib/cockfight/forms";
import { formatDateTime } from "~/lib/shell/date-time";
import type { FightView } from "~contract/answers/events";
import { CancelText } from "./FightBoard";

/** The recent fights, newest first: each with its result and the payouts fixed at its close, or why it was cancelled. */
export function FightHistory({ fights }: { fights: FightView[] }) {
  const { t } = useTranslation("cockfight");
  return (
    <section className="fight-section" aria-labelledby="history-title">
      <h2 id="history-title">{t("history.title")}</h2>
      {fights.length === 0 ? (
        <p>{t("history.none")}</p>
      ) : (
        <ol className="fight-history" data-testid="fight-history">
          {fights.map((fight) => (
            <li
              key={fight.id}
              className="fight-history__item"
              data-fight-number={fight.number}
              data-status={fight.status}
              data-result={fight.result ?? ""}
            >
              <p className="fight-history__head">
                <strong>{t("fightNumber", { number: fight.number })}</strong>{" "}
                <span className="fight-history__names">
                  {fight.meron} {t("vs")} {fight.wala}
                </span>{" "}
                <span
                  className={
                    fight.status === "settled" && fight.result !== "cancelled"
                      ? "badge bet-badge--won"
                      : "badge bet-badge--plain"
                  }
                >
                  {fight.status === "settled" || fight.status === "cancelled"
                    ? t(`result.${fight.result ?? "cancelled"}`)
                    : t(`status.${fight.status}`)}
                </span>
                {fight.sandbox ? (
                  <>
                    {" "}
                    <span className="badge bet-badge--plain">{t("sandboxTag")}</span>
                  </>
                ) : null}
              </p>
              {fight.status === "cancelled" || fight.result === "cancelled" ? (
                <p className="fight-history__detail">
                  <CancelText reason={fight.cancelReason} />
                </p>
              ) : (
                <p className="fight-history__detail">
                  {t("history.payouts", {
                    meron: formatPer100(fight.payoutPer100.meron) ?? "—",
                    wala: formatPer100(fight.payoutPer100.wala) ?? "—",
                    draw: formatPer100(fight.payoutPer100.draw) ?? "—",
                  })}
                </p>
              )}
              {(fight.settledAt ?? fight.closedAt) ? (
                <p className="field__hint">{formatDateTime(fight.settledAt ?? fight.closedAt ?? fight.opensAt)}</p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
