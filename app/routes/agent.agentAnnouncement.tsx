// SPEC §2.7 agentAnnouncement: the announcements addressed to agents, newest first, 9 a page (SPEC §9).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, Link, useLocation } from "@remix-run/react";
import { AgentCentre } from "~/components/agent/AgentCentre";
import { centreShouldRevalidate } from "~/components/member/MemberCentre";
import { agentSectionAction, agentSectionLoader } from "~/lib/agent/centre.server";
import type { SectionContext } from "~/lib/member/centre.server";
import { sanitizeContent } from "~/lib/security/sanitize.server";
import { ANNOUNCEMENT_PAGE_SIZE, pageParam } from "~/lib/shell/paging";
import { pageMeta } from "~/lib/i18n/meta";
import { useTranslation } from "react-i18next";
import { EmptyState } from "~/components/ui/EmptyState";
import { IconMegaphone } from "~/components/ui/Icons";
import { PageLinks } from "~/components/ui/Pager";
import { RichText } from "~/components/ui/RichText";
import { formatDateTime } from "~/lib/member/wallet";
import { hrefWith } from "~/lib/shell/urls";

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

/** The announcements addressed to agents, newest first, each with its title, date (site time) and text. */
export function AgentAnnouncements({ content }: { content: AgentAnnouncementContent }) {
  const { t } = useTranslation("agent");
  const location = useLocation();
  const { announcements } = content;
  if (announcements.total === 0)
    return <EmptyState icon={<IconMegaphone />} title={t("announcement.none")} text={t("announcement.noneText")} />;
  return (
    <div className="centre-stack">
      {announcements.list.length === 0 ? (
        // A page past the last one (an old link after a withdrawal): say so and lead back.
        <p className="field__hint">
          {t("announcement.pageEmpty")}{" "}
          <Link to={hrefWith(location, { page: null })} preventScrollReset>
            {t("announcement.firstPage")}
          </Link>
        </p>
      ) : (
        <ul className="agent-announcements" data-testid="agent-announcements">
          {announcements.list.map((announcement) => (
            <li key={announcement.id} className="agent-announcement" data-announcement={announcement.id}>
              <h4>{announcement.title}</h4>
              <p className="field__hint">
                <time dateTime={announcement.createdAt}>{formatDateTime(announcement.createdAt)}</time>
              </p>
              <RichText html={announcement.html} />
            </li>
          ))}
        </ul>
      )}
      <PageLinks list={announcements} label={t("announcement.pages")} />
    </div>
  );
}
