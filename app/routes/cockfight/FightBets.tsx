import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageLinks } from "~/components/ui/Pager";
import { returnAt, takesBets } from "~/lib/cockfight/forms";
import { fightBetVerdict } from "~/lib/cockfight/settlement";
import { formatDateTime } from "~/lib/shell/date-time";
import { usePlace } from "~/lib/shell/useRoot";
import { modalHref } from "~/lib/shell/urls";
import type { FightBet, FightView } from "~contract/answers/events";
import type { Page } from "~contract/answers/common";
import type { Viewer, Failed } from "~/lib/session/viewer.server";
import { formatMinor } from "~contract/money";

const BADGE: Record<FightBet["status"], string> = {
  open: "badge",
  won: "badge bet-badge--won",
  lost: "badge bet-badge--plain",
  refunded: "badge bet-badge--plain",
};

/**
 * Bets as a table: the fight, the side, the stake, where the bet stands and what it returned. An open bet on a
 * fight still on shows what it would return at that fight's payout (an estimate while the pool moves).
 */
function BetTable({
  bets,
  fight,
  caption,
  testId,
}: {
  bets: FightBet[];
  fight: FightView | null;
  caption: string;
  testId: string;
}) {
  const { t, i18n } = useTranslation("cockfight");
  const has = (key: string) => i18n.exists(key, { ns: "cockfight" });
  return (
    <table className="data-table fight-bets" data-testid={testId}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t("bets.bet")}</th>
          <th scope="col" className="num">
            {t("field.stake")}
          </th>
          <th scope="col" className="num">
            {t("bets.return")}
          </th>
        </tr>
      </thead>
      <tbody>
        {bets.map((bet) => {
          const estimate =
            bet.status === "open" && fight?.id === bet.fightId
              ? returnAt(BigInt(bet.stake), fight.payoutPer100[bet.side])
              : null;
          const verdict = fightBetVerdict(t, has, bet);
          return (
            <tr key={bet.id} data-bet-id={bet.id} data-status={bet.status} data-fight-number={bet.fightNumber}>
              <td>
                {t("fightNumber", { number: bet.fightNumber })} · {t(`side.${bet.side}`)}{" "}
                <span className={BADGE[bet.status]}>{t(`betStatus.${bet.status}`)}</span>{" "}
                <span className="fight-bets__names">{t("fighters", { meron: bet.meron, wala: bet.wala })}</span>{" "}
                {verdict ? (
                  <span className="fight-bets__why" data-testid="bet-why">
                    {verdict}
                  </span>
                ) : null}{" "}
                <span className="fight-bets__time">{formatDateTime(bet.placedAt)}</span>
              </td>
              <td className="num">{formatMinor(bet.stake)}</td>
              <td className="num">
                <span data-testid="bet-return">
                  {bet.returned !== null ? formatMinor(bet.returned) : estimate !== null ? formatMinor(estimate) : "—"}
                </span>
                {bet.returned === null && estimate !== null ? (
                  <span className="fight-bets__note">
                    {t(fight && takesBets(fight.status) ? "bets.estimate" : "bets.fixedReturn")}
                  </span>
                ) : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The member's bets on the current fight (from the arena's answer). */
export function MyFightBets({ bets, fight }: { bets: FightBet[]; fight: FightView }) {
  const { t } = useTranslation("cockfight");
  if (!bets.length) return null;
  return (
    <section className="fight-section" aria-labelledby="my-fight-bets-title">
      <h2 id="my-fight-bets-title">{t("bets.onThisFight", { number: fight.number })}</h2>
      <BetTable
        bets={bets}
        fight={fight}
        caption={t("bets.onThisFight", { number: fight.number })}
        testId="my-fight-bets"
      />
    </section>
  );
}

/** The member's bets, newest first, with what each returned; a visitor is asked to log in to see theirs. */
export function MyBets({
  viewer,
  bets,
  fight,
}: {
  viewer: Viewer;
  bets: Page<FightBet> | Failed | null;
  fight: FightView | null;
}) {
  const { t } = useTranslation("cockfight");
  const place = usePlace();
  return (
    <section className="fight-section" aria-labelledby="my-bets-title">
      <h2 id="my-bets-title">{t("bets.title")}</h2>
      {viewer !== "member" ? (
        <p>
          {t(viewer === "trial" ? "bets.realAccount" : "bets.logIn")}{" "}
          <Link to={modalHref(place, viewer === "trial" ? "needTrueAccount" : "login")} preventScrollReset>
            {t(viewer === "trial" ? "bet.realAccountLink" : "bet.logInLink")}
          </Link>
        </p>
      ) : !bets || "failed" in bets ? (
        <p>{t("failed")}</p>
      ) : bets.list.length === 0 ? (
        <p>{t("bets.none")}</p>
      ) : (
        <>
          <BetTable bets={bets.list} fight={fight} caption={t("bets.title")} testId="my-bets" />
          <PageLinks list={bets} label={t("bets.pages")} />
        </>
      )}
    </section>
  );
}
