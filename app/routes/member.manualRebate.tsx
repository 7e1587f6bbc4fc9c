// SPEC §2.6 manualRebate, "betting bonus" (ADR 0046): each rebate promotion's amount accrued since the last claim,
// per game category (valid bet × rate), the total and the last claim; a claim-mode rebate is claimed here and
// the amount paid is said after.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, Link } from "@remix-run/react";
import { MemberCentre, centreShouldRevalidate } from "~/components/member/MemberCentre";
import { memberSectionAction, memberSectionLoader, type SectionContext } from "~/lib/member/centre.server";
import { promotionSectionForms } from "~/lib/promotions/actions.server";
import { pageMeta } from "~/lib/i18n/meta";
import { useTranslation } from "react-i18next";
import { PromotionStepForm } from "~/components/promotions/PromotionStanding";
import { EmptyState } from "~/components/ui/EmptyState";
import { IconCoins } from "~/components/ui/Icons";
import { EmptyRow } from "~/components/ui/TableCells";
import { formatRate } from "~/lib/shell/rate";
import { formatDateTime } from "~/lib/member/wallet";
import type { Rebate } from "~/lib/platform/client.server";
import { categoryName } from "~/lib/promotions/terms";
import { formatMinor } from "~contract/money";

async function manualRebate({ client, token }: SectionContext) {
  return { rebates: await client.rebates(token) };
}
export type ManualRebateContent = Awaited<ReturnType<typeof manualRebate>>;

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  memberSectionLoader(request, context, "manualRebate", manualRebate);
export const action = ({ request, context }: ActionFunctionArgs) =>
  memberSectionAction(request, context, "manualRebate", promotionSectionForms(["claim"]));
export const meta: MetaFunction = (args) => pageMeta(args, "member:centreTitle");
export const shouldRevalidate = centreShouldRevalidate;

export default function ManualRebatePage() {
  const frame = useLoaderData<typeof loader>();
  return <MemberCentre frame={frame}>{(content) => <ManualRebate content={content} />}</MemberCentre>;
}

/** Betting bonus: each rebate promotion's accrual per category, its total, the last claim and the claim button. */
export function ManualRebate({ content }: { content: ManualRebateContent }) {
  const { t } = useTranslation("member");
  if (content.rebates.length === 0) {
    return (
      <EmptyState icon={<IconCoins />} title={t("rebate.none")} text={t("rebate.noneText")}>
        <Link to="/promotions" className="btn btn--outline">
          {t("bonus.seePromotions")}
        </Link>
      </EmptyState>
    );
  }
  return (
    <div className="centre-stack">
      {content.rebates.map((rebate) => (
        <RebateCard key={rebate.promotionId} rebate={rebate} />
      ))}
    </div>
  );
}

function RebateCard({ rebate }: { rebate: Rebate }) {
  const { t } = useTranslation("member");
  const titleId = `rebate-${rebate.promotionId}-title`;
  const claimable = BigInt(rebate.amount) > 0n;
  // A cashback is paid on each category's net loss: that column shows what its rate applies to.
  const cashback = rebate.basis === "netLoss";
  return (
    <section className="rebate-card" aria-labelledby={titleId} data-rebate={rebate.promotionId}>
      <h4 id={titleId}>
        <Link to={`/promotions/${encodeURIComponent(rebate.promotionId)}`}>{rebate.title}</Link>
      </h4>
      <p className="field__hint">{t("rebate.since", { time: formatDateTime(rebate.since) })}</p>
      <div className="table-scroll">
        <table className="data-table data-table--stack">
          <caption className="visually-hidden">{t("rebate.caption", { title: rebate.title })}</caption>
          <thead>
            <tr>
              <th scope="col">{t("rebate.category")}</th>
              <th scope="col" className="num">
                {t("rebate.validBet")}
              </th>
              {cashback ? (
                <th scope="col" className="num">
                  {t("rebate.netLoss")}
                </th>
              ) : null}
              <th scope="col" className="num">
                {t("rebate.rate")}
              </th>
              <th scope="col" className="num">
                {t(cashback ? "rebate.cashback" : "rebate.amount")}
              </th>
            </tr>
          </thead>
          <tbody>
            {rebate.lines.length === 0 ? (
              <EmptyRow columns={cashback ? 5 : 4}>{t("rebate.noBets")}</EmptyRow>
            ) : (
              rebate.lines.map((line) => (
                <tr key={line.category}>
                  <td data-label={t("rebate.category")}>{categoryName(t, line.category)}</td>
                  <td className="num" data-label={t("rebate.validBet")}>
                    {formatMinor(line.validBet)}
                  </td>
                  {cashback ? (
                    <td className="num" data-label={t("rebate.netLoss")}>
                      {formatMinor(line.netLoss ?? "0")}
                    </td>
                  ) : null}
                  <td className="num" data-label={t("rebate.rate")}>
                    {formatRate(line.rateBp)}
                  </td>
                  <td className="num" data-label={t(cashback ? "rebate.cashback" : "rebate.amount")}>
                    {formatMinor(line.amount)}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <dl className="facts rebate-card__sum">
        <dt>{t("rebate.total")}</dt>
        <dd className="rebate-card__total" data-testid="rebate-total">
          {formatMinor(rebate.amount)}
        </dd>
      </dl>
      <p className="rebate-card__last">
        {rebate.lastClaim
          ? t("rebate.lastClaim", {
              amount: formatMinor(rebate.lastClaim.amount),
              time: formatDateTime(rebate.lastClaim.at),
            })
          : t("rebate.noClaimYet")}
      </p>
      {rebate.claimMode === "automatic" ? (
        <p className="field__hint">{t("rebate.automatic")}</p>
      ) : claimable ? (
        <PromotionStepForm promotionId={rebate.promotionId} intent="claim" label={rebate.title} />
      ) : (
        <p className="field__hint">{t("rebate.nothingYet")}</p>
      )}
    </section>
  );
}
