import { Form, Link, useActionData, useLocation, useNavigate, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { ErrorList } from "~/components/forms/ErrorList";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { useModalDialog } from "~/components/modals/Modal";
import { StepDialog } from "~/components/modals/StepDialog";
import { CONTRACT_INTENTS } from "~/lib/agent/contracts";
import type { ContractActionData } from "~/lib/agent/contracts.server";
import { hrefWith } from "~/lib/shell/urls";
import type { ContractView } from "~contract/answers/contracts";

/** True while this very button's form (same intent, same fields) is on its way. */
function usePosting(intent: string, fields: Record<string, string>): boolean {
  const navigation = useNavigation();
  const sent = navigation.formData;
  if (navigation.state === "idle" || !sent || sent.get("intent") !== intent) return false;
  return Object.entries(fields).every(([name, value]) => sent.get(name) === value);
}

/** One button that posts a contract step (accept, reject, withdraw, decline): a small form, so it works without JavaScript. */
export function ContractButton({
  intent,
  fields,
  className = "btn btn--outline btn--small",
  label,
  children,
}: {
  intent: string;
  fields: Record<string, string>;
  className?: string;
  /** The button's full name where its text alone is the same on every row ("Withdraw offer to agent2"). */
  label?: string;
  children: ReactNode;
}) {
  const pending = usePosting(intent, fields);
  return (
    <Form method="post" className="inline-form" preventScrollReset>
      <AuthenticityTokenInput />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <SubmitButton intent={intent} pending={pending} className={className} aria-label={label}>
        {children}
      </SubmitButton>
    </Form>
  );
}

/** What the last contract step about this contract was refused with, next to its buttons. */
export function ContractStepErrors({ contractId }: { contractId: string }) {
  const answer = useActionData<ContractActionData>();
  // An open confirmation shows its own refusal.
  const confirming = new URLSearchParams(useLocation().search).has("confirm");
  const mine = !confirming && answer?.contractId === contractId && answer.intent !== CONTRACT_INTENTS.offer;
  return (
    <ErrorList
      errors={mine ? (answer.result?.error?.[""] ?? undefined) : undefined}
      id={`contract-${contractId}-errors`}
      ns="agent"
    />
  );
}

/** The address of the confirmation of ending this contract (ask or agree), a URL like every modal. */
export function useTerminateHref(contract: ContractView, step: "ask" | "agree"): string {
  return hrefWith(useLocation(), { confirm: "terminate", contract: contract.id, step });
}

/**
 * The ending of a contract, from one side (SPEC §4: either side asks, the other agrees or declines; the asker
 * may take its request back). `view` says which side the agent is: the holder of its own contract, or the
 * upline of one it gave. Asking and agreeing go through a confirmation; declining does not end anything.
 */
export function Termination({
  contract,
  view,
  other,
}: {
  contract: ContractView;
  view: "mine" | "downlines";
  other: string;
}) {
  const { t } = useTranslation("agent");
  const askHref = useTerminateHref(contract, "ask");
  const agreeHref = useTerminateHref(contract, "agree");
  if (contract.state !== "signed") return null;
  const me = view === "mine" ? "downline" : "upline";
  const decline = { contractId: contract.id, step: "decline", view };
  if (contract.terminationAskedBy === null) {
    return (
      <div className="contract-actions">
        <Link
          to={askHref}
          className="btn btn--ghost btn--small"
          preventScrollReset
          aria-label={t("contract.terminate.askWith", { other })}
        >
          {t("contract.terminate.ask")}
        </Link>
      </div>
    );
  }
  if (contract.terminationAskedBy === me) {
    return (
      <div className="contract-actions">
        <span className="field__hint">{t("contract.terminate.askedByMe", { other })}</span>
        <ContractButton
          intent={CONTRACT_INTENTS.terminate}
          fields={decline}
          label={t("contract.terminate.takeBackWith", { other })}
        >
          {t("contract.terminate.takeBack")}
        </ContractButton>
      </div>
    );
  }
  return (
    <div className="contract-actions">
      <span className="field__hint">{t("contract.terminate.askedByOther", { other })}</span>
      <Link
        to={agreeHref}
        className="btn btn--outline btn--small"
        preventScrollReset
        aria-label={t("contract.terminate.agreeWith", { other })}
      >
        {t("contract.terminate.agree")}
      </Link>
      <ContractButton
        intent={CONTRACT_INTENTS.terminate}
        fields={decline}
        label={t("contract.terminate.declineWith", { other })}
      >
        {t("contract.terminate.decline")}
      </ContractButton>
    </div>
  );
}

/**
 * A confirmation addressed by the URL (?confirm=…): rendered by the server as an open dialog over the
 * centre, a modal with JavaScript (Escape cancels). Its form posts the step; its errors stay in it.
 */
export function ConfirmDialog({
  id,
  title,
  summary,
  intent,
  fields,
  submit,
  children,
}: {
  id: string;
  title: string;
  summary: string;
  intent: string;
  fields: Record<string, string>;
  submit: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation("agent");
  const location = useLocation();
  const navigate = useNavigate();
  const answer = useActionData<ContractActionData>();
  const cancelHref = hrefWith(location, { confirm: null, contract: null, step: null });
  const dialog = useModalDialog(() => navigate(cancelHref, { replace: true, preventScrollReset: true }));
  const errors = answer?.intent === intent ? (answer.result?.error?.[""] ?? undefined) : undefined;
  const pending = usePosting(intent, fields);
  return (
    <StepDialog dialog={dialog} id={id} title={title} summarised domId={id}>
      <p id={`${id}-summary`} className="confirm-step__summary">
        {summary}
      </p>
      {children}
      <Form method="post" className="account-form" preventScrollReset>
        <AuthenticityTokenInput />
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <ErrorList errors={errors} id={`${id}-errors`} ns="agent" />
        <div className="modal__actions">
          <Link to={cancelHref} className="btn btn--outline" replace preventScrollReset>
            {t("contract.confirm.cancel")}
          </Link>
          {/* Refused by the platform (a rate above its own, a contract changed meanwhile): the same again would be too. */}
          {errors?.length ? null : (
            <SubmitButton intent={intent} pending={pending}>
              {submit}
            </SubmitButton>
          )}
        </div>
      </Form>
    </StepDialog>
  );
}
