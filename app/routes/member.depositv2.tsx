// Deposit (SPEC §2.6 depositv2): a channel and an amount. A bank channel asks for the transfer's
// reference; a gateway channel sends the browser to the gateway, which returns here with ?deposit=<id>.
import { redirectDocument, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, Link, useLocation } from "@remix-run/react";
import { MemberCentre, centreShouldRevalidate, type SectionProps } from "~/components/member/MemberCentre";
import { message } from "~/lib/forms/messages";
import { redirectWithNotice } from "~/lib/forms/notice.server";
import {
  memberSectionAction,
  memberSectionLoader,
  type SectionContext,
  type SectionForm,
} from "~/lib/member/centre.server";
import { centreHref } from "~/lib/member/centres";
import { detail, minor, moneyForm, type MoneyForm } from "~/lib/member/money.server";
import { pageMeta } from "~/lib/i18n/meta";
import { formatMinor } from "~contract/money";
import { pageParam } from "~/lib/shell/paging";
import { PlatformError } from "~/lib/platform/client.server";
import { getCollectionProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Field, FieldErrors } from "~/components/forms/Field";
import { Pager } from "~/components/ui/Pager";
import { hrefWith } from "~/lib/shell/urls";
import { WALLET_FORMS, formatDateTime, moneySchema } from "~/lib/member/wallet";
import { CentreForm, CentreSubmit, useCentreForm } from "~/components/member/CentreForm";
import { ConfirmStep, useConfirmState } from "~/components/member/ConfirmStep";
import { StatusBadge } from "~/components/member/Fields";
import { EmptyRow } from "~/components/ui/TableCells";

const LIST_PAGE_SIZE = 10;

async function depositv2({ client, token, url }: SectionContext) {
  const page = pageParam(url.searchParams.get("page"));
  const [channels, deposits] = await Promise.all([
    client.depositChannels(token),
    client.deposits(token, { pageNo: page, pageSize: LIST_PAGE_SIZE }),
  ]);
  // Back from the payment gateway: that deposit's status, found among the newest ones.
  const returnedId = url.searchParams.get("deposit");
  let returned = null;
  if (returnedId) {
    returned =
      deposits.list.find((item) => item.id === returnedId) ??
      (await client.deposits(token, { pageNo: 1, pageSize: 50 })).list.find((item) => item.id === returnedId) ??
      null;
  }
  // RTS 12: a member's first deposit is the moment to consider a limit. Only then is the care state asked for.
  const firstDeposit = deposits.total === 0 && page === 1;
  const promptLimit =
    firstDeposit &&
    (await client.careState(token).catch(() => null))?.limits.every(
      (limit) => limit.kind !== "deposit" || limit.amount === null,
    ) === true;
  return { channels, deposits, returned, returnedMissing: Boolean(returnedId) && !returned, promptLimit };
}
export type DepositContent = Awaited<ReturnType<typeof depositv2>>;

const DEPOSIT: MoneyForm = {
  fields: ["channelCode", "amount", "reference"],
  async summary(ctx, values) {
    const amount = values.amount ? formatMinor(minor(values.amount)) : "";
    const channels = await ctx.client.depositChannels(ctx.token).catch(() => []);
    const channel = channels.find((item) => item.code === values.channelCode);
    return message("member:confirm.deposit", { amount, channel: channel?.name ?? values.channelCode ?? "" });
  },
  async check(ctx, values) {
    const channel = (await ctx.client.depositChannels(ctx.token).catch(() => [])).find(
      (item) => item.code === values.channelCode,
    );
    if (!channel) return null;
    const errors: Record<string, string[]> = {};
    if (channel.kind === "bank" && !values.reference) errors.reference = ["member:validation.referenceRequired"];
    const amount = values.amount ? BigInt(minor(values.amount)) : null;
    if (amount !== null && (amount < BigInt(channel.min) || amount > BigInt(channel.max))) {
      errors.amount = [
        message("member:error.AMOUNT_OUT_OF_RANGE", { min: formatMinor(channel.min), max: formatMinor(channel.max) }),
      ];
    }
    return Object.keys(errors).length ? errors : null;
  },
  async move({ client, token, from }, values, keys) {
    const channel = (await client.depositChannels(token)).find((item) => item.code === values.channelCode);
    if (channel?.kind === "bank" && !values.reference) {
      throw new PlatformError("VALIDATION", "reference required", 400);
    }
    const returnUrl = "/member/depositv2";
    const answer = await client.requestDeposit(token, {
      channelCode: detail(values, "channelCode"),
      amount: minor(detail(values, "amount")),
      reference: channel?.kind === "bank" ? values.reference : undefined,
      requestKey: keys.requestKey,
      ...(channel?.kind === "gateway" ? { returnUrl } : {}),
    });
    // The gateway's page is not a route of this app: with JavaScript the browser must load it whole.
    if (answer.payUrl) return redirectDocument(gatewayUrl(answer.payUrl, returnUrl, answer.deposit.id));
    return redirectWithNotice(
      centreHref("depositv2", from, { deposit: answer.deposit.id }),
      message("member:done.deposit", { amount: formatMinor(answer.deposit.amount) }),
    );
  },
};

/**
 * The gateway sends the member back to the returnUrl we gave, which cannot name a deposit that did
 * not exist yet; the page it returns to is told which deposit through the pay link's own returnUrl.
 */
function gatewayUrl(payUrl: string, returnUrl: string, depositId: string): string {
  const url = new URL(payUrl, "http://site.invalid");
  if (url.searchParams.get("returnUrl") === returnUrl)
    url.searchParams.set("returnUrl", `${returnUrl}?deposit=${encodeURIComponent(depositId)}`);
  return url.host === "site.invalid" ? `${url.pathname}${url.search}` : url.toString();
}

const FORMS = [{ intent: "deposit", run: (ctx) => moneyForm(ctx, "deposit", DEPOSIT) }] satisfies SectionForm[];

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  memberSectionLoader(request, context, "depositv2", depositv2);
export const action = ({ request, context }: ActionFunctionArgs) =>
  memberSectionAction(request, context, "depositv2", FORMS);
export const meta: MetaFunction = (args) => pageMeta(args, "member:centreTitle");
export const shouldRevalidate = centreShouldRevalidate;

export default function DepositPage() {
  const frame = useLoaderData<typeof loader>();
  return (
    <MemberCentre frame={frame}>{(content, props) => <DepositSection content={content} {...props} />}</MemberCentre>
  );
}

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
