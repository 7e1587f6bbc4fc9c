import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { FieldErrors } from "~/components/forms/Field";
import { BetFormAlert } from "~/components/forms/BetFormAlert";
import { StakeField } from "~/components/forms/StakeField";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { ReviewStep } from "~/components/modals/StepDialog";
import { CONFIRM_FORM, MULTIPLE_PREFIX, TICKET_FORM, ticketSchema } from "~/lib/lottery/forms";
import type { LotteryActionData, LotteryData, LotteryReview } from "~/lib/lottery/lottery.server";
import { drawLabel } from "~/lib/lottery/settlement";
import { formatDateTime } from "~/lib/shell/date-time";
import type { BetTypeView } from "~contract/answers/lottery";
import { CHASE_MAX, MULTIPLE_MAX, POINTS_MAX } from "~contract/lottery";
import { formatMinor } from "~contract/money";
import type { LotteryText } from "./useLotteryText";

/** The draws a form offers to follow: enough for a chase, few enough for a phone. */
const OFFERED_DRAWS = 12;
const TWO_DIGITS = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, "0"));
const ONE_DIGIT = Array.from({ length: 10 }, (_, i) => String(i));

const asList = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : typeof value === "string" ? [value] : [];

/** What a bet type offers to pick: its values, one digit, two digits (a grid), or typed numbers of 3 or 4 digits. */
function pickerOf(
  type: BetTypeView,
): { kind: "values"; values: string[] } | { kind: "grid"; values: string[] } | { kind: "typed"; digits: number } {
  if (type.values) return { kind: "values", values: type.values };
  if (type.digits === 1) return { kind: "grid", values: ONE_DIGIT };
  if (type.digits === 2) return { kind: "grid", values: TWO_DIGITS };
  return { kind: "typed", digits: type.digits ?? 3 };
}

/** A choice's words: big, small, odd, even; a total or a face is its number. */
const choiceLabel = (text: LotteryText, type: BetTypeView, value: string) =>
  /^[a-z]+$/.test(value)
    ? text.t(`choice.${value}`)
    : type.code === "sum"
      ? text.t("choice.total", { total: value })
      : value;

/**
 * A game's betting form: the bet type's rule and price, a number picker that is a real form
 * (checkboxes, or a typed list for three and four digits), the points, the draws to follow each with its
 * multiple, and whether a win stops the chase. "Review" asks the platform what the ticket costs and may win
 * (limits, rules and the balance checked before anything is taken); the review's "Confirm" buys it.
 */
