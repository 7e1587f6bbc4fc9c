// SPEC §2.7 agentAnnouncement: the announcements addressed to agents, newest first, 9 a page (SPEC §9).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AgentCentre } from "~/components/agent/AgentCentre";
import { AgentAnnouncements } from "~/components/agent/AgentAnnouncements";
import { centreShouldRevalidate } from "~/components/member/MemberCentre";
import { agentSectionAction, agentSectionLoader, type SectionContext } from "~/lib/member/centre.server";
import { sanitizeContent } from "~/lib/security/sanitize.server";
import { ANNOUNCEMENT_PAGE_SIZE, pageParam } from "~/lib/shell/paging";
import { pageMeta } from "~/lib/i18n/meta";

async function agentAnnouncement({ client, token, url }: SectionContext) {
  const found = await client.agentAnnouncements(token, {
    pageNo: pageParam(url.searchParams.get("page")),
    pageSize: ANNOUNCEMENT_PAGE_SIZE,
  });
  return {
    announcements: {
      ...found,
      list: found.list.map(({ content, ...announcement }) => ({ ...announcement, html: sanitizeContent(content) })),
    },
  };
}
export type AgentAnnouncementContent = Awaited<ReturnType<typeof agentAnnouncement>>;

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  agentSectionLoader(request, context, "agentAnnouncement", agentAnnouncement);
// The section has no form of its own; the header's "hide balance" form may still post here.
export const action = ({ request, context }: ActionFunctionArgs) =>
  agentSectionAction(request, context, "agentAnnouncement", []);
export const meta: MetaFunction = (args) => pageMeta(args, "agent:centreTitle");
export const shouldRevalidate = centreShouldRevalidate;

export default function AgentAnnouncementPage() {
  const frame = useLoaderData<typeof loader>();
  return <AgentCentre frame={frame}>{(content) => <AgentAnnouncements content={content} />}</AgentCentre>;
}
