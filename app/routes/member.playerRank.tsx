// SPEC §2.6 playerRank, "VIP ranking": the member's level, progress to the next in the real figures of
// the current period, the table of levels and their benefits, and the VIP bonuses paid.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, Link } from "@remix-run/react";
import { MemberCentre, centreShouldRevalidate } from "~/components/member/MemberCentre";
import { memberSectionAction, memberSectionLoader, type SectionContext } from "~/lib/member/centre.server";
import { pageMeta } from "~/lib/i18n/meta";
import { useTranslation } from "react-i18next";
import { CustomerServiceLink } from "~/components/shell/CustomerServiceLink";
import { EmptyState } from "~/components/ui/EmptyState";
import { IconCrown } from "~/components/ui/Icons";
import { EmptyRow } from "~/components/ui/TableCells";
import { formatRate } from "~/lib/shell/rate";
import { useShell } from "~/lib/shell/useRoot";
import { formatDateTime } from "~/lib/member/wallet";
import { wageringPercent } from "~/lib/promotions/wagering";
import { categoryName } from "~/lib/promotions/terms";
import type { MemberVip, VipLevelView } from "~contract/answers/vip";
import { formatMinor } from "~contract/money";
import { GAME_CATEGORIES } from "~contract/game-categories";
import { VIP_SERVICE_ABOVE } from "~contract/vip";

async function playerRank({ client, token }: SectionContext) {
  const [table, standing] = await Promise.all([client.vipLevels(), client.memberVip(token)]);
  return { table, standing };
}
export type PlayerRankContent = Awaited<ReturnType<typeof playerRank>>;

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  memberSectionLoader(request, context, "playerRank", playerRank);
// No form of its own; the header's "hide balance" form may still post here.
export const action = ({ request, context }: ActionFunctionArgs) =>
  memberSectionAction(request, context, "playerRank", []);
export const meta: MetaFunction = (args) => pageMeta(args, "member:centreTitle");
export const shouldRevalidate = centreShouldRevalidate;

export default function PlayerRankPage() {
  const frame = useLoaderData<typeof loader>();
  return <MemberCentre frame={frame}>{(content) => <PlayerRank content={content} />}</MemberCentre>;
}

/** VIP ranking: where the member stands, what the next level asks in real figures, and every level's benefits. */
export function PlayerRank({ content }: { content: PlayerRankContent }) {
  const { t, i18n } = useTranslation("member");
  const { table, standing } = content;
  // The VIP desk is named only once the operator has set one (ADR 0063).
  const { vipDesk, chatUrl } = useShell();
  if (!table || !standing) return <EmptyState icon={<IconCrown />} title={t("vip.none")} text={t("vip.noneText")} />;
  const nameOf = (level: Pick<VipLevelView, "name">) => (i18n.language === "EN" ? level.name.EN : level.name.TY);
  const current = table.levels.find((level) => level.rankLevel === standing.rankLevel);
  return (
    <div className="centre-stack vip">
      <section className="vip-card" aria-labelledby="vip-current" data-rank={standing.rankLevel}>
        {/* The club's colours as a badge only: the words stay on the page's own colours, whatever the operator picks. */}
        {current ? (
          <span
            className="vip-card__badge"
            style={{ background: `linear-gradient(135deg, ${current.color}, ${current.color2})` }}
            aria-hidden="true"
          />
        ) : null}
        <h4 id="vip-current" className="vip-card__name">
          {current
            ? t("vip.level", { level: standing.rankLevel, name: nameOf(current) })
            : t("vip.levelPlain", { level: standing.rankLevel })}
        </h4>
        <p className="vip-card__since">{t("vip.since", { time: formatDateTime(standing.since) })}</p>
        {standing.keepCheckAt && current ? (
          <p className="vip-card__since">
            {t("vip.keep", {
              time: formatDateTime(standing.keepCheckAt),
              amount: formatMinor(current.keepValidBet),
              days: table.periodDays,
            })}
          </p>
        ) : null}
        {standing.rankLevel > VIP_SERVICE_ABOVE && vipDesk && chatUrl ? (
          <p className="vip-card__service">
            <CustomerServiceLink url={chatUrl}>{t("vip.service")}</CustomerServiceLink>
          </p>
        ) : null}
      </section>
      <NextLevel
        standing={standing}
        days={table.periodDays}
        name={(rank) =>
          nameOf(
            table.levels.find((level) => level.rankLevel === rank) ?? { name: { TY: String(rank), EN: String(rank) } },
          )
        }
      />
      <LevelsTable levels={table.levels} current={standing.rankLevel} nameOf={nameOf} />
      <Bonuses standing={standing} />
    </div>
  );
}

function Progress({ have, need, label }: { have: string; need: string; label: string }) {
  const { t } = useTranslation("member");
  const percent = BigInt(need) === 0n ? 100 : wageringPercent(have, need);
  return (
    <div className="wagering">
      <progress className="wagering__bar" max={100} value={percent} aria-label={label} />
      <span className="wagering__text">
        {t("vip.progress", { label, percent, have: formatMinor(have), need: formatMinor(need) })}
      </span>
    </div>
  );
}

