import { Link, useLocation, type ShouldRevalidateFunction } from "@remix-run/react";
import { Fragment, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Modal } from "~/components/modals/Modal";
import { EmptyState } from "~/components/ui/EmptyState";
import { UnreadBadge } from "~/components/shell/MemberTools";
import { useShell } from "~/lib/shell/useRoot";
import { IconTools, IconWifiOff } from "~/components/ui/Icons";
import { MEMBER_SECTIONS, centreHref } from "~/lib/member/centres";
import { renderMessage } from "~/lib/forms/messages";
import type { MemberSection, SectionFailed as Failed } from "~/lib/member/centre.server";
import type { Notice } from "~/lib/member/centre.server";

/** What every section's page carries besides its own content (memberSectionLoader). */
export type CentreFrame<T> = {
  section: MemberSection;
  from: string | null;
  closeHref: string;
  referral: boolean;
  notice: Notice | null;
  requestKey: string;
  content: T | Failed | null;
};

/** What a section's component gets besides its content. */
export type SectionProps = { requestKey: string; from: string | null };

/** SPEC §2.6: the side menu, in its order; "invite friends" only while the REFERRAL promotion is on. */
const MENU = MEMBER_SECTIONS.filter((section) => section !== "playerRank");

/**
 * The member centre (SPEC §2.6): a modal over the page, addressed by /member/<section>. The server
 * renders it open; the close link goes back to the page it was opened from. The open section's
 * content is drawn by `children`; a section the platform could not answer for says so, with a retry,
 * and one whose content arrives with a later release shows its frame and no invented numbers.
 */
export function MemberCentre<T>({ frame, children }: { frame: CentreFrame<T>; children?: (content: T, props: SectionProps) => ReactNode }) {
  const { t } = useTranslation("member");
  const menu = MENU.filter((section) => section !== "referral" || frame.referral);
  const { content } = frame;
  const unread = useShell().member?.unreadMessages ?? null;
  return (
    <Modal id="member-centre" title={t("centreTitle")} closeHref={frame.closeHref} size="wide">
      <div className="member-centre">
        <nav className="member-centre__menu" aria-label={t("menuLabel")}>
          <ul>
            {menu.map((section) => (
              <li key={section}>
                <Link to={centreHref(section, frame.from)} aria-current={section === frame.section ? "page" : undefined} preventScrollReset>
                  {t(`section.${section}`)}
                  {section === "messageV2" ? <UnreadBadge count={unread} /> : null}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className="member-centre__content" aria-labelledby="member-section-title">
          <h3 id="member-section-title" className="member-centre__title">
            {t(`section.${frame.section}`)}
          </h3>
          <div role="status" aria-live="polite" className="member-centre__notice">
            {frame.notice ? <p className="form-notice">{renderMessage(t, frame.notice.text)}</p> : null}
          </div>
          {/* Keyed by the render's requestKey: a form that did its work comes back empty. */}
          <Fragment key={frame.requestKey}>
            {content === null || !children ? <LaterSection /> : isFailed(content) ? <SectionFailed /> : children(content, { requestKey: frame.requestKey, from: frame.from })}
          </Fragment>
        </section>
      </div>
    </Modal>
  );
}

function isFailed(content: unknown): content is Failed {
  return typeof content === "object" && content !== null && "failed" in content;
}

/**
 * A form answered in place (an error, or "please confirm") changed nothing: loading the section again
 * would remount its forms (they are keyed by the form render's requestKey) under the member's fingers.
 * A form that did its work redirects, and the page loads afresh with a new key.
 */
export const centreShouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  actionResult && typeof actionResult === "object" && "intent" in actionResult ? false : defaultShouldRevalidate;

function LaterSection() {
  const { t } = useTranslation("member");
  return <EmptyState icon={<IconTools />} title={t("sectionEmpty")} text={t("sectionEmptyText")} />;
}

function SectionFailed() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <EmptyState icon={<IconWifiOff />} title={t("member:sectionFailed")} text={t("errors.tryAgain")}>
      <Link to={`${location.pathname}${location.search}`} className="btn btn--gold" reloadDocument>
        {t("errors.retry")}
      </Link>
    </EmptyState>
  );
}
