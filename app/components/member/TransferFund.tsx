import { useTranslation } from "react-i18next";
import { Field } from "~/components/forms/Field";
import { Select } from "~/components/forms/Select";
import { WALLET_FORMS, moneySchema } from "~/lib/member/wallet";
import { CentreForm, CentreSubmit, useCentreForm } from "./CentreForm";
import type { TransferFundContent } from "~/routes/member.transferFund";
import type { SectionProps } from "./MemberCentre";
import { ConfirmStep, useConfirmState } from "./ConfirmStep";
import { Money, PaymentPasswordMissing } from "./Fields";

type Content = TransferFundContent;

/** The wallet (transferFund): main and sub-wallet balances, transfers in and out, collect-all. */
export function TransferFund({ content, requestKey }: { content: Content } & SectionProps) {
  const { t } = useTranslation("member");
  const { balance, vendors } = content;
  const [form, fields] = useCentreForm(WALLET_FORMS.transferFund, "transferFund", moneySchema("transferFund", false));
  const [collect] = useCentreForm(WALLET_FORMS.collectAll, "collectAll", moneySchema("collectAll", false));
  const transferConfirm = useConfirmState("transferFund");
  const collectConfirm = useConfirmState("collectAll");
  return (
    <div className="centre-stack">
      {content.paymentPasswordSet ? null : <PaymentPasswordMissing />}
      <div className="table-scroll">
        <table className="data-table">
          <caption>{t("wallet.balances")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("wallet.wallet")}</th>
              <th scope="col" className="num">
                {t("wallet.balance")}
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{t("wallet.main")}</th>
              <td className="num" data-testid="main-balance">
                <Money minor={balance.mainBalance} symbol={balance.currencySymbol} />
              </td>
            </tr>
            {balance.wallets.map((wallet) => (
              <tr key={wallet.vendor}>
                <th scope="row">{wallet.name}</th>
                <td className="num">
                  <Money minor={wallet.balance} symbol={balance.currencySymbol} />
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t("wallet.total")}</th>
              <td className="num">
                <Money minor={balance.sumBalance} symbol={balance.currencySymbol} />
              </td>
            </tr>
          </tfoot>
        </table>
      </div>

      {vendors.length > 0 ? (
        <CentreForm form={form}>
          <h4>{t("wallet.transferTitle")}</h4>
          <input type="hidden" name="requestKey" value={requestKey} />
          <Select
            meta={fields.vendor}
            label={t("field.vendor")}
            options={vendors.map((vendor) => ({ value: vendor.vendor, label: vendor.name }))}
          />
          <Select
            meta={fields.direction}
            label={t("field.direction")}
            options={[
              { value: "in", label: t("wallet.directionIn") },
              { value: "out", label: t("wallet.directionOut") },
            ]}
          />
          <Field meta={fields.amount} label={t("field.amount")} inputMode="numeric" autoComplete="off" />
          <CentreSubmit intent="transferFund">{t("wallet.transfer")}</CentreSubmit>
        </CentreForm>
      ) : (
        <p>{t("wallet.noVendors")}</p>
      )}

      <CentreForm form={collect} className="account-form account-form--row">
        <input type="hidden" name="requestKey" value={requestKey} />
        <p>{t("wallet.collectAllText")}</p>
        <CentreSubmit intent="collectAll" className="btn btn--outline">
          {t("wallet.collectAll")}
        </CentreSubmit>
      </CentreForm>

      {transferConfirm ? <ConfirmStep state={transferConfirm} formId={WALLET_FORMS.transferFund} /> : null}
      {collectConfirm ? <ConfirmStep state={collectConfirm} formId={WALLET_FORMS.collectAll} /> : null}
    </div>
  );
}
