import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { Fragment, useState, type ReactNode } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { BetFormAlert } from "~/components/forms/BetFormAlert";
import { StakeField } from "~/components/forms/StakeField";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { TrueAccountNeeded } from "~/components/forms/TrueAccountNeeded";
import { IconClose } from "~/components/ui/Icons";
import {
  SLIP_FORM,
  oddsField,
  selectionField,
  slipMode,
  slipSchema,
  stakeField,
  type SlipCheck,
  type SlipMode,
} from "~/lib/sports/forms";
import { slipMarket } from "~/lib/sports/labels";
import { combinedOdds, potentialReturn } from "~/lib/sports/odds";
import type { SportsData } from "~/lib/sports/sports.server";
import type { SportsActionData } from "~/lib/sports/slipReview.server";
import type { SlipSelection } from "~contract/answers/events";
import { formatMinor, parseAmount } from "~contract/money";
import { SlipChange } from "./OddsButton";
import { SlipReview } from "./SlipReview";
import type { SportsText } from "./useSportsText";

const errorId = (name: string) => `${SLIP_FORM}-${name}-error`;
const limitsText = (text: SportsText, min: string, max: string) =>
  BigInt(max) > 0n
    ? text.t("slip.limits", { min: formatMinor(min), max: formatMinor(max) })
    : text.t("slip.minimum", { min: formatMinor(min) });

/** What a typed stake returns at these prices, for the slip's live figures (nothing while it is not an amount). */
function returnsOf(stakeText: string | undefined, odds: string[]): string | null {
  const stake = parseAmount(stakeText ?? "");
  return stake && stake > 0n ? formatMinor(potentialReturn(stake, odds)) : null;
}

/**
 * The bet slip: a real form. Its selections come from the page's session (outcome ids) with their
 * prices now; each can be taken off. Singles take one stake each, a parlay (2–10 selections) one stake at the
 * selections' combined price. "Review" checks the stakes before the confirmation step, where "Place bet" places.
 */
