// SPEC §2.6 missionLeaderboard, "mission activity" (ADR 0052): the member's missions with their progress
// in real figures and the claim of a done one, and the leaderboards ranked from real rounds with the member's rank.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, Form } from "@remix-run/react";
import { MemberCentre, centreShouldRevalidate } from "~/components/member/MemberCentre";
import {
  memberSectionAction,
  memberSectionLoader,
  sectionDone,
  type ActionCtx,
  type CentreActionData,
  type SectionContext,
  type SectionForm,
} from "~/lib/member/centre.server";
import { claimedMessage, goalMessage, progressFigures, rewardMessage } from "~/lib/member/missions";
import { moneyFailure } from "~/lib/member/money.server";
import { pageMeta } from "~/lib/i18n/meta";
import { PlatformError } from "~/lib/platform/client.server";
import { TabBar } from "~/components/ui/TabBar";
import { useTranslation } from "react-i18next";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { EmptyState } from "~/components/ui/EmptyState";
import { IconSpark } from "~/components/ui/Icons";
import { EmptyRow } from "~/components/ui/TableCells";
import { renderMessage } from "~/lib/forms/messages";
import { centreHref } from "~/lib/member/centres";
import { formatDateTime } from "~/lib/member/wallet";
import { wageringPercent } from "~/lib/promotions/wagering";
import { categoryName } from "~/lib/promotions/terms";
import type { LeaderboardView, MemberMission } from "~contract/answers/missions";
import { formatMinor } from "~contract/money";
import { CentreErrors, CentreSubmit, useCentreResult } from "~/components/member/CentreForm";

async function missionLeaderboard({ client, token, url }: SectionContext) {
  const tab = url.searchParams.get("tab") === "leaderboard" ? "leaderboard" : "missions";
  if (tab === "leaderboard")
    return { tab, missions: null, leaderboards: await client.memberLeaderboards(token) } as const;
  return { tab, missions: await client.missions(token), leaderboards: null } as const;
}
export type MissionLeaderboardContent = Awaited<ReturnType<typeof missionLeaderboard>>;

/** A claim's refusal in the member's words: the mission's own codes, or the care check's and the rest as money forms say them. */
function missionFailure(error: PlatformError): string {
  if (error.code === "NOT_DONE" || error.code === "ALREADY_CLAIMED" || error.code === "NOT_FOUND")
    return `member:missions.error.${error.code}`;
  return moneyFailure(error).formErrors[0] ?? "member:missions.error.other";
}

async function claim(ctx: ActionCtx) {
  const missionId = Number(ctx.form.get("missionId"));
  const intent = "claimMission";
  if (!Number.isInteger(missionId) || missionId <= 0)
    return data<CentreActionData>(
      { intent, result: { status: "error", error: { "": ["member:missions.error.NOT_FOUND"] } } },
      { status: 400 },
    );
  try {
    const claimed = await ctx.client.claimMission(ctx.token, missionId);
    return await sectionDone(ctx, claimedMessage(claimed.reward));
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    return data<CentreActionData>(
      { intent, result: { status: "error", error: { "": [missionFailure(error)] } } },
      { status: 400 },
    );
  }
}

const FORMS = [{ intent: "claimMission", run: claim }] satisfies SectionForm[];

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  memberSectionLoader(request, context, "missionLeaderboard", missionLeaderboard);
export const action = ({ request, context }: ActionFunctionArgs) =>
  memberSectionAction(request, context, "missionLeaderboard", FORMS);
export const meta: MetaFunction = (args) => pageMeta(args, "member:centreTitle");
export const shouldRevalidate = centreShouldRevalidate;

export default function MissionLeaderboardPage() {
  const frame = useLoaderData<typeof loader>();
  return (
    <MemberCentre frame={frame}>
      {(content, props) => <MissionLeaderboard content={content} from={props.from} />}
    </MemberCentre>
  );
}

/** Mission activity: the missions with their progress and claim, and the leaderboards — two tabs, each a URL. */
export function MissionLeaderboard({ content, from }: { content: MissionLeaderboardContent; from: string | null }) {
  const { t } = useTranslation("member");
  return (
    <div className="centre-stack">
      <TabBar
        label={t("missions.tabsLabel")}
        tabs={[
          {
            key: "missions",
            to: centreHref("missionLeaderboard", from),
            label: t("missions.tab.missions"),
            current: content.tab === "missions",
          },
          {
            key: "leaderboard",
            to: centreHref("missionLeaderboard", from, { tab: "leaderboard" }),
            label: t("missions.tab.leaderboard"),
            current: content.tab === "leaderboard",
          },
        ]}
      />
      {content.missions ? <Missions missions={content.missions} /> : null}
      {content.leaderboards ? <Leaderboards boards={content.leaderboards} /> : null}
    </div>
  );
}

function Missions({ missions }: { missions: MemberMission[] }) {
  const { t } = useTranslation("member");
  const result = useCentreResult("claimMission");
  if (missions.length === 0)
    return <EmptyState icon={<IconSpark />} title={t("missions.none")} text={t("missions.noneText")} />;
  return (
    <>
      <CentreErrors
        errors={result?.status === "error" ? (result.error?.[""] ?? undefined) : undefined}
        id="mission-claim-errors"
      />
      <ul className="mission-list">
        {missions.map((mission) => (
          <MissionCard key={mission.id} mission={mission} />
        ))}
      </ul>
    </>
  );
}

