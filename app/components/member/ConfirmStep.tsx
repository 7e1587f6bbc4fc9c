import { Form, Link, useActionData, useLocation, useNavigate } from "@remix-run/react";
import { getFormProps, type FieldMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { Checkbox } from "~/components/forms/Checkbox";
import { WageringProgress } from "~/components/promotions/WageringProgress";
import { Field } from "~/components/forms/Field";
import { useModalDialog } from "~/components/modals/Modal";
import { StepDialog } from "~/components/modals/StepDialog";
import { renderMessage } from "~/lib/forms/messages";
import {
  NEEDS_PAYMENT_PASSWORD,
  isMoneyIntent,
  moneySchema,
  type BonusWagering,
  type MoneyIntent,
} from "~/lib/member/wallet";
import { pointsSchema, type PointsIntent } from "~/lib/points/forms";
import type { CentreActionData, ConfirmState } from "~/lib/member/centre.server";
import { formatMinor } from "~contract/money";
import { CentreErrors, CentreSubmit, useCentreForm } from "./CentreForm";

/** The confirmation the first POST of a money form answered, when it is this form's. */
export function useConfirmState(intent: MoneyIntent | PointsIntent): ConfirmState | null {
  const answer = useActionData<CentreActionData>();
  return answer?.confirm?.intent === intent ? answer.confirm : null;
}

/**
 * "Please confirm: transfer X to Y" (SPEC §2.6 money forms). The server renders it after the first
 * POST, as an open dialog in the page; with JavaScript it becomes a modal dialog and Escape cancels.
 * Confirm posts the details again with confirmed=1, the form's requestKey and, when money leaves the
 * wallet, the payment password, which is asked here so that it never travels back in the page. The points
 * shop's redeem and convert confirm the same way, always with the payment password.
 */
export function ConfirmStep({ state, formId }: { state: ConfirmState; formId: string }) {
  const { t } = useTranslation("member");
  const location = useLocation();
  const navigate = useNavigate();
  const cancelHref = `${location.pathname}${location.search}`;
  const confirmId = `${formId}-confirm`;
  const money = isMoneyIntent(state.intent) ? state.intent : null;
  const [form, fields] = useCentreForm(
    confirmId,
    state.intent,
    money ? moneySchema(money, true) : pointsSchema(state.intent as PointsIntent, true),
    { lastResult: state.result },
  );
  const dialog = useModalDialog(() => navigate(cancelHref, { replace: true, preventScrollReset: true }));

  return (
    <StepDialog dialog={dialog} id={confirmId} title={t("confirm.title")} summarised>
      <p id={`${confirmId}-summary`} className="confirm-step__summary">
        {renderMessage(t, state.summary)}
      </p>
      <Form method="post" {...getFormProps(form)} className="account-form" preventScrollReset>
        <AuthenticityTokenInput />
        {Object.entries(state.values).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="requestKey" value={state.requestKey} />
        <input type="hidden" name="confirmed" value="1" />
        <CentreErrors errors={form.errors} id={form.errorId} />
        {state.final ? (
          // Confirming again would be refused the same way: only the way back to the form is offered.
          <div className="modal__actions">
            <Link to={cancelHref} className="btn btn--gold" replace preventScrollReset>
              {t("confirm.back")}
            </Link>
          </div>
        ) : (
          <ConfirmFields state={state} money={money} fields={fields} cancelHref={cancelHref} />
        )}
      </Form>
    </StepDialog>
  );
}

/** What the member still gives to confirm (a forfeit's agreement, the payment password), and Confirm itself. */
function ConfirmFields({
  state,
  money,
  fields,
  cancelHref,
}: {
  state: ConfirmState;
  money: MoneyIntent | null;
  fields: Record<string, FieldMetadata<unknown>>;
  cancelHref: string;
}) {
  const { t } = useTranslation("member");
  return (
    <>
      {state.forfeit ? <ForfeitBonus forfeit={state.forfeit} meta={fields.forfeitBonus as never} /> : null}
      {!money || NEEDS_PAYMENT_PASSWORD[money] ? (
        <Field
          meta={fields.paymentPassword as never}
          label={t("field.paymentPassword")}
          type="password"
          autoComplete="off"
          inputMode="numeric"
        />
      ) : null}
      <div className="modal__actions">
        <Link to={cancelHref} className="btn btn--outline" replace preventScrollReset>
          {t("confirm.cancel")}
        </Link>
        <CentreSubmit intent={state.intent}>{t("confirm.submit")}</CentreSubmit>
      </div>
    </>
  );
}

/**
 * A withdrawal while a bonus still wagers (ADR 0046): what forfeiting means — the held bonus is taken back, the
 * main wallet is untouched — and the box that agrees to it (forfeitBonus=1), asked before anything is done.
 */
function ForfeitBonus({ forfeit, meta }: { forfeit: BonusWagering; meta: FieldMetadata<unknown> }) {
  const { t } = useTranslation("member");
  return (
    <div className="forfeit-bonus" role="note" aria-labelledby="forfeit-bonus-title">
      <p id="forfeit-bonus-title" className="forfeit-bonus__title">
        {t("forfeit.title")}
      </p>
      {forfeit.progress && forfeit.target ? (
        <WageringProgress progress={forfeit.progress} target={forfeit.target} label={t("forfeit.progressLabel")} />
      ) : null}
      <ul className="forfeit-bonus__means">
        <li>
          {forfeit.amount
            ? t("forfeit.takenBack", { amount: formatMinor(forfeit.amount) })
            : t("forfeit.takenBackPlain")}
        </li>
        <li>{t("forfeit.untouched")}</li>
      </ul>
      <input type="hidden" name="forfeitAsked" value="1" />
      <Checkbox meta={meta} label={t("forfeit.confirm")} value="1" />
    </div>
  );
}
