// Transfer to upline (SPEC §2.6 transferUpline): the member's own upline, an amount, then the
// confirmation with the payment password.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { MemberCentre, centreShouldRevalidate, type SectionProps } from "~/components/member/MemberCentre";
import { message } from "~/lib/forms/messages";
import {
  sectionDone,
  memberSectionAction,
  memberSectionLoader,
  type SectionContext,
  type SectionForm,
} from "~/lib/member/centre.server";
import { detail, minor, moneyForm, type MoneyForm } from "~/lib/member/money.server";
import { pageMeta } from "~/lib/i18n/meta";
import { formatMinor } from "~contract/money";
import { useTranslation } from "react-i18next";
import { Field } from "~/components/forms/Field";
import { WALLET_FORMS, moneySchema } from "~/lib/member/wallet";
import { CentreForm, CentreSubmit, useCentreForm } from "~/components/member/CentreForm";
import { ConfirmStep, useConfirmState } from "~/components/member/ConfirmStep";
import { Money, PaymentPasswordMissing } from "~/components/member/Fields";

async function transferUpline({ client, token }: SectionContext) {
  const [info, balance, paymentPassword] = await Promise.all([
    client.memberInfo(token),
    client.walletBalance(token),
    client.paymentPasswordState(token),
  ]);
  return {
    upline: info.toUpline,
    mainBalance: balance.mainBalance,
    currencySymbol: balance.currencySymbol,
    paymentPasswordSet: paymentPassword.set,
  };
}
export type TransferUplineContent = Awaited<ReturnType<typeof transferUpline>>;

const TO_UPLINE: MoneyForm = {
  fields: ["amount"],
  async summary(ctx, values) {
    const amount = values.amount ? formatMinor(minor(values.amount)) : "";
    const upline = await ctx.client.memberInfo(ctx.token).then(
      (info) => info.toUpline ?? "",
      () => "",
    );
    return message("member:confirm.transferUpline", { amount, upline });
  },
  async move(ctx, values, keys) {
    const answer = await ctx.client.transferUpline(ctx.token, { amount: minor(detail(values, "amount")), ...keys });
    return sectionDone(ctx, message("member:done.transferUpline", { balance: formatMinor(answer.balance) }));
  },
};

const FORMS = [
  { intent: "transferUpline", run: (ctx) => moneyForm(ctx, "transferUpline", TO_UPLINE) },
] satisfies SectionForm[];

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  memberSectionLoader(request, context, "transferUpline", transferUpline);
export const action = ({ request, context }: ActionFunctionArgs) =>
  memberSectionAction(request, context, "transferUpline", FORMS);
export const meta: MetaFunction = (args) => pageMeta(args, "member:centreTitle");
export const shouldRevalidate = centreShouldRevalidate;

export default function TransferUplinePage() {
  const frame = useLoaderData<typeof loader>();
  return (
    <MemberCentre frame={frame}>{(content, props) => <TransferUpline content={content} {...props} />}</MemberCentre>
  );
}

type Content = TransferUplineContent;

/** Transfer to upline: the member's own upline, an amount, then the confirmation with the payment password. */
export function TransferUpline({ content, requestKey }: { content: Content } & SectionProps) {
  const { t } = useTranslation("member");
  const [form, fields] = useCentreForm(
    WALLET_FORMS.transferUpline,
    "transferUpline",
    moneySchema("transferUpline", false),
  );
  const confirm = useConfirmState("transferUpline");
  if (!content.upline) return <p className="empty-state__text">{t("upline.none")}</p>;
  return (
    <div className="centre-stack">
      {content.paymentPasswordSet ? null : <PaymentPasswordMissing />}
      <dl className="facts">
        <dt>{t("upline.upline")}</dt>
        <dd data-testid="upline">{content.upline}</dd>
        <dt>{t("wallet.main")}</dt>
        <dd>
          <Money minor={content.mainBalance} symbol={content.currencySymbol} />
        </dd>
      </dl>
      <CentreForm form={form}>
        <input type="hidden" name="requestKey" value={requestKey} />
        <Field meta={fields.amount} label={t("field.amount")} inputMode="numeric" autoComplete="off" />
        <CentreSubmit intent="transferUpline">{t("upline.submit")}</CentreSubmit>
      </CentreForm>
      {confirm ? <ConfirmStep state={confirm} formId={WALLET_FORMS.transferUpline} /> : null}
    </div>
  );
}
