// SPEC §2.7 downlineManagmentView (team management): the agent's downline, a search by username, a drill
// into a downline agent's own downline, and a transfer to a direct downline (SPEC §6) with the same two
// steps and payment password as the transfer to upline.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, Form, Link, useLocation } from "@remix-run/react";
import { AgentCentre, type AgentSectionProps } from "~/components/agent/AgentCentre";
import { centreShouldRevalidate } from "~/components/member/MemberCentre";
import { teamPath, deeper } from "~/lib/agent/team";
import { message } from "~/lib/forms/messages";
import { agentSectionAction, agentSectionLoader } from "~/lib/agent/centre.server";
import { sectionDone, type SectionContext, type SectionForm } from "~/lib/member/centre.server";
import { detail, minor, moneyForm, type MoneyForm } from "~/lib/member/money.server";
import { pageParam } from "~/lib/shell/paging";
import { pageMeta } from "~/lib/i18n/meta";
import { formatMinor } from "~contract/money";
import { useTranslation } from "react-i18next";
import { Field } from "~/components/forms/Field";
import { CentreForm, CentreSubmit, useCentreForm } from "~/components/member/CentreForm";
import { ConfirmStep, useConfirmState } from "~/components/member/ConfirmStep";
import { Money, PaymentPasswordMissing } from "~/components/member/Fields";
import { PageLinks } from "~/components/ui/Pager";
import { AGENT_CONTRACT_SECTIONS, agentHref } from "~/lib/member/centres";
import { WALLET_FORMS, formatDateTime, moneySchema } from "~/lib/member/wallet";
import { hrefWith } from "~/lib/shell/urls";
import { FilterInput } from "~/components/agent/Filters";
import { TeamTrail } from "~/components/agent/TeamTrail";
import { EmptyRow } from "~/components/ui/TableCells";

const DOWNLINE_PAGE_SIZE = 20;

async function downlineManagmentView({ client, token, url }: SectionContext) {
  const path = teamPath(url.searchParams.get("path"));
  const search = (url.searchParams.get("username") ?? "").trim().slice(0, 64);
  const transferTo = (url.searchParams.get("transfer") ?? "").trim().slice(0, 64);
  const parent = path.at(-1);
  const [downline, wallet] = await Promise.all([
    client.agentDownline(token, {
      parent: search ? undefined : parent,
      username: search || undefined,
      pageNo: pageParam(url.searchParams.get("page")),
      pageSize: DOWNLINE_PAGE_SIZE,
    }),
    // What the transfer form needs: the agent's main balance and whether a payment password is set.
    transferTo ? Promise.all([client.walletBalance(token), client.paymentPasswordState(token)]) : Promise.resolve(null),
  ]);
  const transfer = wallet
    ? {
        username: transferTo,
        mainBalance: wallet[0].mainBalance,
        currencySymbol: wallet[0].currencySymbol,
        paymentPasswordSet: wallet[1].set,
      }
    : null;
  return { path: search ? [] : path, search, downline, transfer };
}
export type DownlineContent = Awaited<ReturnType<typeof downlineManagmentView>>;

const TO_DOWNLINE: MoneyForm = {
  fields: ["username", "amount"],
  async summary(_ctx, values) {
    return message("agent:confirm.transferDownline", {
      amount: values.amount ? formatMinor(minor(values.amount)) : "",
      username: values.username ?? "",
    });
  },
  async move(ctx, values, keys) {
    const username = detail(values, "username");
    const amount = minor(detail(values, "amount"));
    const answer = await ctx.client.transferDownline(ctx.token, { username, amount, ...keys });
    return sectionDone(
      ctx,
      message("agent:done.transferDownline", {
        username,
        amount: formatMinor(amount),
        balance: formatMinor(answer.balance),
      }),
    );
  },
};

const FORMS = [
  { intent: "transferDownline", run: (ctx) => moneyForm(ctx, "transferDownline", TO_DOWNLINE) },
] satisfies SectionForm[];

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  agentSectionLoader(request, context, "downlineManagmentView", downlineManagmentView);
export const action = ({ request, context }: ActionFunctionArgs) =>
  agentSectionAction(request, context, "downlineManagmentView", FORMS);
export const meta: MetaFunction = (args) => pageMeta(args, "agent:centreTitle");
export const shouldRevalidate = centreShouldRevalidate;

export default function DownlineManagementPage() {
  const frame = useLoaderData<typeof loader>();
  return (
    <AgentCentre frame={frame}>{(content, props) => <DownlineManagement content={content} {...props} />}</AgentCentre>
  );
}

const SECTION = "downlineManagmentView";

