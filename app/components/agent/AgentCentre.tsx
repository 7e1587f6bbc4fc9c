import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CentreModal, SectionRetry, isFailed, type CentreMenuItem } from "~/components/member/CentreFrame";
import { EmptyState } from "~/components/ui/EmptyState";
import { IconUsers } from "~/components/ui/Icons";
import { AGENT_CONTRACT_SECTIONS, AGENT_SECTIONS, agentHref } from "~/lib/member/centres";
import type { AgentContracts } from "~/lib/agent/centre.server";
import type { AgentSection, SectionFailed as Failed } from "~/lib/member/centre.server";
import type { Notice } from "~/lib/forms/notice.server";

/** What every agent section's page carries besides its own content (agentSectionLoader). */
export type AgentFrame<T> = {
  section: AgentSection;
  from: string | null;
  closeHref: string;
  contracts: AgentContracts;
  notice: Notice | null;
  requestKey: string;
  content: T | Failed | null;
};

/** What a section's component gets besides its content: the contract kinds enabled (team management's offer link). */
export type AgentSectionProps = { requestKey: string; from: string | null; contracts: AgentContracts };

/**
 * The agent centre (SPEC §2.7): a modal over the page, addressed by /agent/<section>, with the left menu
 * in SPEC's order — its four contract entries only while the consolidated flags switch them on — and the
 * open section on the right. The close link goes back to the page it was opened from.
 */
export function AgentCentre<T>({
  frame,
  children,
}: {
  frame: AgentFrame<T>;
  children: (content: T, props: AgentSectionProps) => ReactNode;
}) {
  const { content, contracts } = frame;
  const menu: CentreMenuItem[] = [
    ...AGENT_SECTIONS.map((section) => ({ section, href: agentHref(section, frame.from) })),
    ...AGENT_CONTRACT_SECTIONS.filter((entry) => contracts.enabled[entry.kind]).map((entry) => ({
      section: entry.section,
      href: agentHref(entry.section, frame.from),
      badge: contracts.waiting[entry.kind] ? <WaitingBadge /> : undefined,
    })),
  ];
  const props: AgentSectionProps = { requestKey: frame.requestKey, from: frame.from, contracts };
  return (
    <CentreModal
      centre="agent"
      menu={menu}
      section={frame.section}
      closeHref={frame.closeHref}
      notice={frame.notice}
      requestKey={frame.requestKey}
    >
      {content === null ? null : isFailed(content) ? (
        <SectionFailed failure={content} from={frame.from} section={frame.section} />
      ) : (
        children(content, props)
      )}
    </CentreModal>
  );
}

/** SPEC §3 divtypereq …: an offer or a termination of this kind waits for the agent's answer. */
function WaitingBadge() {
  const { t } = useTranslation("agent");
  return (
    <span className="unread-badge" title={t("contract.waitingBadge")}>
      <span aria-hidden="true">!</span>
      <span className="visually-hidden">{t("contract.waitingBadge")}</span>
    </span>
  );
}

/** The platform could not answer (with a retry), or refused in words the agent understands. */
function SectionFailed({ failure, from, section }: { failure: Failed; from: string | null; section: AgentSection }) {
  const { t } = useTranslation();
  if (failure.code) {
    return (
      <EmptyState icon={<IconUsers />} title={t(`agent:error.${failure.code}`)}>
        <Link to={agentHref(section, from)} className="btn btn--outline">
          {t("agent:backToTeam")}
        </Link>
      </EmptyState>
    );
  }
  return <SectionRetry title={t("agent:sectionFailed")} />;
}
