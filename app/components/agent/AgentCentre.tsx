import { Link, useLocation } from "@remix-run/react";
import { Fragment, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Modal } from "~/components/modals/Modal";
import { EmptyState } from "~/components/ui/EmptyState";
import { IconUsers, IconWifiOff } from "~/components/ui/Icons";
import { AGENT_CONTRACT_SECTIONS, AGENT_SECTIONS, agentHref } from "~/lib/member/centres";
import { renderMessage } from "~/lib/forms/messages";
import type { AgentContracts, AgentSection, Notice, SectionFailed as Failed } from "~/lib/member/centre.server";

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

/** What a section's component gets besides its content. */
export type AgentSectionProps = { requestKey: string; from: string | null };

/**
 * The agent centre (SPEC §2.7): a modal over the page, addressed by /agent/<section>, with the left menu
 * in SPEC's order — its four contract entries only while the consolidated flags switch them on — and the
 * open section on the right. The close link goes back to the page it was opened from.
 */
export function AgentCentre<T>({ frame, children }: { frame: AgentFrame<T>; children: (content: T, props: AgentSectionProps) => ReactNode }) {
  const { t } = useTranslation("agent");
  const menu: string[] = [...AGENT_SECTIONS, ...AGENT_CONTRACT_SECTIONS.filter((entry) => frame.contracts[entry.flag]).map((entry) => entry.section)];
  const { content } = frame;
  return (
    <Modal id="agent-centre" title={t("centreTitle")} closeHref={frame.closeHref} size="wide">
      <div className="member-centre">
        <nav className="member-centre__menu" aria-label={t("menuLabel")}>
          <ul>
            {menu.map((section) => (
              <li key={section}>
                <Link to={agentHref(section, frame.from)} aria-current={section === frame.section ? "page" : undefined} preventScrollReset>
                  {t(`section.${section}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className="member-centre__content" aria-labelledby="agent-section-title">
          <h3 id="agent-section-title" className="member-centre__title">
            {t(`section.${frame.section}`)}
          </h3>
          <div role="status" aria-live="polite" className="member-centre__notice">
            {frame.notice ? <p className="form-notice">{renderMessage(t, frame.notice.text)}</p> : null}
          </div>
          {/* Keyed by the render's requestKey: a form that did its work comes back empty. */}
          <Fragment key={frame.requestKey}>
            {content === null ? null : isFailed(content) ? (
              <SectionFailed failure={content} from={frame.from} section={frame.section} />
            ) : (
              children(content, { requestKey: frame.requestKey, from: frame.from })
            )}
          </Fragment>
        </section>
      </div>
    </Modal>
  );
}

function isFailed(content: unknown): content is Failed {
  return typeof content === "object" && content !== null && "failed" in content;
}

/** The platform could not answer (with a retry), or refused in words the agent understands. */
function SectionFailed({ failure, from, section }: { failure: Failed; from: string | null; section: AgentSection }) {
  const { t } = useTranslation();
  const location = useLocation();
  if (failure.code) {
    return (
      <EmptyState icon={<IconUsers />} title={t(`agent:error.${failure.code}`)}>
        <Link to={agentHref(section, from)} className="btn btn--outline">
          {t("agent:backToTeam")}
        </Link>
      </EmptyState>
    );
  }
  return (
    <EmptyState icon={<IconWifiOff />} title={t("agent:sectionFailed")} text={t("errors.tryAgain")}>
      <Link to={`${location.pathname}${location.search}`} className="btn btn--gold" reloadDocument>
        {t("errors.retry")}
      </Link>
    </EmptyState>
  );
}
