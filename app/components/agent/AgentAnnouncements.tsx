import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "~/components/ui/EmptyState";
import { IconMegaphone } from "~/components/ui/Icons";
import { PageLinks } from "~/components/ui/Pager";
import { RichText } from "~/components/ui/RichText";
import { formatDateTime } from "~/lib/member/wallet";
import { hrefWith } from "~/lib/shell/urls";
import type { AgentAnnouncementContent } from "~/routes/agent.agentAnnouncement";

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
