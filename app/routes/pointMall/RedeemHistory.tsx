import { useTranslation } from "react-i18next";
import { EmptyState } from "~/components/ui/EmptyState";
import { IconGift } from "~/components/ui/Icons";
import { Pager } from "~/components/ui/Pager";
import { EmptyRow } from "~/components/ui/TableCells";
import { formatDateTime } from "~/lib/member/wallet";
import type { Page } from "~contract/answers/common";
import type { Redemption } from "~contract/answers/points-shop";
import { formatMinor } from "~contract/money";
import { useGoodsName } from "./GoodsGrid";

/** The member's redemptions, newest first, with their status (SPEC §4: in process, rejected, approved) and the operator's remark. */
export function RedeemHistory({ history }: { history: Page<Redemption> | { failed: true } | null }) {
  const { t } = useTranslation("points");
  const nameOf = useGoodsName();
  if (!history || "failed" in history) return <EmptyState icon={<IconGift />} title={t("failed")} />;
  return (
    <>
      <div className="table-scroll">
        <table className="data-table data-table--stack redeem-history">
          <caption className="visually-hidden">{t("historyCaption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("column.time")}</th>
              <th scope="col">{t("column.item")}</th>
              <th scope="col" className="num">
                {t("column.quantity")}
              </th>
              <th scope="col" className="num">
                {t("column.points")}
              </th>
              <th scope="col">{t("column.status")}</th>
              <th scope="col">{t("column.remark")}</th>
            </tr>
          </thead>
          <tbody>
            {history.list.length === 0 ? (
              <EmptyRow columns={6}>{t("historyEmpty")}</EmptyRow>
            ) : (
              history.list.map((row) => (
                <tr key={row.id} data-redemption={row.id}>
                  <td data-label={t("column.time")}>{formatDateTime(row.createdAt)}</td>
                  <td data-label={t("column.item")}>
                    {nameOf(row)}
                    {row.value ? <span className="field__hint"> ({formatMinor(row.value)})</span> : null}
                  </td>
                  <td className="num" data-label={t("column.quantity")}>
                    {row.quantity}
                  </td>
                  <td className="num" data-label={t("column.points")}>
                    {row.points.toLocaleString("en-US")}
                  </td>
                  <td data-label={t("column.status")}>
                    <span className={`status-tag status-tag--${row.status}`}>{t(`status.${row.status}`)}</span>
                  </td>
                  <td data-label={t("column.remark")}>
                    {row.remark || (row.status === "rejected" ? t("returned") : "")}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Pager
        current={history.pageNo}
        totalPages={history.totalPages}
        href={(page) => `/pointMall?view=history&page=${page}`}
        label={t("historyPages")}
      />
    </>
  );
}