export function BettingPanel({ data, type, text }: { data: LotteryData; type: BetTypeView; text: LotteryText }) {
  const { t, say } = text;
  const answer = useActionData<LotteryActionData>();
  const selected = data.selected;
  const [form, fields] = useForm({
    id: TICKET_FORM,
    lastResult: answer?.result,
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ticketSchema }),
  });
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === "review";
  if (!selected) return null;
  const picker = pickerOf(type);
  const chosen = new Set(asList(fields.numbers.initialValue));
  const draws = selected.open.slice(0, OFFERED_DRAWS);
  const chosenDraws = new Set(
    fields.draws.initialValue === undefined ? draws.slice(0, 1).map((d) => d.issue) : asList(fields.draws.initialValue),
  );
  const initial = (form.initialValue ?? {}) as Record<string, unknown>;
  const pay = typeof type.payPerPoint === "string" ? formatMinor(type.payPerPoint) : null;
  return (
    <section className="betting-panel" aria-labelledby="betting-title">
      <h2 id="betting-title" className="betting-panel__title">
        {t(`betType.${type.code}.name`)}
      </h2>
      <p className="betting-panel__rule">{t(`betType.${type.code}.rule`, { pick: type.pick ?? "" })}</p>
      <p className="field__hint">
        {pay
          ? t("price", { price: formatMinor(type.pricePerPoint), pay })
          : t("priceTable", { price: formatMinor(type.pricePerPoint) })}{" "}
        {t("limits", { min: type.minPoints, max: type.maxPointsPerTicket })}
      </p>
      {!pay && typeof type.payPerPoint === "object" ? (
        <p className="field__hint">
          {Object.entries(type.payPerPoint)
            .map(([total, each]) => t("payOfTotal", { total, pay: formatMinor(each) }))
            .join(" · ")}
        </p>
      ) : null}
      {draws.length === 0 ? (
        <p className="form-notice">{t("noOpenDraw")}</p>
      ) : (
        <Form method="post" {...getFormProps(form)} className="account-form ticket-form" preventScrollReset>
          <AuthenticityTokenInput />
          <input type="hidden" name="gameCode" value={selected.game.code} />
          <input type="hidden" name="playType" value={type.code} />
          <input type="hidden" name="requestKey" value={data.requestKey} />
          <BetFormAlert id={form.errorId} errors={form.errors} say={say} continueLabel={t("realityContinue")} />
          <fieldset className="ticket-form__numbers" aria-describedby={fields.numbers.errorId}>
            <legend>{type.pick ? t("pickExactly", { pick: type.pick }) : t("pickNumbers")}</legend>
            {picker.kind === "typed" ? null : (
              <div
                className={
                  picker.kind === "grid" && picker.values.length === 100 ? "num-grid num-grid--100" : "num-grid"
                }
              >
                {picker.values.map((value) => (
                  <label key={value} className="num-pick">
                    <input type="checkbox" name="numbers" value={value} defaultChecked={chosen.has(value)} />
                    <span>{picker.kind === "values" ? choiceLabel(text, type, value) : value}</span>
                  </label>
                ))}
              </div>
            )}
            {picker.kind === "values" ? null : (
              <div className="field">
                <label htmlFor={fields.typed.id} className="field__label">
                  {picker.kind === "typed" ? t("typeNumbers", { digits: picker.digits }) : t("orType")}
                </label>
                <input
                  id={fields.typed.id}
                  name="typed"
                  className="field__input"
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={700}
                  defaultValue={typeof initial.typed === "string" ? initial.typed : ""}
                  aria-describedby={fields.typed.errorId}
                />
                <FieldErrors meta={fields.typed} say={say} />
              </div>
            )}
            <FieldErrors meta={fields.numbers} say={say} />
          </fieldset>
          <StakeField
            id={fields.points.id}
            name="points"
            label={t("field.points")}
            errors={fields.points.errors}
            errorId={fields.points.errorId}
            defaultValue={typeof initial.points === "string" ? initial.points : "1"}
            inputMode="numeric"
            maxLength={String(POINTS_MAX).length}
            inputClassName="lottery-input--short"
            say={say}
          />
          <fieldset className="ticket-form__draws" aria-describedby={fields.draws.errorId}>
            <legend>{t("drawsToFollow", { max: CHASE_MAX })}</legend>
            <ul className="draw-choices">
              {draws.map((draw) => (
                <li key={draw.issue} className="draw-choice">
                  <label className="draw-choice__pick">
                    <input
                      type="checkbox"
                      name="draws"
                      value={draw.issue}
                      defaultChecked={chosenDraws.has(draw.issue)}
                    />
                    <span>
                      {drawLabel(t, draw)}{" "}
                      <span className="field__hint">{t("closesAt", { time: formatDateTime(draw.closesAt) })}</span>
                    </span>
                  </label>{" "}
                  <label className="draw-choice__multiple">
                    <span>{t("field.multiple")}</span>
                    <input
                      name={`${MULTIPLE_PREFIX}${draw.issue}`}
                      className="field__input lottery-input--tiny"
                      inputMode="numeric"
                      autoComplete="off"
                      maxLength={String(MULTIPLE_MAX).length}
                      defaultValue={
                        typeof initial[`${MULTIPLE_PREFIX}${draw.issue}`] === "string"
                          ? String(initial[`${MULTIPLE_PREFIX}${draw.issue}`])
                          : "1"
                      }
                      aria-label={t("multipleOf", { draw: drawLabel(t, draw) })}
                    />
                  </label>
                  {answer?.result?.error?.[`${MULTIPLE_PREFIX}${draw.issue}`]?.map((e) => (
                    <p key={e} className="field__error">
                      {say(e)}
                    </p>
                  ))}
                </li>
              ))}
            </ul>
            <FieldErrors meta={fields.draws} say={say} />
            <label className="field__check">
              <input type="checkbox" name="winStop" value="1" defaultChecked={initial.winStop === "1"} />
              <span>{t("winStop")}</span>
            </label>
          </fieldset>
          <div className="form-actions">
            <SubmitButton intent="review" pending={pending}>
              {t("review")}
            </SubmitButton>
          </div>
        </Form>
      )}
      {answer?.review ? <ReviewDialog review={answer.review} type={type} data={data} text={text} /> : null}
    </section>
  );
}

