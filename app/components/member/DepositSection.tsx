import { getCollectionProps } from "@conform-to/react";
import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Field, FieldErrors } from "~/components/forms/Field";
import { Pager } from "~/components/ui/Pager";
import { formatMinor } from "~contract/money";
import { hrefWith } from "~/lib/shell/urls";
import { centreHref } from "~/lib/member/centres";
import { WALLET_FORMS, formatDateTime, moneySchema } from "~/lib/member/wallet";
import { CentreForm, CentreSubmit, useCentreForm } from "./CentreForm";
import type { DepositContent } from "~/routes/member.depositv2";
import type { SectionProps } from "./MemberCentre";
import { ConfirmStep, useConfirmState } from "./ConfirmStep";
import { StatusBadge } from "./Fields";
import { EmptyRow } from "~/components/ui/TableCells";

type Content = DepositContent;

/**
 * Deposit (depositv2): a channel and an amount. A bank channel shows the account to pay and asks for
 * the transfer's reference; a gateway channel sends the browser to the gateway, which returns here
 * with ?deposit=<id> and that deposit's status shows first.
 */
export function DepositSection({ content, requestKey, from }: { content: Content } & SectionProps) {
  const { t } = useTranslation("member");
  const location = useLocation();
  const [form, fields] = useCentreForm(WALLET_FORMS.deposit, "deposit", moneySchema("deposit", false));
  const confirm = useConfirmState("deposit");
  const { channels, deposits, returned } = content;
  const channelName = (code: string) => channels.find((channel) => channel.code === code)?.name ?? code;
  const choices = getCollectionProps(fields.channelCode, {
    type: "radio",
    options: channels.map((channel) => channel.code),
  });
  return (
    <div className="centre-stack">
      {content.promptLimit ? (
        <p className="form-notice" role="note" id="deposit-limit-prompt">
          {t("care:firstDeposit")}{" "}
          <Link to={centreHref("responsiblePlay", from)} preventScrollReset>
            {t("care:depositLink")}
          </Link>
        </p>
      ) : null}
      <p className="field__hint">
        {t("care:limits.lead")}{" "}
        <Link to={centreHref("responsiblePlay", from)} id="deposit-limit-link" preventScrollReset>
          {t("care:depositLink")}
        </Link>
      </p>
      {returned ? (
        <div className="form-notice" role="status" data-testid="returned-deposit">
          {t("deposit.returned", { amount: formatMinor(returned.amount), channel: channelName(returned.channelCode) })}{" "}
          <StatusBadge status={returned.status} />
        </div>
      ) : content.returnedMissing ? (
        <p className="form-alert" role="status">
          {t("deposit.returnedMissing")}
        </p>
      ) : null}

      {channels.length === 0 ? (
        <p>{t("deposit.noChannels")}</p>
      ) : (
        <CentreForm form={form}>
          <input type="hidden" name="requestKey" value={requestKey} />
          <fieldset className="field channel-list" aria-describedby={fields.channelCode.errorId}>
            <legend className="field__label">{t("field.channel")}</legend>
            {channels.map((channel, index) => {
              const { key, ...props } = choices[index];
              return (
                <label key={key} className="channel-choice">
                  <input
                    {...props}
                    key={key}
                    defaultChecked={fields.channelCode.initialValue === undefined ? index === 0 : props.defaultChecked}
                  />
                  {/* Spaces in the text itself: styles stack these lines, a text browser ran them into one word. */}
                  <span className="channel-choice__name">{channel.name}</span>{" "}
                  <span className="channel-choice__limits">
                    {t("deposit.limits", { min: formatMinor(channel.min), max: formatMinor(channel.max) })}
                  </span>{" "}
                  {channel.kind === "bank" ? (
                    <span className="channel-choice__bank">
                      {t("deposit.payTo", {
                        bank: channel.bankName ?? "",
                        name: channel.accountName ?? "",
                        number: channel.accountNumber ?? "",
                      })}
                    </span>
                  ) : (
                    <span className="channel-choice__bank">{t("deposit.gatewayHint")}</span>
                  )}
                </label>
              );
            })}
            <FieldErrors meta={fields.channelCode} />
          </fieldset>
          <Field meta={fields.amount} label={t("field.amount")} inputMode="numeric" autoComplete="off" />
          {channels.some((channel) => channel.kind === "bank") ? (
            <Field meta={fields.reference} label={t("field.reference")} autoComplete="off" maxLength={40} />
          ) : null}
          <CentreSubmit intent="deposit">{t("deposit.submit")}</CentreSubmit>
        </CentreForm>
      )}

      {/* Stacked rows on a phone (ADR 0069): nothing scrolls there, so no scrollable region needs a focus stop. */}
      <div className="table-scroll">
        <table className="data-table data-table--stack">
          <caption>{t("deposit.recent")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("table.time")}</th>
              <th scope="col">{t("field.channel")}</th>
              <th scope="col" className="num">
                {t("field.amount")}
              </th>
              <th scope="col">{t("field.reference")}</th>
              <th scope="col">{t("table.status")}</th>
            </tr>
          </thead>
          <tbody>
            {deposits.list.length === 0 ? (
              <EmptyRow columns={5}>{t("deposit.none")}</EmptyRow>
            ) : (
              deposits.list.map((deposit) => (
                <tr key={deposit.id} data-deposit={deposit.id}>
                  <td data-label={t("table.time")}>{formatDateTime(deposit.createdAt)}</td>
                  <td data-label={t("field.channel")}>{channelName(deposit.channelCode)}</td>
                  <td className="num" data-label={t("field.amount")}>
                    {formatMinor(deposit.amount)}
                  </td>
                  <td data-label={t("field.reference")}>{deposit.reference ?? ""}</td>
                  <td data-label={t("table.status")}>
                    <StatusBadge status={deposit.status} />
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Pager
        current={deposits.pageNo}
        totalPages={deposits.totalPages}
        href={(page) => hrefWith(location, { page, deposit: null })}
        label={t("deposit.recent")}
      />
      {confirm ? <ConfirmStep state={confirm} formId={WALLET_FORMS.deposit} /> : null}
    </div>
  );
}
