// The wallet (SPEC §2.6 transferFund): main and sub-wallet balances, transfers in and out, collect-all.
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
import { Select } from "~/components/forms/Select";
import { WALLET_FORMS, moneySchema } from "~/lib/member/wallet";
import { CentreForm, CentreSubmit, useCentreForm } from "~/components/member/CentreForm";
import { ConfirmStep, useConfirmState } from "~/components/member/ConfirmStep";
import { Money, PaymentPasswordMissing } from "~/components/member/Fields";

async function transferFund({ client, token }: SectionContext) {
  const [balance, merchant, paymentPassword] = await Promise.all([
    client.walletBalance(token),
    client.walletMerchant(token),
    client.paymentPasswordState(token),
  ]);
  return { balance, vendors: merchant.vendors, paymentPasswordSet: paymentPassword.set };
}
export type TransferFundContent = Awaited<ReturnType<typeof transferFund>>;

const TRANSFER: MoneyForm = {
  fields: ["vendor", "direction", "amount"],
  async summary(ctx, values) {
    const amount = values.amount ? formatMinor(minor(values.amount)) : "";
    const vendors = await ctx.client.walletMerchant(ctx.token).then(
      (answer) => answer.vendors,
      () => [],
    );
    const name = vendors.find((vendor) => vendor.vendor === values.vendor)?.name ?? values.vendor;
    return message(values.direction === "out" ? "member:confirm.transferOut" : "member:confirm.transferIn", {
      amount,
      wallet: name ?? "",
    });
  },
  async move(ctx, values, keys) {
    const answer = await ctx.client.transferFund(ctx.token, {
      vendor: detail(values, "vendor"),
      direction: values.direction === "out" ? "out" : "in",
      amount: minor(detail(values, "amount")),
      ...keys,
    });
    return sectionDone(ctx, message("member:done.transferFund", { balance: formatMinor(answer.balance) }));
  },
};

const COLLECT_ALL: MoneyForm = {
  fields: [],
  summary: async () => "member:confirm.collectAll",
  async move(ctx, _values, keys) {
    const answer = await ctx.client.collectAll(ctx.token, keys);
    return sectionDone(
      ctx,
      message("member:done.collectAll", { moved: formatMinor(answer.moved), balance: formatMinor(answer.balance) }),
    );
  },
};

const FORMS = [
  { intent: "transferFund", run: (ctx) => moneyForm(ctx, "transferFund", TRANSFER) },
  { intent: "collectAll", run: (ctx) => moneyForm(ctx, "collectAll", COLLECT_ALL) },
] satisfies SectionForm[];

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  memberSectionLoader(request, context, "transferFund", transferFund);
export const action = ({ request, context }: ActionFunctionArgs) =>
  memberSectionAction(request, context, "transferFund", FORMS);
export const meta: MetaFunction = (args) => pageMeta(args, "member:centreTitle");
export const shouldRevalidate = centreShouldRevalidate;

export default function TransferFundPage() {
  const frame = useLoaderData<typeof loader>();
  return <MemberCentre frame={frame}>{(content, props) => <TransferFund content={content} {...props} />}</MemberCentre>;
}

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
