// The betting record (SPEC §2.6 personalHistoryCopy): every round with every vendor in the period, newest first, with its status filter.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, Link } from "@remix-run/react";
import { MemberCentre, centreShouldRevalidate, type SectionProps } from "~/components/member/MemberCentre";
import { memberSectionAction, memberSectionLoader, type SectionContext } from "~/lib/member/centre.server";
import { datePreset, presetRange, formatDateTime } from "~/lib/member/wallet";
import { pageParam } from "~/lib/shell/paging";
import { pageMeta } from "~/lib/i18n/meta";
import { useTranslation } from "react-i18next";
import { PageLinks } from "~/components/ui/Pager";
import { formatMinor } from "~contract/money";
import { proofHref, settledByHref } from "~/lib/games/rounds";
import { RangeFilter } from "~/components/member/Fields";
import { FilterSelect } from "~/components/forms/FilterSelect";
import { EmptyRow, SignedCell } from "~/components/ui/TableCells";

const RECORD_PAGE_SIZE = 20;

async function personalHistoryCopy({ client, token, url }: SectionContext) {
  const preset = datePreset(url.searchParams.get("range"));
  const status = (["open", "completed", "cancelled"] as const).find((s) => s === url.searchParams.get("status")) ?? "";
  const page = pageParam(url.searchParams.get("page"));
  return {
    preset,
    status,
    rounds: await client.gameRounds(token, {
      ...presetRange(preset),
      status,
      pageNo: page,
      pageSize: RECORD_PAGE_SIZE,
    }),
  };
}
export type BettingRecordContent = Awaited<ReturnType<typeof personalHistoryCopy>>;

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  memberSectionLoader(request, context, "personalHistoryCopy", personalHistoryCopy);
// The section has no form of its own; the header's "hide balance" form may still post here.
export const action = ({ request, context }: ActionFunctionArgs) =>
  memberSectionAction(request, context, "personalHistoryCopy", []);
export const meta: MetaFunction = (args) => pageMeta(args, "member:centreTitle");
export const shouldRevalidate = centreShouldRevalidate;

export default function BettingRecordPage() {
  const frame = useLoaderData<typeof loader>();
  return (
    <MemberCentre frame={frame}>{(content, props) => <BettingRecord content={content} {...props} />}</MemberCentre>
  );
}

type Content = BettingRecordContent;

const STATUSES = ["open", "completed", "cancelled"] as const;

/** The betting record: every round with vendor, game, bet, win, profit, status, time and round id. */
export function BettingRecord({ content }: { content: Content } & SectionProps) {
  const { t, i18n } = useTranslation("member");
  const { rounds } = content;
  return (
    <div className="centre-stack">
      <RangeFilter preset={content.preset}>
        <FilterSelect
          id="round-status"
          name="status"
          label={t("table.status")}
          value={content.status}
          options={[
            { value: "", label: t("betting.allStatuses") },
            ...STATUSES.map((status) => ({ value: status, label: t(`betting.status.${status}`) })),
          ]}
        />
      </RangeFilter>
      <div className="table-scroll">
        <table className="data-table data-table--stack" data-testid="betting-record">
          <caption>{t("betting.caption", { total: rounds.total })}</caption>
          <thead>
            <tr>
              <th scope="col">{t("table.time")}</th>
              <th scope="col">{t("betting.game")}</th>
              <th scope="col" className="num">
                {t("betting.stake")}
              </th>
              <th scope="col" className="num">
                {t("betting.payout")}
              </th>
              <th scope="col" className="num">
                {t("betting.profit")}
              </th>
              <th scope="col">{t("table.status")}</th>
              <th scope="col">{t("betting.round")}</th>
            </tr>
          </thead>
          <tbody>
            {rounds.list.length === 0 ? (
              <EmptyRow columns={7}>{t("betting.none")}</EmptyRow>
            ) : (
              rounds.list.map((round) => {
                const proof = proofHref(round.proof, i18n.language);
                const settledBy = round.status === "open" ? null : settledByHref(round);
                return (
                  <tr key={`${round.vendor}:${round.roundId}`} data-round={round.roundId}>
                    <td data-label={t("table.time")}>{formatDateTime(round.createdAt)}</td>
                    <td data-label={t("betting.game")}>
                      <span className="record-name">{round.gameName}</span>{" "}
                      <span className="record-name__vendor">{round.vendorName}</span>
                    </td>
                    <td className="num" data-label={t("betting.stake")}>
                      {formatMinor(round.bet)}
                    </td>
                    <td className="num" data-label={t("betting.payout")}>
                      {formatMinor(round.win)}
                    </td>
                    {/* An open ticket has won or lost nothing yet (ADR 0061). */}
                    {round.profit === null ? (
                      <td className="num" data-label={t("betting.profit")}>
                        {t("betting.notSettled")}
                      </td>
                    ) : (
                      <SignedCell minor={round.profit} label={t("betting.profit")} />
                    )}
                    <td data-label={t("table.status")}>{t(`betting.status.${round.status}`)}</td>
                    <td data-label={t("betting.round")}>
                      <span className="round-id">{round.roundId.slice(0, 8)}</span>{" "}
                      {proof ? (
                        <a href={proof} target="_blank" rel="noopener">
                          {t("betting.verify")}
                        </a>
                      ) : round.proof ? (
                        <span className="field__hint">{t("betting.verifyLater")}</span>
                      ) : settledBy ? (
                        <Link to={settledBy}>{t("betting.settledBy")}</Link>
                      ) : null}
                    </td>
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
      <PageLinks list={rounds} label={t("betting.caption", { total: rounds.total })} />
    </div>
  );
}
