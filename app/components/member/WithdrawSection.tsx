import { getCollectionProps, getInputProps } from "@conform-to/react";
import { Link, useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Field, FieldErrors, FieldLabel } from "~/components/forms/Field";
import { Select } from "~/components/forms/Select";
import { PageLinks } from "~/components/ui/Pager";
import { formatMinor } from "~contract/money";
import { RECEIPT_ANSWERS, WALLET_FORMS, formatDateTime, moneySchema, receiptSchema } from "~/lib/member/wallet";
import type { CentreActionData } from "~/lib/member/centre.server";
import type { Withdrawal } from "~/lib/platform/client.server";
import { CentreForm, CentreSubmit, useCentreForm } from "./CentreForm";
import type { WithdrawContent } from "~/routes/member.withdraw";
import type { SectionProps } from "./MemberCentre";
import { ConfirmStep, useConfirmState } from "./ConfirmStep";
import { PaymentPasswordMissing, StatusBadge } from "./Fields";
import { EmptyRow } from "~/components/ui/TableCells";

type Content = WithdrawContent;

/** Withdraw: to one of the member's bank accounts, within the settings; then the status list and receipts. */
export function WithdrawSection({ content, requestKey }: { content: Content } & SectionProps) {
  const { t } = useTranslation("member");
  const [form, fields] = useCentreForm(WALLET_FORMS.withdraw, "withdraw", moneySchema("withdraw", false));
  const confirm = useConfirmState("withdraw");
  const { settings, bankAccounts, withdrawals } = content;
  return (
    <div className="centre-stack">
      {content.paymentPasswordSet ? null : <PaymentPasswordMissing />}
      <dl className="facts">
        <dt>{t("withdraw.limits")}</dt>
        <dd>{t("deposit.limits", { min: formatMinor(settings.min), max: formatMinor(settings.max) })}</dd>
        <dt>{t("withdraw.dailyCount")}</dt>
        <dd>{t("withdraw.dailyUsed", { used: settings.usedToday, count: settings.dailyCount })}</dd>
      </dl>
      {bankAccounts.length === 0 ? (
        <p className="form-alert" role="note">
          {t("withdraw.noBankAccount")} <Link to="/member/securityCenter#bank-accounts">{t("bank.addLink")}</Link>
        </p>
      ) : (
        <CentreForm form={form}>
          <input type="hidden" name="requestKey" value={requestKey} />
          <Select
            meta={fields.bankAccountId}
            label={t("field.bankAccount")}
            options={bankAccounts.map((account) => ({
              value: account.id,
              label: `${account.bankName} ${account.accountNumber} (${account.holderName})`,
            }))}
          />
          <Field meta={fields.amount} label={t("field.amount")} inputMode="numeric" autoComplete="off" />
          <CentreSubmit intent="withdraw">{t("withdraw.submit")}</CentreSubmit>
        </CentreForm>
      )}

      <div className="table-scroll">
        <table className="data-table data-table--stack">
          <caption>{t("withdraw.recent")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("table.time")}</th>
              <th scope="col" className="num">
                {t("field.amount")}
              </th>
              <th scope="col">{t("field.bankAccount")}</th>
              <th scope="col">{t("table.status")}</th>
            </tr>
          </thead>
          <tbody>
            {withdrawals.list.length === 0 ? (
              <EmptyRow columns={4}>{t("withdraw.none")}</EmptyRow>
            ) : (
              withdrawals.list.map((withdrawal) => (
                <tr key={withdrawal.id} data-withdrawal={withdrawal.id}>
                  <td data-label={t("table.time")}>{formatDateTime(withdrawal.createdAt)}</td>
                  <td className="num" data-label={t("field.amount")}>
                    {formatMinor(withdrawal.amount)}
                  </td>
                  <td data-label={t("field.bankAccount")}>
                    {withdrawal.bankAccount.bankName} {withdrawal.bankAccount.accountNumber}
                  </td>
                  <td data-label={t("table.status")}>
                    <StatusBadge status={withdrawal.status} />
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <PageLinks list={withdrawals} label={t("withdraw.recent")} />
      {withdrawals.list.filter(awaitsReceipt).map((withdrawal) => (
        <ReceiptForm key={withdrawal.id} withdrawal={withdrawal} />
      ))}
      {confirm ? <ConfirmStep state={confirm} formId={WALLET_FORMS.withdraw} /> : null}
    </div>
  );
}

/** Disbursed and not yet confirmed (SPEC §4 withdrawal receipt). */
const awaitsReceipt = (withdrawal: Withdrawal): withdrawal is Disbursed =>
  withdrawal.disbursedAt !== null && withdrawal.confirmedAt === null && withdrawal.status === "disbursed";
type Disbursed = Withdrawal & { disbursedAt: string };

/** Received, partly received or not received, with a proof picture unless received (multipart). */
function ReceiptForm({ withdrawal }: { withdrawal: Disbursed }) {
  const { t } = useTranslation("member");
  const answer = useActionData<CentreActionData & { withdrawalId?: string }>();
  const mine = answer?.intent === "receipt" && answer.withdrawalId === withdrawal.id ? answer.result : undefined;
  const [form, fields] = useCentreForm(`${WALLET_FORMS.receipt}-${withdrawal.id}`, "receipt", receiptSchema, {
    lastResult: mine,
  });
  const answers = getCollectionProps(fields.answer, { type: "radio", options: [...RECEIPT_ANSWERS] });
  const proof = getInputProps(fields.proof, { type: "file", ariaAttributes: true });
  return (
    <CentreForm form={form} multipart className="account-form receipt-form">
      <h4>
        {t("receipt.title", { amount: formatMinor(withdrawal.amount), time: formatDateTime(withdrawal.disbursedAt) })}
      </h4>
      {withdrawal.receiptDeadline ? (
        <p>{t("receipt.deadline", { time: formatDateTime(withdrawal.receiptDeadline) })}</p>
      ) : null}
      <input type="hidden" name="withdrawalId" value={withdrawal.id} />
      <fieldset className="field" aria-describedby={fields.answer.errorId}>
        <legend className="field__label">{t("field.receiptAnswer")}</legend>
        {answers.map(({ key, ...props }) => (
          <label key={key} className="field__check">
            <input {...props} key={key} />
            <span>{t(`receipt.${props.value}`)}</span>
          </label>
        ))}
        <FieldErrors meta={fields.answer} />
      </fieldset>
      <Field meta={fields.note} label={t("field.note")} maxLength={140} />
      <div className="field">
        <FieldLabel meta={fields.proof} label={t("field.proof")} />
        <input {...proof} key={proof.key} accept="image/png,image/jpeg" className="field__input" />
        <FieldErrors meta={fields.proof} />
      </div>
      <CentreSubmit intent="receipt">{t("receipt.submit")}</CentreSubmit>
    </CentreForm>
  );
}
