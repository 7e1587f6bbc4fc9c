import type { ShouldRevalidateFunction } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CentreModal, SectionRetry, isFailed, type CentreMenuItem } from "./CentreFrame";
import { EmptyState } from "~/components/ui/EmptyState";
import { CountBadge, UnreadBadge } from "~/components/shell/MemberTools";
import { useShell } from "~/lib/shell/useRoot";
import { IconTools } from "~/components/ui/Icons";
import { MEMBER_SECTIONS, centreHref } from "~/lib/member/centres";
import type { MemberSection, SectionFailed as Failed } from "~/lib/member/centre.server";
import type { Notice } from "~/lib/forms/notice.server";

/** What every section's page carries besides its own content (memberSectionLoader). */
export type CentreFrame<T> = {
  section: MemberSection;
  from: string | null;
  closeHref: string;
  referral: boolean;
  /** SPEC §3: how many promotions offer the member a step now (null when the platform did not say). */
  available: number | null;
  /** SPEC §2.6: the missions not yet claimed this period (null when the platform did not say). */
  openMissions: number | null;
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
export function MemberCentre<T>({
  frame,
  children,
}: {
  frame: CentreFrame<T>;
  children?: (content: T, props: SectionProps) => ReactNode;
}) {
  const member = useShell().member;
  const unread = member?.unreadMessages ?? null;
  // SPEC §6: an agent's referral entry is always shown and leads to its register centre.
  const agent = member?.isAgent === true;
  const { t } = useTranslation("member");
  const menu: CentreMenuItem[] = MENU.filter((section) => section !== "referral" || frame.referral || agent).map(
    (section) => ({
      section,
      href: section === "referral" && agent ? "/agent/registerCenter" : centreHref(section, frame.from),
      badge:
        section === "messageV2" ? (
          <UnreadBadge count={unread} />
        ) : section === "rewardCenter" ? (
          <CountBadge
            count={frame.available}
            words={t("availablePromotions", { count: frame.available ?? 0 })}
            testId="available-count"
          />
        ) : section === "missionLeaderboard" ? (
          <CountBadge
            count={frame.openMissions}
            words={t("openMissions", { count: frame.openMissions ?? 0 })}
            testId="open-missions"
          />
        ) : null,
    }),
  );
  const { content } = frame;
  return (
    <CentreModal
      centre="member"
      menu={menu}
      section={frame.section}
      closeHref={frame.closeHref}
      notice={frame.notice}
      requestKey={frame.requestKey}
    >
      {content === null || !children ? (
        <LaterSection />
      ) : isFailed(content) ? (
        <SectionFailed />
      ) : (
        children(content, { requestKey: frame.requestKey, from: frame.from })
      )}
    </CentreModal>
  );
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
  return <SectionRetry title={t("member:sectionFailed")} />;
}