/** The downline, newest first: a search, the team drilled into, and a transfer to a direct downline. */
export function DownlineManagement({
  content,
  requestKey,
  from,
  contracts,
}: { content: DownlineContent } & AgentSectionProps) {
  const { t } = useTranslation("agent");
  const location = useLocation();
  const { downline, path } = content;
  // A direct downline agent can be offered a contract of the first kind enabled; its screen links to the others.
  const offerKind = AGENT_CONTRACT_SECTIONS.find((entry) => contracts.enabled[entry.kind]);
  return (
    <div className="centre-stack">
      <Form method="get" className="record-filter" preventScrollReset>
        {from ? <input type="hidden" name="from" value={from} /> : null}
        <FilterInput id="downline-search" name="username" label={t("field.searchUsername")} value={content.search} />
        <input type="submit" className="btn btn--outline btn--small" value={t("filter.search")} />
        {content.search ? (
          <Link to={agentHref(SECTION, from)} className="btn btn--ghost btn--small">
            {t("filter.clear")}
          </Link>
        ) : null}
      </Form>
      <TeamTrail section={SECTION} path={path} from={from} />
      {content.transfer ? <TransferDownline transfer={content.transfer} requestKey={requestKey} /> : null}
      <div className="table-scroll">
        <table className="data-table data-table--stack" data-testid="downline">
          <caption>
            {path.length > 0
              ? t("downline.captionOf", { username: path.at(-1), total: downline.total })
              : t("downline.caption", { total: downline.total })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t("table.username")}</th>
              <th scope="col" className="num">
                {t("table.level")}
              </th>
              <th scope="col">{t("table.type")}</th>
              <th scope="col" className="num">
                {t("table.balance")}
              </th>
              <th scope="col">{t("table.lastLogin")}</th>
              <th scope="col">{t("table.registered")}</th>
              <th scope="col" className="num">
                {t("table.downlines")}
              </th>
              <th scope="col">{t("table.actions")}</th>
            </tr>
          </thead>
          <tbody>
            {downline.list.length === 0 ? (
              <EmptyRow columns={8}>
                {content.search ? t("downline.notFound", { username: content.search }) : t("downline.none")}
              </EmptyRow>
            ) : (
              downline.list.map((row) => (
                <tr key={row.username} data-username={row.username}>
                  <td data-label={t("table.username")}>
                    {row.isAgent && !content.search ? (
                      <Link
                        to={agentHref(SECTION, from, { path: deeper(path, row.username) })}
                        aria-label={t("downline.drill", { username: row.username })}
                      >
                        {row.username}
                      </Link>
                    ) : (
                      row.username
                    )}
                  </td>
                  <td className="num" data-label={t("table.level")}>
                    {row.level}
                  </td>
                  <td data-label={t("table.type")}>{t(row.isAgent ? "type.agent" : "type.member")}</td>
                  <td className="num" data-label={t("table.balance")}>
                    {formatMinor(row.balance)}
                  </td>
                  <td data-label={t("table.lastLogin")}>
                    {row.lastLoginAt ? formatDateTime(row.lastLoginAt) : t("downline.neverLoggedIn")}
                  </td>
                  <td data-label={t("table.registered")}>{formatDateTime(row.registeredAt)}</td>
                  <td className="num" data-label={t("table.downlines")}>
                    {row.downlines}
                  </td>
                  <td>
                    {row.level === 1 ? (
                      <div className="contract-actions">
                        <Link
                          to={hrefWith(location, { transfer: row.username })}
                          preventScrollReset
                          aria-label={t("transfer.action", { username: row.username })}
                        >
                          {t("transfer.short")}
                        </Link>
                        {row.isAgent && offerKind ? " " : null}
                        {row.isAgent && offerKind ? (
                          <Link
                            to={`${agentHref(offerKind.section, from, { tab: "downlines", offer: row.username })}#offer-contract`}
                            aria-label={t("contract.offer.action", { username: row.username })}
                          >
                            {t("contract.offer.short")}
                          </Link>
                        ) : null}
                      </div>
                    ) : null}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <PageLinks list={downline} label={t("downline.caption", { total: downline.total })} />
    </div>
  );
}

/** The transfer to the chosen direct downline: an amount, then the confirmation with the payment password. */
function TransferDownline({
  transfer,
  requestKey,
}: {
  transfer: NonNullable<DownlineContent["transfer"]>;
  requestKey: string;
}) {
  const { t } = useTranslation("agent");
  const location = useLocation();
  const [form, fields] = useCentreForm(
    WALLET_FORMS.transferDownline,
    "transferDownline",
    moneySchema("transferDownline", false),
  );
  const confirm = useConfirmState("transferDownline");
  return (
    <section className="agent-transfer" aria-labelledby="transfer-downline-title">
      <h4 id="transfer-downline-title">{t("transfer.title", { username: transfer.username })}</h4>
      {transfer.paymentPasswordSet ? null : <PaymentPasswordMissing />}
      <dl className="facts">
        <dt>{t("transfer.to")}</dt>
        <dd data-testid="transfer-to">{transfer.username}</dd>
        <dt>{t("transfer.mainBalance")}</dt>
        <dd data-testid="agent-balance">
          <Money minor={transfer.mainBalance} symbol={transfer.currencySymbol} />
        </dd>
      </dl>
      <CentreForm form={form}>
        <input type="hidden" name="requestKey" value={requestKey} />
        <input type="hidden" name="username" value={transfer.username} />
        <Field meta={fields.amount} label={t("field.amount")} inputMode="numeric" autoComplete="off" />
        <div className="modal__actions">
          <Link to={hrefWith(location, { transfer: null })} className="btn btn--outline" preventScrollReset>
            {t("transfer.cancel")}
          </Link>
          <CentreSubmit intent="transferDownline">{t("transfer.submit")}</CentreSubmit>
        </div>
      </CentreForm>
      {confirm ? <ConfirmStep state={confirm} formId={WALLET_FORMS.transferDownline} /> : null}
    </section>
  );
}
