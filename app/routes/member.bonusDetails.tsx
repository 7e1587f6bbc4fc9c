// Bonus details (SPEC §2.6 bonusDetails, ADR 0046): every bonus the member was granted with its wagering — the
// held balance first — and, for a wagering bonus (?bonus=<id>), the bets it saw: each counted, or left out and why.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, Link } from "@remix-run/react";
import { MemberCentre, centreShouldRevalidate, type SectionProps } from "~/components/member/MemberCentre";
import { memberSectionAction, memberSectionLoader, type SectionContext } from "~/lib/member/centre.server";
import { PlatformError, type Bonus } from "~/lib/platform/client.server";
import { pageParam } from "~/lib/shell/paging";
import { pageMeta } from "~/lib/i18n/meta";
import { useTranslation } from "react-i18next";
import { EmptyState } from "~/components/ui/EmptyState";
import { IconGift } from "~/components/ui/Icons";
import { PageLinks } from "~/components/ui/Pager";
import { EmptyRow } from "~/components/ui/TableCells";
import { centreHref } from "~/lib/member/centres";
import { formatDateTime } from "~/lib/member/wallet";
import { categoryName } from "~/lib/promotions/terms";
import { WageringProgress } from "~/components/promotions/WageringProgress";
import { formatMinor } from "~contract/money";

const BONUS_PAGE_SIZE = 10;
const BET_PAGE_SIZE = 20;
const BONUS_ID = /^[1-9]\d{0,14}$/;

async function bonusDetails({ client, token, url }: SectionContext) {
  const query = url.searchParams;
  const asked = query.get("bonus");
  const bonusId = asked && BONUS_ID.test(asked) ? Number(asked) : null;
  // The bets view keeps the list's page (?list=) to find its bonus there, and pages the bets with ?page=.
  const listPage = pageParam(query.get(bonusId ? "list" : "page"));
  const [summary, bets] = await Promise.all([
    client.bonuses(token, { pageNo: listPage, pageSize: BONUS_PAGE_SIZE }),
    bonusId
      ? client
          .bonusBets(token, bonusId, { pageNo: pageParam(query.get("page")), pageSize: BET_PAGE_SIZE })
          .catch((error: unknown) => {
            // Not the member's bonus (or none such): said as such, the list still shows.
            if (error instanceof PlatformError && (error.code === "NOT_FOUND" || error.code === "VALIDATION"))
              return null;
            throw error;
          })
      : Promise.resolve(null),
  ]);
  return {
    summary,
    listPage,
    bets: bonusId
      ? { bonusId, bonus: summary.page.list.find((bonus) => bonus.id === bonusId) ?? null, page: bets }
      : null,
  };
}
export type BonusDetailsContent = Awaited<ReturnType<typeof bonusDetails>>;

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  memberSectionLoader(request, context, "bonusDetails", bonusDetails);
// The section has no form of its own; the header's "hide balance" form may still post here.
export const action = ({ request, context }: ActionFunctionArgs) =>
  memberSectionAction(request, context, "bonusDetails", []);
export const meta: MetaFunction = (args) => pageMeta(args, "member:centreTitle");
export const shouldRevalidate = centreShouldRevalidate;

export default function BonusDetailsPage() {
  const frame = useLoaderData<typeof loader>();
  return <MemberCentre frame={frame}>{(content, props) => <BonusDetails content={content} {...props} />}</MemberCentre>;
}

type Content = BonusDetailsContent;

/** Bonus details (ADR 0046): the held balance, then every bonus with its wagering; or one bonus's bets. */
export function BonusDetails({ content, from }: { content: Content } & SectionProps) {
  const { t } = useTranslation("member");
  const { summary } = content;
  return (
    <div className="centre-stack">
      <dl className="facts bonus-held">
        <dt>{t("bonus.held")}</dt>
        <dd className="money" data-testid="bonus-held">
          {formatMinor(summary.held)}
        </dd>
      </dl>
      <p className="field__hint">{t("bonus.heldText")}</p>
      {content.bets ? (
        <BonusBets
          bets={content.bets}
          backHref={centreHref("bonusDetails", from, { page: content.listPage > 1 ? content.listPage : null })}
        />
      ) : summary.page.list.length === 0 ? (
        <EmptyState icon={<IconGift />} title={t("bonus.none")} text={t("bonus.noneText")}>
          <Link to="/promotions" className="btn btn--outline">
            {t("bonus.seePromotions")}
          </Link>
        </EmptyState>
      ) : (
        <>
          <ul className="bonus-list" aria-label={t("section.bonusDetails")}>
            {summary.page.list.map((bonus) => (
              <li key={bonus.id}>
                <BonusCard
                  bonus={bonus}
                  betsHref={centreHref("bonusDetails", from, {
                    bonus: bonus.id,
                    list: content.listPage > 1 ? content.listPage : null,
                  })}
                />
              </li>
            ))}
          </ul>
          <PageLinks list={summary.page} label={t("section.bonusDetails")} />
        </>
      )}
    </div>
  );
}