function NextLevel({
  standing,
  days,
  name,
}: {
  standing: NonNullable<MemberVip>;
  days: number;
  name: (rank: number) => string;
}) {
  const { t } = useTranslation("member");
  const { next, period } = standing;
  return (
    <section className="vip-next" aria-labelledby="vip-next-title">
      <h4 id="vip-next-title">
        {next ? t("vip.nextTitle", { level: next.rankLevel, name: name(next.rankLevel) }) : t("vip.top")}
      </h4>
      <p className="field__hint">{t("vip.period", { days, from: formatDateTime(period.from) })}</p>
      {next ? (
        <>
          <Progress have={period.validBet} need={next.validBet} label={t("vip.validBet")} />
          {BigInt(next.deposits) > 0n ? (
            <Progress have={period.deposits} need={next.deposits} label={t("vip.deposits")} />
          ) : null}
        </>
      ) : (
        <dl className="facts">
          <dt>{t("vip.validBet")}</dt>
          <dd>{formatMinor(period.validBet)}</dd>
          <dt>{t("vip.deposits")}</dt>
          <dd>{formatMinor(period.deposits)}</dd>
        </dl>
      )}
    </section>
  );
}

/** A level's rebate rates: one figure when every game type has the same, else each type's. */
function rebateLine(
  t: (key: string, options?: Record<string, unknown>) => string,
  rates: Record<string, number>,
): string {
  const named = Object.entries(rates).filter(([, bp]) => bp > 0);
  if (named.length === 0) return "—";
  const [first] = named;
  if (first && named.length === GAME_CATEGORIES.length && named.every(([, bp]) => bp === first[1]))
    return t("vip.allGames", { rate: formatRate(first[1]) });
  return named.map(([category, bp]) => `${categoryName(t, category)} ${formatRate(bp)}`).join(", ");
}

function LevelsTable({
  levels,
  current,
  nameOf,
}: {
  levels: VipLevelView[];
  current: number;
  nameOf: (level: VipLevelView) => string;
}) {
  const { t } = useTranslation("member");
  const money = (minor: string) => (BigInt(minor) === 0n ? "—" : formatMinor(minor));
  return (
    <section aria-labelledby="vip-levels-title">
      <h4 id="vip-levels-title">{t("vip.levelsTitle")}</h4>
      <div className="table-scroll">
        <table className="data-table data-table--stack vip-levels">
          <caption className="visually-hidden">{t("vip.levelsCaption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("vip.column.level")}</th>
              <th scope="col" className="num">
                {t("vip.validBet")}
              </th>
              <th scope="col" className="num">
                {t("vip.deposits")}
              </th>
              <th scope="col" className="num">
                {t("vip.column.keep")}
              </th>
              <th scope="col" className="num">
                {t("vip.column.upgrade")}
              </th>
              <th scope="col" className="num">
                {t("vip.column.weekly")}
              </th>
              <th scope="col" className="num">
                {t("vip.column.monthly")}
              </th>
              <th scope="col" className="num">
                {t("vip.column.birthday")}
              </th>
              <th scope="col" className="num">
                {t("vip.column.withdrawals")}
              </th>
              <th scope="col">{t("vip.column.rebate")}</th>
            </tr>
          </thead>
          <tbody>
            {levels.map((level) => (
              <tr
                key={level.rankLevel}
                aria-current={level.rankLevel === current ? "true" : undefined}
                className={level.rankLevel === current ? "is-current" : undefined}
              >
                <th scope="row">
                  <span
                    className="vip-swatch"
                    style={{ background: `linear-gradient(135deg, ${level.color}, ${level.color2})` }}
                    aria-hidden="true"
                  />
                  {t("vip.level", { level: level.rankLevel, name: nameOf(level) })}
                </th>
                <td className="num" data-label={t("vip.validBet")}>
                  {money(level.validBet)}
                </td>
                <td className="num" data-label={t("vip.deposits")}>
                  {money(level.deposits)}
                </td>
                <td className="num" data-label={t("vip.column.keep")}>
                  {money(level.keepValidBet)}
                </td>
                <td className="num" data-label={t("vip.column.upgrade")}>
                  {money(level.upgradeBonus)}
                </td>
                <td className="num" data-label={t("vip.column.weekly")}>
                  {money(level.weeklyBonus)}
                </td>
                <td className="num" data-label={t("vip.column.monthly")}>
                  {money(level.monthlyBonus)}
                </td>
                <td className="num" data-label={t("vip.column.birthday")}>
                  {money(level.birthdayBonus)}
                </td>
                <td className="num" data-label={t("vip.column.withdrawals")}>
                  {level.withdrawalsPerDay ?? t("vip.noLimit")}
                </td>
                <td data-label={t("vip.column.rebate")}>{rebateLine(t, level.rebateRates)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Bonuses({ standing }: { standing: NonNullable<MemberVip> }) {
  const { t } = useTranslation("member");
  return (
    <section aria-labelledby="vip-bonuses-title">
      <h4 id="vip-bonuses-title">{t("vip.bonusesTitle")}</h4>
      <div className="table-scroll">
        <table className="data-table data-table--stack">
          <caption className="visually-hidden">{t("vip.bonusesTitle")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("vip.column.time")}</th>
              <th scope="col">{t("vip.column.bonus")}</th>
              <th scope="col" className="num">
                {t("vip.column.amount")}
              </th>
            </tr>
          </thead>
          <tbody>
            {standing.bonuses.length === 0 ? (
              <EmptyRow columns={3}>{t("vip.noBonuses")}</EmptyRow>
            ) : (
              standing.bonuses.map((bonus) => (
                <tr key={`${bonus.kind}-${bonus.rankLevel}-${bonus.paidAt}`}>
                  <td data-label={t("vip.column.time")}>{formatDateTime(bonus.paidAt)}</td>
                  <td data-label={t("vip.column.bonus")}>
                    {t(`vip.bonusKind.${bonus.kind}`, { level: bonus.rankLevel })}
                  </td>
                  <td className="num" data-label={t("vip.column.amount")}>
                    {formatMinor(bonus.amount)}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <p className="field__hint">
        {t("vip.bonusesHint")} <Link to="/member/transactionHistory">{t("vip.record")}</Link>
      </p>
    </section>
  );
}
