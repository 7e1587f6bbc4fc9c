import { useTranslation } from "react-i18next";
import { Field } from "~/components/forms/Field";
import { WALLET_FORMS, moneySchema } from "~/lib/member/wallet";
import { CentreForm, CentreSubmit, useCentreForm } from "./CentreForm";
import type { TransferUplineContent } from "~/routes/member.transferUpline";
import type { SectionProps } from "./MemberCentre";
import { ConfirmStep, useConfirmState } from "./ConfirmStep";
import { Money, PaymentPasswordMissing } from "./Fields";

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