function MissionCard({ mission }: { mission: MemberMission }) {
  const { t, i18n } = useTranslation("member");
  const title = i18n.language === "EN" ? mission.title.EN : mission.title.TY;
  const figures = progressFigures(mission.goal, mission.progress, mission.target);
  const percent = wageringPercent(mission.progress, mission.target);
  const titleId = `mission-${mission.id}-title`;
  return (
    <li className="mission-card" aria-labelledby={titleId} data-mission={mission.id}>
      <h4 id={titleId}>{title}</h4>
      <p>{renderMessage(t, goalMessage(mission.goal))}</p>
      <p className="field__hint">
        {t(`missions.period.${mission.period}`)}
        {mission.periodEndsAt
          ? ` · ${t(mission.period === "once" ? "missions.endsAt" : "missions.resetsAt", { time: formatDateTime(mission.periodEndsAt) })}`
          : ""}
      </p>
      <div className="wagering">
        {/* No fallback text inside: a text browser printed it before the same percent in words ("0%0% — 0 of 20"). */}
        <progress
          className="wagering__bar"
          max={100}
          value={percent}
          aria-label={t("missions.progressLabel", { title })}
        />
        <span className="wagering__text">{t("missions.progress", { percent, ...figures })}</span>
      </div>
      <p className="mission-card__reward">
        {t("missions.rewardLine", { reward: renderMessage(t, rewardMessage(mission.reward)) })}
      </p>
      {mission.reason === "ALREADY_CLAIMED" ? (
        <p className="status-tag status-tag--approved">{t("missions.claimedTag")}</p>
      ) : mission.reason === "TIMED_OUT" || mission.reason === "SELF_EXCLUDED" ? (
        <p className="status-tag">{t(`missions.reason.${mission.reason}`)}</p>
      ) : mission.action === "claim" ? (
        <Form method="post" preventScrollReset>
          <AuthenticityTokenInput />
          <input type="hidden" name="missionId" value={mission.id} />
          <CentreSubmit intent="claimMission">{t("missions.claim", { title })}</CentreSubmit>
        </Form>
      ) : null}
    </li>
  );
}

function Leaderboards({ boards }: { boards: LeaderboardView[] }) {
  const { t } = useTranslation("member");
  if (boards.length === 0)
    return <EmptyState icon={<IconSpark />} title={t("leaderboard.none")} text={t("leaderboard.noneText")} />;
  return (
    <>
      {boards.map((board) => (
        <Board key={board.id} board={board} />
      ))}
    </>
  );
}

function Board({ board }: { board: LeaderboardView }) {
  const { t, i18n } = useTranslation("member");
  const title = i18n.language === "EN" ? board.title.EN : board.title.TY;
  const category = board.category === "ANY" ? t("missions.anyGame") : categoryName(t, board.category);
  const titleId = `board-${board.id}-title`;
  return (
    <section className="leaderboard" aria-labelledby={titleId} data-board={board.id}>
      <h4 id={titleId}>{title}</h4>
      <p className="field__hint">
        {t(`leaderboard.metric.${board.metric}`, { category })} ·{" "}
        {t("leaderboard.endsAt", { time: formatDateTime(board.periodEndsAt) })}
      </p>
      {board.prizes.length > 0 ? (
        <p>
          {t("leaderboard.prizes")}{" "}
          {board.prizes
            .map((prize) =>
              t(prize.from === prize.to ? "leaderboard.prizeOne" : "leaderboard.prizeRange", {
                from: prize.from,
                to: prize.to,
                amount: formatMinor(prize.amount),
              }),
            )
            .join(" · ")}
        </p>
      ) : null}
      <p data-testid="leaderboard-mine">
        {board.mine
          ? t("leaderboard.mine", { rank: board.mine.rank, figure: formatMinor(board.mine.figure) })
          : t("leaderboard.notRanked", { amount: formatMinor(board.minValidBet) })}
      </p>
      <Standings caption={t("leaderboard.caption", { title })} entries={board.entries} empty={t("leaderboard.empty")} />
      {board.lastPeriod ? (
        <Standings
          caption={t("leaderboard.lastCaption", { title })}
          entries={board.lastPeriod.winners}
          empty={t("leaderboard.noWinners")}
          visibleCaption
        />
      ) : null}
    </section>
  );
}

function Standings({
  caption,
  entries,
  empty,
  visibleCaption = false,
}: {
  caption: string;
  entries: LeaderboardView["entries"];
  empty: string;
  visibleCaption?: boolean;
}) {
  const { t } = useTranslation("member");
  return (
    <div className="table-scroll">
      <table className="data-table data-table--stack">
        <caption className={visibleCaption ? undefined : "visually-hidden"}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="num">
              {t("leaderboard.rank")}
            </th>
            <th scope="col">{t("leaderboard.member")}</th>
            <th scope="col" className="num">
              {t("leaderboard.figure")}
            </th>
            <th scope="col" className="num">
              {t("leaderboard.prize")}
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.length === 0 ? (
            <EmptyRow columns={4}>{empty}</EmptyRow>
          ) : (
            entries.map((entry) => (
              <tr key={entry.rank}>
                <td className="num" data-label={t("leaderboard.rank")}>
                  {entry.rank}
                </td>
                <td data-label={t("leaderboard.member")}>{entry.username}</td>
                <td className="num" data-label={t("leaderboard.figure")}>
                  {formatMinor(entry.figure)}
                </td>
                <td className="num" data-label={t("leaderboard.prize")}>
                  {entry.prize ? formatMinor(entry.prize) : "—"}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
