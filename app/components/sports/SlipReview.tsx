import { Form, Link } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { ReviewStep } from "~/components/modals/StepDialog";
import { CONFIRM_FORM, oddsField, stakeField } from "~/lib/sports/forms";
import { slipMarket } from "~/lib/sports/labels";
import type { SportsData } from "~/lib/sports/sports.server";
import type { SlipReview as Review } from "~/lib/sports/slipReview.server";
import { formatMinor } from "~contract/money";
import type { SportsText } from "./useSportsText";

/**
 * The confirmation step: what the bet is, at which prices (a price that moved says from what), the
 * stake, what it returns if it wins and the balance after. "Place bet" sends exactly this; when the platform
 * answered that the odds moved, the step comes back with the new prices and a message, to accept and place again.
 */
export function SlipReview({ review, data, text }: { review: Review; data: SportsData; text: SportsText }) {
  const { t } = text;
  const after = review.balance === null ? null : BigInt(review.balance) - BigInt(review.total);
  const moved = review.refused || review.changed;
  return (
    <ReviewStep id="slip-review" title={t("review.title")} intent="place" className="slip-review">
      {({ back, pending }) => (
        <>
          {review.placed > 0 ? <p className="form-notice">{t("done.somePlaced", { count: review.placed })}</p> : null}
          {review.refused ? (
            <p className="form-alert" role="alert" data-testid="odds-changed">
              {t("review.oddsChanged")}
            </p>
          ) : review.changed ? (
            <p className="form-alert" role="alert" data-testid="odds-changed">
              {t("review.oddsMoved")}
            </p>
          ) : null}
          <p className="slip-review__kind">
            {review.mode === "parlay"
              ? t("review.parlay", { count: review.lines.length })
              : t("review.singles", { count: review.lines.length })}
          </p>
          <ul className="slip-review__lines">
            {review.lines.map((line) => {
              const market = slipMarket(line.selection);
              return (
                <li
                  key={line.selection.outcomeId}
                  className="slip-review__line"
                  data-outcome={line.selection.outcomeId}
                >
                  <p>
                    <strong>{text.outcome(market, line.selection.outcome, line.selection.event)}</strong> ·{" "}
                    {text.market(market)}
                  </p>
                  <p className="field__hint">
                    {t("versus", { home: line.selection.event.home, away: line.selection.event.away })}
                  </p>
                  <p>
                    {t("review.odds")} <strong data-testid="review-odds">{text.odds(line.odds)}</strong>
                    {line.odds !== line.seen ? (
                      <span className="odds-was"> {t("review.was", { odds: text.odds(line.seen) })}</span>
                    ) : null}
                  </p>
                  {line.stake !== null && line.potential !== null ? (
                    <p>
                      {t("review.singleLine", {
                        stake: formatMinor(line.stake),
                        potential: formatMinor(line.potential),
                      })}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
          <dl className="slip-review__summary">
            {review.combined ? (
              <>
                <dt>{t("review.combined")}</dt>
                <dd data-testid="review-combined">{text.odds(review.combined)}</dd>
              </>
            ) : null}
            <dt>{t("review.stake")}</dt>
            <dd data-testid="review-stake">{formatMinor(review.total)}</dd>
            <dt>{t("review.potential")}</dt>
            <dd data-testid="review-potential">{formatMinor(review.potential)}</dd>
            {after !== null ? (
              <>
                <dt>{t("review.balanceAfter")}</dt>
                <dd>{formatMinor(after.toString())}</dd>
              </>
            ) : null}
          </dl>
          {data.viewer !== "member" ? <p className="field__hint">{t("review.loginFirst")}</p> : null}
          <Form method="post" id={CONFIRM_FORM} className="account-form" noValidate preventScrollReset>
            <AuthenticityTokenInput />
            <input type="hidden" name="mode" value={review.mode} />
            <input type="hidden" name="slipKey" value={review.slipKey} />
            {review.lines.map((line) => (
              <span key={line.selection.outcomeId} hidden>
                <input type="hidden" name="selection" value={line.selection.outcomeId} />
                <input type="hidden" name={oddsField(line.selection.outcomeId)} value={line.odds} />
                {line.stake !== null ? (
                  <input type="hidden" name={stakeField(line.selection.outcomeId)} value={formatMinor(line.stake)} />
                ) : null}
              </span>
            ))}
            {review.mode === "parlay" ? <input type="hidden" name="stake" value={formatMinor(review.total)} /> : null}
            <div className="modal__actions">
              <Link to={back} className="btn btn--outline" replace preventScrollReset>
                {t("review.change")}
              </Link>
              <SubmitButton intent="place" pending={pending}>
                {moved ? t("review.acceptAndPlace") : t("review.place")}
              </SubmitButton>
            </div>
          </Form>
        </>
      )}
    </ReviewStep>
  );
}
