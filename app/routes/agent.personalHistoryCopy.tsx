// SPEC §2.7 personalHistoryCopy (team betting): the rounds of the whole downline, newest first, by
// member, vendor, status and period, each with its valid bet and why a bet did not count.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AgentCentre } from "~/components/agent/AgentCentre";
import { centreShouldRevalidate } from "~/components/member/MemberCentre";
import { periodOf } from "~/lib/agent/periods";
import { agentSectionAction, agentSectionLoader } from "~/lib/agent/centre.server";
import type { SectionContext } from "~/lib/member/centre.server";
import { pageParam } from "~/lib/shell/paging";
import { pageMeta } from "~/lib/i18n/meta";
import { useTranslation } from "react-i18next";
import { FilterSelect } from "~/components/forms/FilterSelect";
import { PageLinks } from "~/components/ui/Pager";
import { formatDateTime } from "~/lib/member/wallet";
import { formatMinor } from "~contract/money";
import { FilterInput, PeriodFilter } from "~/components/agent/Filters";
import { EmptyRow, SignedCell } from "~/components/ui/TableCells";

const ROUND_PAGE_SIZE = 20;
export const ROUND_STATUSES = ["open", "completed", "cancelled"] as const;
const VENDOR_CODE = /^[A-Za-z0-9_-]{1,40}$/;

async function personalHistoryCopy({ client, token, url }: SectionContext) {
  const query = url.searchParams;
  const period = periodOf(query, "thisWeek");
  const username = (query.get("username") ?? "").trim().slice(0, 64);
  const status = ROUND_STATUSES.find((value) => value === query.get("status")) ?? "";
  const asked = query.get("vendor") ?? "";
  const vendor = VENDOR_CODE.test(asked) ? asked : "";
  const [merchant, rounds] = await Promise.all([
    // The site's vendors, for the vendor filter.
    client.walletMerchant(token),
    client.agentRounds(token, {
      from: period.from,
      to: period.to,
      username: username || undefined,
      vendor: vendor || undefined,
      status: status || undefined,
      pageNo: pageParam(query.get("page")),
      pageSize: ROUND_PAGE_SIZE,
    }),
  ]);
  return { period, username, status, vendor, vendors: merchant.vendors, rounds };
}
export type TeamBettingContent = Awaited<ReturnType<typeof personalHistoryCopy>>;

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  agentSectionLoader(request, context, "personalHistoryCopy", personalHistoryCopy);
// The section has no form of its own; the header's "hide balance" form may still post here.
export const action = ({ request, context }: ActionFunctionArgs) =>
  agentSectionAction(request, context, "personalHistoryCopy", []);
export const meta: MetaFunction = (args) => pageMeta(args, "agent:centreTitle");
export const shouldRevalidate = centreShouldRevalidate;

export default function TeamBettingPage() {
  const frame = useLoaderData<typeof loader>();
  return <AgentCentre frame={frame}>{(content) => <TeamBetting content={content} />}</AgentCentre>;
}

/** The team's rounds: who played what, the stake, the valid bet (or why it is not one), the result. */
export function TeamBetting({ content }: { content: TeamBettingContent }) {
  const { t } = useTranslation("agent");
  const { rounds } = content;
  return (
    <div className="centre-stack">
      <PeriodFilter period={content.period} idPrefix="rounds">
        <FilterInput id="rounds-username" name="username" label={t("field.username")} value={content.username} />
        <FilterSelect
          id="rounds-vendor"
          name="vendor"
          label={t("field.vendor")}
          value={content.vendor}
          options={[
            { value: "", label: t("filter.allVendors") },
            ...content.vendors.map((vendor) => ({ value: vendor.vendor, label: vendor.name })),
          ]}
        />
        <FilterSelect
          id="rounds-status"
          name="status"
          label={t("field.status")}
          value={content.status}
          options={[
            { value: "", label: t("filter.allStatuses") },
            ...ROUND_STATUSES.map((status) => ({ value: status, label: t(`roundStatus.${status}`) })),
          ]}
        />
      </PeriodFilter>
      <div className="table-scroll">
        <table className="data-table data-table--stack" data-testid="team-rounds">
          <caption>{t("rounds.caption", { total: rounds.total })}</caption>
          <thead>
            <tr>
              <th scope="col">{t("table.time")}</th>
              <th scope="col">{t("table.username")}</th>
              <th scope="col">{t("table.game")}</th>
              <th scope="col" className="num">
                {t("table.bet")}
              </th>
              <th scope="col" className="num">
                {t("table.validBet")}
              </th>
              <th scope="col" className="num">
                {t("table.profit")}
              </th>
              <th scope="col">{t("table.status")}</th>
            </tr>
          </thead>
          <tbody>
            {rounds.list.length === 0 ? (
              <EmptyRow columns={7}>{t("rounds.none")}</EmptyRow>
            ) : (
              rounds.list.map((round) => (
                <tr key={`${round.vendor}:${round.roundId}`} data-round={round.roundId}>
                  <td data-label={t("table.time")}>{formatDateTime(round.createdAt)}</td>
                  <td data-label={t("table.username")}>{round.username}</td>
                  <td data-label={t("table.game")}>
                    <span className="record-name">{round.gameName || round.gameCode}</span>{" "}
                    <span className="record-name__vendor">{round.vendorName || round.vendor}</span>
                  </td>
                  <td className="num" data-label={t("table.bet")}>
                    {formatMinor(round.bet)}
                  </td>
                  <td className="num" data-label={t("table.validBet")}>
                    {formatMinor(round.validBet)}
                    {/* A bet that counts nothing says why (ADR 0043: OPEN, CANCELLED, TIED, NO_STAKE). */}
                    {round.validReason && BigInt(round.validBet) === 0n ? (
                      <span className="record-name__vendor" data-valid-reason={round.validReason}>
                        {t(`validReason.${round.validReason}`, { defaultValue: t("validReason.other") })}
                      </span>
                    ) : null}
                  </td>
                  {/* An open round has won or lost nothing yet (ADR 0061). */}
                  {round.profit === null ? (
                    <td className="num" data-label={t("table.profit")}>
                      {t("notSettled")}
                    </td>
                  ) : (
                    <SignedCell minor={round.profit} label={t("table.profit")} />
                  )}
                  <td data-label={t("table.status")}>
                    {t(`roundStatus.${round.status}`, { defaultValue: round.status })}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <PageLinks list={rounds} label={t("rounds.caption", { total: rounds.total })} />
    </div>
  );
}
