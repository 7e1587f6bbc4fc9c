// Withdraw (SPEC §2.6): to one of the member's bank accounts, within the settings; then the status
// list, where each paid withdrawal asks whether the money arrived (SPEC §4 receipt, with a picture).
import { type SubmissionResult, getCollectionProps, getInputProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, Link, useActionData } from "@remix-run/react";
import { MemberCentre, centreShouldRevalidate, type SectionProps } from "~/components/member/MemberCentre";
import { HIDDEN_FIELDS } from "~/lib/auth/account.server";
import { message } from "~/lib/forms/messages";
import {
  sectionDone,
  memberSectionAction,
  memberSectionLoader,
  type ActionCtx,
  type CentreActionData,
  type SectionContext,
  type SectionForm,
} from "~/lib/member/centre.server";
import { reply } from "~/lib/forms/reply.server";
import { detail, minor, moneyFailure, moneyForm, type MoneyForm } from "~/lib/member/money.server";
import {
  PROOF_MAX_BYTES,
  receiptSchema,
  RECEIPT_ANSWERS,
  WALLET_FORMS,
  formatDateTime,
  moneySchema,
} from "~/lib/member/wallet";
import { pageMeta } from "~/lib/i18n/meta";
import { formatMinor } from "~contract/money";
import { pageParam } from "~/lib/shell/paging";
import { PlatformError, type Withdrawal } from "~/lib/platform/client.server";
import { useTranslation } from "react-i18next";
import { Field, FieldErrors, FieldLabel } from "~/components/forms/Field";
import { Select } from "~/components/forms/Select";
import { PageLinks } from "~/components/ui/Pager";
import { CentreForm, CentreSubmit, useCentreForm } from "~/components/member/CentreForm";
import { ConfirmStep, useConfirmState } from "~/components/member/ConfirmStep";
import { PaymentPasswordMissing, StatusBadge } from "~/components/member/Fields";
import { EmptyRow } from "~/components/ui/TableCells";

const LIST_PAGE_SIZE = 10;

async function withdraw({ client, token, url }: SectionContext) {
  const page = pageParam(url.searchParams.get("page"));
  const [settings, bankAccounts, withdrawals, paymentPassword] = await Promise.all([
    client.withdrawSettings(token),
    client.bankAccounts(token),
    client.withdrawals(token, { pageNo: page, pageSize: LIST_PAGE_SIZE }),
    client.paymentPasswordState(token),
  ]);
  return { settings, bankAccounts, withdrawals, paymentPasswordSet: paymentPassword.set };
}
export type WithdrawContent = Awaited<ReturnType<typeof withdraw>>;

const WITHDRAW: MoneyForm = {
  fields: ["bankAccountId", "amount"],
  async summary(ctx, values) {
    const amount = values.amount ? formatMinor(minor(values.amount)) : "";
    const accounts = await ctx.client.bankAccounts(ctx.token).catch(() => []);
    const account = accounts.find((item) => item.id === values.bankAccountId);
    return message("member:confirm.withdraw", {
      amount,
      account: account ? `${account.bankName} ${account.accountNumber}` : "",
    });
  },
  async move(ctx, values, keys) {
    // The member ticked "forfeit my bonus" after the platform said a bonus still wagers (ADR 0046).
    const forfeitBonus = ctx.form.get("forfeitBonus") === "1";
    const answer = await ctx.client.requestWithdrawal(ctx.token, {
      bankAccountId: detail(values, "bankAccountId"),
      amount: minor(detail(values, "amount")),
      ...keys,
      ...(forfeitBonus ? { forfeitBonus } : {}),
    });
    return sectionDone(
      ctx,
      message(forfeitBonus ? "member:done.withdrawForfeit" : "member:done.withdraw", {
        amount: formatMinor(answer.amount),
      }),
    );
  },
};

const PROOF_TYPES = new Set(["image/png", "image/jpeg"]);

async function withdrawalReceipt(ctx: ActionCtx) {
  const submission = parseWithZod(ctx.form, { schema: receiptSchema });
  const intent = "receipt";
  const withdrawalId = String(ctx.form.get("withdrawalId") ?? "");
  const back = (result: SubmissionResult<string[]>) =>
    data<CentreActionData & { withdrawalId: string }>({ intent, withdrawalId, result }, { status: 400 });
  if (submission.status !== "success") return back(reply(submission, { hideFields: [...HIDDEN_FIELDS, "proof"] }));
  const proof = ctx.form.get("proof");
  const file = proof instanceof File && proof.size > 0 ? proof : null;
  // The platform checks the picture by its content; this only spares the member an upload that cannot pass.
  if (file && (file.size > PROOF_MAX_BYTES || !PROOF_TYPES.has(file.type))) {
    return back(
      reply(submission, {
        formErrors: [],
        fieldErrors: { proof: ["member:validation.proofFile"] },
        hideFields: [...HIDDEN_FIELDS, "proof"],
      }),
    );
  }
  const receipt = new FormData();
  receipt.set("answer", submission.value.answer);
  if (submission.value.note) receipt.set("note", submission.value.note);
  if (file) receipt.set("proof", file, file.name || "proof");
  try {
    await ctx.client.confirmWithdrawalReceipt(ctx.token, submission.value.withdrawalId, receipt);
    return sectionDone(ctx, "member:done.receipt");
  } catch (error) {
    // The platform read the picture and refused it: say so at the file input.
    const badProof =
      error instanceof PlatformError &&
      (error.code === "PAYLOAD_TOO_LARGE" || (error.code === "VALIDATION" && error.message.startsWith("proof")));
    const failure = badProof
      ? { formErrors: [], fieldErrors: { proof: ["member:validation.proofFile"] } }
      : moneyFailure(error);
    return back(reply(submission, { ...failure, hideFields: [...HIDDEN_FIELDS, "proof"] }));
  }
}

const FORMS = [
  { intent: "withdraw", run: (ctx) => moneyForm(ctx, "withdraw", WITHDRAW) },
  { intent: "receipt", run: withdrawalReceipt },
] satisfies SectionForm[];

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  memberSectionLoader(request, context, "withdraw", withdraw);
export const action = ({ request, context }: ActionFunctionArgs) =>
  memberSectionAction(request, context, "withdraw", FORMS);
export const meta: MetaFunction = (args) => pageMeta(args, "member:centreTitle");
export const shouldRevalidate = centreShouldRevalidate;

export default function WithdrawPage() {
  const frame = useLoaderData<typeof loader>();
  return (
    <MemberCentre frame={frame}>{(content, props) => <WithdrawSection content={content} {...props} />}</MemberCentre>
  );
}

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
