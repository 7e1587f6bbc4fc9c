import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { FieldErrors } from "~/components/forms/Field";
import { BetFormAlert } from "~/components/forms/BetFormAlert";
import { StakeField } from "~/components/forms/StakeField";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { TrueAccountNeeded } from "~/components/forms/TrueAccountNeeded";
import { ReviewStep } from "~/components/modals/StepDialog";
import type { CockfightActionData, CockfightData, CockfightReview } from "./arena.server";
import { BET_FORM, CONFIRM_FORM, betSchema, formatPer100, returnAt, takesBets } from "~/lib/cockfight/forms";
import { renderMessage } from "~/lib/forms/messages";
import { usePlace } from "~/lib/shell/useRoot";
import { modalHref } from "~/lib/shell/urls";
import type { FightView } from "~contract/answers/events";
import { FIGHT_SIDES, type FightSide } from "~contract/events";
import { formatMinor } from "~contract/money";

/** A form message in the page's language, whichever namespace it names (a responsible-play refusal is care's). */
function useSay() {
  const { t } = useTranslation();
  return (text: string) => renderMessage(t, text);
}

const sideName = (fight: FightView, side: FightSide) =>
  side === "meron" ? fight.meron : side === "wala" ? fight.wala : null;

/**
 * The bet form: the side as radio buttons, the stake, and "Review", which checks the fight still
 * takes bets and the stake its limits; the review shows the payout per 100 as it stands and what the stake would
 * return at it, and its "Place bet" places the bet with the form's requestKey. A visitor sees the form and is
 * asked to log in when sending it.
 */
export function BetPanel({ data, fight }: { data: CockfightData; fight: FightView }) {
  const { t } = useTranslation("cockfight");
  const say = useSay();
  const place = usePlace();
  const answer = useActionData<CockfightActionData>();
  const [form, fields] = useForm({
    id: BET_FORM,
    lastResult: answer?.result,
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema: betSchema({ min: fight.minStake, max: fight.maxStake }) }),
  });
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === "review";
  const open = takesBets(fight.status);
  const initial = (form.initialValue ?? {}) as Record<string, unknown>;
  const chosen = typeof initial.side === "string" ? initial.side : null;
  return (
    <section className="bet-panel" aria-labelledby="bet-title">
      <h2 id="bet-title" className="bet-panel__title">
        {t("bet.title")}
      </h2>
      {!open ? (
        <p className="form-notice" data-testid="betting-closed">
          {t("bet.closed")}
        </p>
      ) : data.viewer === "trial" ? (
        <TrueAccountNeeded />
      ) : (
        <>
          {data.viewer === "visitor" ? (
            <p className="form-notice">
              {t("bet.logIn")}{" "}
              <Link to={modalHref(place, "login")} preventScrollReset>
                {t("bet.logInLink")}
              </Link>
            </p>
          ) : null}
          <Form method="post" {...getFormProps(form)} className="account-form bet-form" preventScrollReset>
            <AuthenticityTokenInput />
            <input type="hidden" name="fightId" value={fight.id} />
            <input type="hidden" name="requestKey" value={data.requestKey} />
            <BetFormAlert id={form.errorId} errors={form.errors} say={say} continueLabel={t("realityContinue")} />
            <fieldset className="side-choices" aria-describedby={fields.side.errorId}>
              <legend>{t("field.side")}</legend>
              <div className="side-choices__list">
                {FIGHT_SIDES.map((side) => {
                  const per100 = formatPer100(fight.payoutPer100[side]);
                  const name = sideName(fight, side);
                  return (
                    <label key={side} className={`side-choice side-choice--${side}`}>
                      <input type="radio" name="side" value={side} defaultChecked={chosen === side} />
                      <strong className="side-choice__side">{t(`side.${side}`)}</strong>{" "}
                      <span className="side-choice__name">{name ?? t("drawPays")}</span>{" "}
                      <span className="side-choice__payout">
                        {per100 ? t("bet.per100", { payout: per100 }) : t("pool.noPayout")}
                      </span>
                    </label>
                  );
                })}
              </div>
              <FieldErrors meta={fields.side} />
            </fieldset>
            <StakeField
              id={fields.stake.id}
              name="stake"
              label={t("field.stake")}
              hint={t("bet.limits", { min: formatMinor(fight.minStake), max: formatMinor(fight.maxStake) })}
              hintId={`${BET_FORM}-stake-hint`}
              errors={fields.stake.errors}
              errorId={fields.stake.errorId}
              defaultValue={typeof initial.stake === "string" ? initial.stake : ""}
              maxLength={24}
              inputClassName="bet-form__stake"
            />
            <div className="form-actions">
              <SubmitButton intent="review" pending={pending}>
                {t("bet.review")}
              </SubmitButton>
            </div>
          </Form>
        </>
      )}
      {answer?.review ? <ReviewDialog review={answer.review} fight={fight} /> : null}
    </section>
  );
}

/**
 * The bet as it would be placed now: the side, the stake, the payout per 100 as it stood at the review and what the
 * stake returns at it. The payout moves with every bet and is fixed only when the fight closes; the dialog says so.
 */
function ReviewDialog({ review, fight }: { review: CockfightReview; fight: FightView }) {
  const { t } = useTranslation("cockfight");
  const same = fight.id === review.fightId;
  const per100 = same ? fight.payoutPer100[review.side] : null;
  const estimate = returnAt(BigInt(review.stake), per100);
  const name = sideName(fight, review.side);
  return (
    <ReviewStep id="bet-review" title={t("review.title")} intent="bet">
      {({ back, pending }) => (
        <>
          <dl className="bet-summary">
            <dt>{t("review.fight")}</dt>
            <dd>
              {t("fightNumber", { number: fight.number })} · {fight.meron} {t("vs")} {fight.wala}
            </dd>
            <dt>{t("field.side")}</dt>
            <dd data-testid="review-side">
              {name ? `${t(`side.${review.side}`)} (${name})` : `${t("side.draw")} (${t("drawPays")})`}
            </dd>
            <dt>{t("field.stake")}</dt>
            <dd data-testid="review-stake">{formatMinor(review.stake)}</dd>
            <dt>{t("review.per100")}</dt>
            <dd data-testid="review-payout">{formatPer100(per100) ?? t("pool.noPayout")}</dd>
            <dt>{t("review.return")}</dt>
            <dd data-testid="review-return">{estimate === null ? t("review.returnUnknown") : formatMinor(estimate)}</dd>
          </dl>
          <p className="field__hint">{t(review.side === "draw" ? "review.drawNote" : "review.note")}</p>
          {!same || !takesBets(fight.status) ? (
            <p className="form-notice" role="alert">
              {t("error.FIGHT_CLOSED")}
            </p>
          ) : null}
          <Form method="post" id={CONFIRM_FORM} className="account-form" preventScrollReset>
            <AuthenticityTokenInput />
            <input type="hidden" name="fightId" value={review.fightId} />
            <input type="hidden" name="side" value={review.side} />
            <input type="hidden" name="stake" value={formatMinor(review.stake)} />
            <input type="hidden" name="requestKey" value={review.requestKey} />
            <div className="modal__actions">
              <Link to={back} className="btn btn--outline" replace preventScrollReset>
                {t("review.change")}
              </Link>
              <SubmitButton intent="bet" pending={pending}>
                {t("review.place")}
              </SubmitButton>
            </div>
          </Form>
        </>
      )}
    </ReviewStep>
  );
}
