import { Link, useActionData, useFetcher } from "@remix-run/react";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { CentreErrors } from "~/components/member/CentreErrors";
import { gameHref } from "~/lib/games/catalogue";
import { centreHref } from "~/lib/member/centres";
import { formatDateTime } from "~/lib/shell/date-time";
import type { FreeRound, FreeRounds as FreeRoundSet } from "~/lib/platform/client.server";
import type { PromotionActionData } from "~/lib/promotions/actions.server";
import { SPIN_INTENT, freeRoundFormId } from "~/lib/promotions/formIds";
import { inhouseGameNode, newestRounds, shortHash, slotShown, verifyHref } from "~/lib/promotions/freeRounds";
import { usePlace } from "~/lib/shell/useRoot";
import { formatMinor } from "~contract/money";

type Translate = ReturnType<typeof useTranslation>["t"];

/** A slot symbol in words (no emoji: a low-end phone may have no font for them). */
const symbolName = (t: Translate, symbol: string) => t(`freeRounds.symbol.${symbol}`, { defaultValue: symbol });

/** One spin's outcome: what it paid, and for the slot the reels it stopped on and the lines that won. */
function SpinResult({ spin, game }: { spin: FreeRound; game: string }) {
  const { t } = useTranslation("promotions");
  const slot = slotShown(game, spin.result);
  const multiplier = String(spin.multiplier);
  return (
    <div className="free-spin" data-testid="free-spin-result">
      <h3 className="free-spin__title">{t("freeRounds.last")}</h3>
      <p className="free-spin__verdict">
        {spin.multiplier > 0
          ? t("freeRounds.lastWon", { round: spin.round, multiplier, paid: formatMinor(spin.paid) })
          : t("freeRounds.lastLost", { round: spin.round })}
      </p>
      {slot ? (
        <table className="reels">
          <caption className="visually-hidden">{t("freeRounds.reels", { round: spin.round })}</caption>
          <tbody>
            {slot.window.map((row, index) => (
              <tr key={index}>
                {row.map((symbol, reel) => (
                  <td key={reel} className={`reels__symbol reels__symbol--${symbol}`}>
                    {symbolName(t, symbol)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {slot && slot.wins.length > 0 ? (
        <ul className="free-spin__lines">
          {slot.wins.map((win) => (
            <li key={win.line}>
              {t("freeRounds.line", {
                line: win.line + 1,
                count: win.count,
                symbol: symbolName(t, win.symbol),
                multiplier: win.multiplier,
              })}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The spins played, newest first, each with the seeds and nonce that decided it. */
function SpinList({ set }: { set: FreeRoundSet }) {
  const { t, i18n } = useTranslation("promotions");
  const game = t(`game.${set.game}`);
  return (
    <>
      <div className="table-scroll">
        <table className="data-table free-spins" data-testid="free-spins">
          <caption>{t("freeRounds.played")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("freeRounds.round")}</th>
              <th scope="col" className="num">
                {t("freeRounds.multiplier")}
              </th>
              <th scope="col" className="num">
                {t("freeRounds.paid")}
              </th>
            </tr>
          </thead>
          <tbody>
            {/* Each spin's proof on a line of its own under it: a phone has no room for it as columns. */}
            {[...set.spins].reverse().map((spin) => (
              <Fragment key={spin.round}>
                <tr data-round={spin.round}>
                  <th scope="row">{spin.round}</th>
                  <td className="num">×{spin.multiplier}</td>
                  <td className="num">{formatMinor(spin.paid)}</td>
                </tr>
                <tr className="free-spins__proof">
                  <td colSpan={3}>
                    <span className="visually-hidden">{t("freeRounds.proof")}: </span>
                    <span>{t("freeRounds.nonce", { nonce: spin.nonce })}</span> ·{" "}
                    <span title={spin.serverSeedHash}>
                      {t("freeRounds.hash", { hash: shortHash(spin.serverSeedHash) })}
                    </span>{" "}
                    · <span>{t("freeRounds.clientSeed", { seed: spin.clientSeed })}</span>
                  </td>
                </tr>
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>
      <p className="field__hint">{t("freeRounds.verifyHint", { game })}</p>
      <p className="promo-panel__links">
        <Link to={gameHref(inhouseGameNode(set.game))} className="btn btn--small btn--outline">
          {t("freeRounds.openGame", { game })}
        </Link>
        <a href={verifyHref(i18n.language)} className="btn btn--small btn--outline" target="_blank" rel="noopener">
          {t("freeRounds.verify")}
        </a>
      </p>
    </>
  );
}

/** Rounds over (all played, or the time ran out): what they won and where it was paid. */
function Ended({ set, paidAsBonus }: { set: FreeRoundSet; paidAsBonus: boolean }) {
  const { t } = useTranslation("promotions");
  const place = usePlace();
  const won = BigInt(set.won) > 0n;
  return (
    <>
      <p>
        {set.state === "expired"
          ? t("freeRounds.expired", { left: set.rounds - set.played })
          : t("freeRounds.done", { rounds: set.rounds })}
      </p>
      <p data-testid="free-rounds-paid">
        {won
          ? t(paidAsBonus ? "freeRounds.paidBonus" : "freeRounds.paidWallet", { amount: formatMinor(set.won) })
          : t("freeRounds.noWin")}
      </p>
      {won && set.bonusId !== null ? (
        <p className="promo-panel__links">
          <Link to={centreHref("bonusDetails", place.pathname)} className="btn btn--small btn--outline">
            {t("freeRounds.bonusLink")}
          </Link>
        </p>
      ) : null}
    </>
  );
}

/**
 * A member's free rounds of one promotion (ADR 0047): how many are left, what they have won, the next spin's
 * button and the last spin's result, and every spin with its proof. The spin form posts to the page: with
 * JavaScript a fetcher answers it in place, without it the page comes back with the spin (the action's answer).
 */
export function FreeRounds({
  promotionId,
  freeRounds,
  paidAsBonus,
}: {
  promotionId: string;
  freeRounds: FreeRoundSet;
  paidAsBonus: boolean;
}) {
  const { t } = useTranslation("promotions");
  const fetcher = useFetcher<PromotionActionData>({ key: `spin:${promotionId}` });
  const pageAnswer = useActionData<PromotionActionData>();
  const answer = [fetcher.data, pageAnswer].find(
    (data) => data?.intent === SPIN_INTENT && data.promotionId === promotionId,
  );
  const set = newestRounds(freeRounds, answer?.freeRounds) ?? freeRounds;
  const id = freeRoundFormId(promotionId);
  const round = set.played + 1;
  const busy = fetcher.state !== "idle";
  return (
    <section className="promo-panel" aria-labelledby="free-rounds-title" data-testid="free-rounds">
      <h2 id="free-rounds-title" className="promo-panel__title">
        {t("freeRounds.title")}
      </h2>
      <p className="promo-panel__lead">{t("freeRounds.left", { left: set.rounds - set.played, rounds: set.rounds })}</p>
      <dl className="facts">
        <dt>{t("freeRounds.stake")}</dt>
        <dd>{formatMinor(set.stake)}</dd>
        <dt>{t("freeRounds.won")}</dt>
        <dd data-testid="free-rounds-won">{formatMinor(set.won)}</dd>
        {set.state === "playing" ? (
          <>
            <dt>{t("freeRounds.expiresAt")}</dt>
            <dd>{t("siteTime", { time: formatDateTime(set.expiresAt) })}</dd>
          </>
        ) : null}
      </dl>
      {set.state === "playing" && round <= set.rounds ? (
        <fetcher.Form
          method="post"
          id={id}
          className="promo-step"
          noValidate
          preventScrollReset
          aria-describedby={`${id}-errors`}
        >
          <AuthenticityTokenInput />
          <input type="hidden" name="promotionId" value={promotionId} />
          <input type="hidden" name="round" value={round} />
          <SubmitButton intent={SPIN_INTENT} pending={busy}>
            {busy ? t("freeRounds.spinning") : t("freeRounds.spin", { round, rounds: set.rounds })}
          </SubmitButton>
        </fetcher.Form>
      ) : (
        <Ended set={set} paidAsBonus={paidAsBonus} />
      )}
      <CentreErrors errors={answer?.result.error?.[""] ?? undefined} id={`${id}-errors`} />
      <div aria-live="polite">{answer?.spin ? <SpinResult spin={answer.spin} game={set.game} /> : null}</div>
      {set.spins.length > 0 ? <SpinList set={set} /> : null}
    </section>
  );
}