function BonusCard({ bonus, betsHref }: { bonus: Bonus; betsHref: string }) {
  const { t } = useTranslation("member");
  const wagered = bonus.target !== "0";
  const titleId = `bonus-${bonus.id}-title`;
  return (
    <article className="bonus-card" aria-labelledby={titleId} data-bonus={bonus.id}>
      <h4 id={titleId} className="bonus-card__title">
        <span>{bonus.title}</span>{" "}
        <span className={`status-badge status-badge--bonus-${bonus.state}`}>{t(`bonus.state.${bonus.state}`)}</span>
      </h4>
      <dl className="bonus-card__facts">
        <div>
          <dt>{t("bonus.amount")}</dt>
          <dd>{formatMinor(bonus.amount)}</dd>
        </div>
        {bonus.deposit !== null ? (
          <div>
            <dt>{t("bonus.deposit")}</dt>
            <dd>{formatMinor(bonus.deposit)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t("bonus.target")}</dt>
          <dd>
            {wagered
              ? bonus.multiple
                ? t("bonus.targetTimes", { target: formatMinor(bonus.target), multiple: bonus.multiple })
                : formatMinor(bonus.target)
              : t("bonus.noWagering")}
          </dd>
        </div>
        {bonus.maxBet !== null ? (
          <div>
            <dt>{t("bonus.maxBet")}</dt>
            <dd>{formatMinor(bonus.maxBet)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t("bonus.granted")}</dt>
          <dd>{formatDateTime(bonus.grantedAt)}</dd>
        </div>
        {bonus.endedAt ? (
          <div>
            <dt>{t("bonus.ended")}</dt>
            <dd>{formatDateTime(bonus.endedAt)}</dd>
          </div>
        ) : bonus.expiresAt ? (
          <div>
            <dt>{t("bonus.expires")}</dt>
            <dd>{formatDateTime(bonus.expiresAt)}</dd>
          </div>
        ) : null}
      </dl>
      {wagered ? (
        <>
          <WageringProgress
            progress={bonus.progress}
            target={bonus.target}
            label={t("bonus.progressLabel", { title: bonus.title })}
          />
          <p className="bonus-card__actions">
            <Link to={betsHref} preventScrollReset aria-label={t("bonus.betsOf", { title: bonus.title })}>
              {t("bonus.bets")}
            </Link>
          </p>
        </>
      ) : null}
    </article>
  );
}

function BonusBets({ bets, backHref }: { bets: NonNullable<Content["bets"]>; backHref: string }) {
  const { t } = useTranslation("member");
  const caption = bets.bonus
    ? t("bonus.betsOf", { title: bets.bonus.title })
    : t("bonus.betsOfId", { id: bets.bonusId });
  return (
    <section className="centre-stack" aria-label={caption}>
      <p>
        <Link to={backHref} className="back-link" preventScrollReset>
          {t("bonus.backToList")}
        </Link>
      </p>
      {bets.bonus && bets.bonus.target !== "0" ? (
        <WageringProgress
          progress={bets.bonus.progress}
          target={bets.bonus.target}
          label={t("bonus.progressLabel", { title: bets.bonus.title })}
        />
      ) : null}
      {bets.page === null ? (
        <EmptyState icon={<IconGift />} title={t("bonus.notFound")} />
      ) : (
        <>
          <div className="table-scroll">
            <table className="data-table data-table--stack">
              <caption>{caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("table.time")}</th>
                  <th scope="col">{t("betting.game")}</th>
                  <th scope="col" className="num">
                    {t("bonus.validBet")}
                  </th>
                  <th scope="col" className="num">
                    {t("bonus.counted")}
                  </th>
                  <th scope="col">{t("bonus.countedWhy")}</th>
                </tr>
              </thead>
              <tbody>
                {bets.page.list.length === 0 ? (
                  <EmptyRow columns={5}>{t("bonus.noBets")}</EmptyRow>
                ) : (
                  bets.page.list.map((bet) => (
                    <tr key={bet.roundId} data-reason={bet.reason ?? "counted"}>
                      <td data-label={t("table.time")}>{formatDateTime(bet.closedAt)}</td>
                      <td data-label={t("betting.game")}>
                        {bet.gameCode}
                        <br />
                        <span className="field__hint">
                          {bet.vendor} · {categoryName(t, bet.category)}
                        </span>
                      </td>
                      <td className="num" data-label={t("bonus.validBet")}>
                        {formatMinor(bet.validBet)}
                      </td>
                      <td className="num" data-label={t("bonus.counted")}>
                        {formatMinor(bet.counted)}
                      </td>
                      <td data-label={t("bonus.countedWhy")}>
                        {bet.reason ? t(`bonus.reason.${bet.reason}`) : t("bonus.countedYes")}
                      </td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
          <PageLinks list={bets.page} label={caption} />
        </>
      )}
    </section>
  );
}
