// The account record (SPEC §2.6 transactionHistory): every movement of the member's wallets, by kind and period.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { MemberCentre, centreShouldRevalidate, type SectionProps } from "~/components/member/MemberCentre";
import { memberSectionAction, memberSectionLoader, type SectionContext } from "~/lib/member/centre.server";
import { STATEMENT_FILTER_KINDS } from "~contract/transfer-kinds";
import { datePreset, presetRange, formatDateTime } from "~/lib/member/wallet";
import { pageParam } from "~/lib/shell/paging";
import { pageMeta } from "~/lib/i18n/meta";
import { useTranslation } from "react-i18next";
import { PageLinks } from "~/components/ui/Pager";
import { formatMinor } from "~contract/money";
import { RangeFilter } from "~/components/member/Fields";
import { FilterSelect } from "~/components/forms/FilterSelect";
import { EmptyRow, SignedCell, SignedPointsCell } from "~/components/ui/TableCells";

const RECORD_PAGE_SIZE = 20;

async function transactionHistory({ client, token, url }: SectionContext) {
  const preset = datePreset(url.searchParams.get("range"));
  const asked = url.searchParams.get("type") ?? "";
  const type = (STATEMENT_FILTER_KINDS as readonly string[]).includes(asked) ? asked : "";
  const page = pageParam(url.searchParams.get("page"));
  const records = await client.transactions(token, {
    ...presetRange(preset),
    types: type || undefined,
    pageNo: page,
    pageSize: RECORD_PAGE_SIZE,
  });
  return { preset, type, records };
}
export type TransactionHistoryContent = Awaited<ReturnType<typeof transactionHistory>>;

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  memberSectionLoader(request, context, "transactionHistory", transactionHistory);
// The section has no form of its own; the header's "hide balance" form may still post here.
export const action = ({ request, context }: ActionFunctionArgs) =>
  memberSectionAction(request, context, "transactionHistory", []);
export const meta: MetaFunction = (args) => pageMeta(args, "member:centreTitle");
export const shouldRevalidate = centreShouldRevalidate;

export default function TransactionHistoryPage() {
  const frame = useLoaderData<typeof loader>();
  return (
    <MemberCentre frame={frame}>{(content, props) => <TransactionHistory content={content} {...props} />}</MemberCentre>
  );
}

type Content = TransactionHistoryContent;

/** The account record: every movement of the member's wallets, newest first, filtered by kind and period. */
export function TransactionHistory({ content }: { content: Content } & SectionProps) {
  const { t } = useTranslation("member");
  const { records } = content;
  const walletName = (row: (typeof records.list)[number]) =>
    row.wallet === "main"
      ? t("wallet.main")
      : row.wallet === "points"
        ? t("wallet.points")
        : (row.walletName ?? row.wallet);
  return (
    <div className="centre-stack">
      <RangeFilter preset={content.preset}>
        <FilterSelect
          id="record-type"
          name="type"
          label={t("filter.type")}
          value={content.type}
          options={[
            { value: "", label: t("filter.allTypes") },
            ...STATEMENT_FILTER_KINDS.map((kind) => ({ value: kind, label: t(`kind.${kind}`) })),
          ]}
        />
      </RangeFilter>
      <div aria-live="polite">
        <div className="table-scroll">
          <table className="data-table data-table--stack" data-testid="account-record">
            <caption>{t("record.caption", { total: records.total })}</caption>
            <thead>
              <tr>
                <th scope="col">{t("table.time")}</th>
                <th scope="col">{t("table.type")}</th>
                <th scope="col">{t("wallet.wallet")}</th>
                <th scope="col" className="num">
                  {t("field.amount")}
                </th>
                <th scope="col" className="num">
                  {t("table.balanceAfter")}
                </th>
              </tr>
            </thead>
            <tbody>
              {records.list.length === 0 ? (
                <EmptyRow columns={5}>{t("record.none")}</EmptyRow>
              ) : (
                records.list.map((row) => (
                  <tr key={row.id} data-type={row.type}>
                    <td data-label={t("table.time")}>{formatDateTime(row.createdAt)}</td>
                    <td data-label={t("table.type")}>{t(`kind.${row.type}`, { defaultValue: row.type })}</td>
                    <td data-label={t("wallet.wallet")}>{walletName(row)}</td>
                    {row.wallet === "points" ? (
                      <SignedPointsCell points={row.amount} label={t("field.amount")} />
                    ) : (
                      <SignedCell minor={row.amount} label={t("field.amount")} />
                    )}
                    <td className="num" data-label={t("table.balanceAfter")}>
                      {row.wallet === "points"
                        ? BigInt(row.balanceAfter).toLocaleString("en-US")
                        : formatMinor(row.balanceAfter)}
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      </div>
      <PageLinks list={records} label={t("record.caption", { total: records.total })} />
    </div>
  );
}