export function BetSlip({ data, text, notice }: { data: SportsData; text: SportsText; notice: ReactNode }) {
  const { t, say } = text;
  const answer = useActionData<SportsActionData>();
  const navigation = useNavigation();
  const selections = Array.isArray(data.slip) ? data.slip : [];
  const check: SlipCheck = {
    selections: selections.map((s) => ({
      outcomeId: s.outcomeId,
      eventId: s.eventId,
      open: s.open,
      minStake: s.minStake,
      maxStake: s.maxStake,
    })),
    balance: null,
  };
  const lastResult = answer && (answer.intent === "review" || answer.intent === "place") ? answer.result : undefined;
  const [form] = useForm({
    id: SLIP_FORM,
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: slipSchema(check) }),
  });
  const initial = (form.initialValue ?? {}) as Record<string, unknown>;
  const initialMode: SlipMode =
    selections.length < 2 ? "singles" : typeof initial.mode === "string" ? slipMode(initial.mode) : "parlay";
  const [stakes, setStakes] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      Object.entries(initial).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    ),
  );
  const shownMode = initialMode;
  const errors = form.allErrors;
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === "review";
  const count = selections.length;
  const prices = selections.map((s) => s.odds);
  const stakeInput = (name: string, label: string, limits: string) => (
    <StakeField
      id={`${SLIP_FORM}-${name}`}
      name={name}
      label={label}
      hint={limits}
      errors={errors[name]}
      errorId={errorId(name)}
      defaultValue={typeof initial[name] === "string" ? String(initial[name]) : ""}
      maxLength={20}
      className="slip-stake"
      say={say}
      onChange={(event) => setStakes((now) => ({ ...now, [name]: event.target.value }))}
    />
  );
  return (
    <section id="bet-slip" className="bet-slip" aria-labelledby="bet-slip-title">
      <h2 id="bet-slip-title" className="bet-slip__title">
        {t("slip.title")} <span className="bet-slip__count">{t("slip.count", { count })}</span>
      </h2>
      <div role="status" className="bet-slip__notice">
        {notice}
      </div>
      {data.slip && !Array.isArray(data.slip) ? <p className="form-alert">{t("slip.failed")}</p> : null}
      {count === 0 ? (
        <p className="field__hint" data-testid="slip-empty">
          {t("slip.empty")}
        </p>
      ) : (
        <>
          <ol className="slip-list">
            {selections.map((s) => (
              <SlipItem key={s.outcomeId} selection={s} errors={errors[selectionField(s.outcomeId)]} text={text} />
            ))}
          </ol>
          {data.viewer === "trial" ? (
            <TrueAccountNeeded />
          ) : (
            <Form method="post" {...getFormProps(form)} className="slip-form" preventScrollReset>
              <AuthenticityTokenInput />
              <input type="hidden" name="slipKey" value={data.slipKey} />
              {selections.map((s) => (
                <Fragment key={s.outcomeId}>
                  <input type="hidden" name="selection" value={s.outcomeId} />
                  <input type="hidden" name={oddsField(s.outcomeId)} value={s.odds} />
                </Fragment>
              ))}
              <BetFormAlert id={form.errorId} errors={form.errors} say={say} continueLabel={t("realityContinue")} />
              <fieldset key={count < 2 ? "single" : "many"} className="slip-mode" aria-describedby={errorId("mode")}>
                <legend>{t("slip.mode")}</legend>
                <label className="slip-mode__choice">
                  <input type="radio" name="mode" value="singles" defaultChecked={shownMode === "singles"} />
                  <span>{t("slip.singles", { count })}</span>
                </label>
                <label className="slip-mode__choice">
                  <input
                    type="radio"
                    name="mode"
                    value="parlay"
                    defaultChecked={shownMode === "parlay"}
                    disabled={count < 2}
                  />
                  <span>{t("slip.parlay")}</span>
                </label>
                <div id={errorId("mode")} className="field__error" aria-live="polite">
                  {errors.mode?.map((e) => (
                    <p key={e}>{say(e)}</p>
                  ))}
                </div>
              </fieldset>
              {/* The stakes are the form's own fields, never tied to it by a form= attribute: text browsers (lynx, w3m)
                send only a form's descendants, and the selections above hold forms of their own (remove). */}
              <div className="slip-stakes">
                {selections.map((s) => (
                  <Fragment key={s.outcomeId}>
                    {stakeInput(
                      stakeField(s.outcomeId),
                      t("slip.stakeOn", { pick: text.outcome(slipMarket(s), s.outcome, s.event) }),
                      [
                        limitsText(text, s.minStake, s.maxStake),
                        returnsLine(text, returnsOf(stakes[stakeField(s.outcomeId)], [s.odds])),
                      ]
                        .filter(Boolean)
                        .join(" · "),
                    )}
                  </Fragment>
                ))}
              </div>
              {count >= 2 ? (
                <div className="slip-parlay">
                  <p className="slip-parlay__odds">
                    {t("slip.combined")} <strong data-testid="slip-combined">{text.odds(combinedOdds(prices))}</strong>
                  </p>
                  {stakeInput(
                    "stake",
                    t("slip.parlayStake"),
                    [
                      limitsText(
                        text,
                        selections.reduce((acc, s) => (BigInt(s.minStake) > BigInt(acc) ? s.minStake : acc), "0"),
                        selections.reduce(
                          (acc, s) =>
                            BigInt(s.maxStake) > 0n && (acc === "0" || BigInt(s.maxStake) < BigInt(acc))
                              ? s.maxStake
                              : acc,
                          "0",
                        ),
                      ),
                      returnsLine(text, returnsOf(stakes.stake, prices)),
                    ]
                      .filter(Boolean)
                      .join(" · "),
                  )}
                </div>
              ) : null}
              <div className="form-actions slip-form__actions">
                <SubmitButton intent="review" pending={pending}>
                  {t("slip.review")}
                </SubmitButton>
              </div>
            </Form>
          )}
          <SlipChange id="slip-clear" intent="clear" className="slip-clear" buttonClass="btn btn--small btn--ghost">
            {t("slip.clear")}
          </SlipChange>
        </>
      )}
      {answer?.review ? <SlipReview review={answer.review} data={data} text={text} /> : null}
    </section>
  );
}

const returnsLine = (text: SportsText, amount: string | null) => (amount ? text.t("slip.returns", { amount }) : "");

/** One selection: what it backs, at what price now, in which market and event; a cross takes it off. */
function SlipItem({
  selection,
  errors,
  text,
}: {
  selection: SlipSelection;
  errors: string[] | undefined;
  text: SportsText;
}) {
  const { t, say } = text;
  const pick = text.outcome(slipMarket(selection), selection.outcome, selection.event);
  return (
    <li className="slip-item" data-outcome={selection.outcomeId} data-open={selection.open}>
      <div className="slip-item__head">
        <p className="slip-item__pick">
          <strong>{pick}</strong>{" "}
          <span className="slip-item__odds" data-testid="slip-odds">
            {text.odds(selection.odds)}
          </span>
        </p>
        <SlipChange
          id={`slip-remove-${selection.outcomeId}`}
          intent="remove"
          outcomeIds={[selection.outcomeId]}
          buttonClass="icon-button slip-item__remove"
          label={t("slip.remove", { pick })}
        >
          <IconClose />
        </SlipChange>
      </div>
      <p className="slip-item__market">
        {text.market(slipMarket(selection))} · {t("versus", { home: selection.event.home, away: selection.event.away })}
      </p>
      {selection.open ? null : <p className="field__error">{t("validation.closed")}</p>}
      {errors?.length ? (
        <div className="field__error" role="alert">
          {errors.map((e) => (
            <p key={e}>{say(e)}</p>
          ))}
        </div>
      ) : null}
    </li>
  );
}
