// SPEC §2.6 missionLeaderboard, "mission activity" (ADR 0052): the member's missions with their progress
// in real figures and the claim of a done one, and the leaderboards ranked from real rounds with the member's rank.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { MemberCentre, centreShouldRevalidate } from "~/components/member/MemberCentre";
import { MissionLeaderboard } from "~/components/member/MissionLeaderboard";
import {
  memberSectionAction,
  memberSectionLoader,
  sectionDone,
  type ActionCtx,
  type CentreActionData,
  type SectionContext,
  type SectionForm,
} from "~/lib/member/centre.server";
import { claimedMessage } from "~/lib/member/missions";
import { moneyFailure } from "~/lib/member/money.server";
import { pageMeta } from "~/lib/i18n/meta";
import { PlatformError } from "~/lib/platform/client.server";

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