/** The ticket as the platform would take it now: each draw's stake, the total, what a hit pays, the balance after. */
function ReviewDialog({
  review,
  type,
  data,
  text,
}: {
  review: LotteryReview;
  type: BetTypeView;
  data: LotteryData;
  text: LotteryText;
}) {
  const { t } = text;
  const after = BigInt(review.quote.balance) - BigInt(review.quote.stake);
  const stations = new Map((data.selected?.open ?? []).map((d) => [d.issue, drawLabel(text.t, d)]));
  return (
    <ReviewStep id="ticket-review" title={t("reviewTitle")} intent="buy">
      {({ back, pending }) => (
        <>
          <dl className="ticket-summary">
            <dt>{t("betTypeLabel")}</dt>
            <dd>{t(`betType.${type.code}.name`)}</dd>
            <dt>{t("numbersLabel")}</dt>
            <dd data-testid="review-numbers">
              {review.ticket.numbers.map((n) => (/^[a-z]+$/.test(n) ? t(`choice.${n}`) : n)).join(", ")}
            </dd>
            <dt>{t("field.points")}</dt>
            <dd>{review.ticket.points}</dd>
          </dl>
          <table className="data-table ticket-summary__draws">
            <caption className="visually-hidden">{t("stakePerDraw")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("draw")}</th>
                <th scope="col" className="num">
                  {t("field.multiple")}
                </th>
                <th scope="col" className="num">
                  {t("stake")}
                </th>
              </tr>
            </thead>
            <tbody>
              {review.quote.draws.map((d) => (
                <tr key={d.issue}>
                  <td>{stations.get(d.issue) ?? d.issue}</td>
                  <td className="num">×{d.multiple}</td>
                  <td className="num">{formatMinor(d.stake)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="ticket-summary__total" data-testid="review-total">
            {t("total", { stake: formatMinor(review.quote.stake) })}
          </p>
          <ul className="ticket-summary__pays">
            {review.quote.pays.map((p) => (
              <li key={p.key}>
                {t(p.halfPay ? "paysHalf" : "pays", { number: p.key.replaceAll("+", " + "), pay: formatMinor(p.pay) })}
              </li>
            ))}
          </ul>
          <p className="field__hint">
            {after >= 0n
              ? t("balanceAfter", { balance: formatMinor(after.toString()) })
              : t("balanceShort", { balance: formatMinor(review.quote.balance) })}
          </p>
          {review.ticket.winStop && review.quote.draws.length > 1 ? (
            <p className="field__hint">{t("winStopNote")}</p>
          ) : null}
          <Form method="post" id={CONFIRM_FORM} className="account-form" preventScrollReset>
            <AuthenticityTokenInput />
            {review.values.map(([name, value], i) => (
              <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
            ))}
            <input type="hidden" name="requestKey" value={review.requestKey} />
            <div className="modal__actions">
              <Link to={back} className="btn btn--outline" replace preventScrollReset>
                {t("change")}
              </Link>
              <SubmitButton intent="buy" pending={pending}>
                {t("confirm")}
              </SubmitButton>
            </div>
          </Form>
        </>
      )}
    </ReviewStep>
  );
}
