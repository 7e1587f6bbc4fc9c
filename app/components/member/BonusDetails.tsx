import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "~/components/ui/EmptyState";
import { IconGift } from "~/components/ui/Icons";
import { PageLinks } from "~/components/ui/Pager";
import { EmptyRow } from "~/components/ui/TableCells";
import { centreHref } from "~/lib/member/centres";
import { formatDateTime } from "~/lib/member/wallet";
import type { Bonus } from "~/lib/platform/client.server";
import { categoryName } from "~/lib/promotions/terms";
import { WageringProgress } from "~/components/promotions/WageringProgress";
import { formatMinor } from "~contract/money";
import type { BonusDetailsContent } from "~/routes/member.bonusDetails";
import type { SectionProps } from "./MemberCentre";

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
