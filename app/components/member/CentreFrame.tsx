import { Link, useLocation } from "@remix-run/react";
import { Fragment, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Modal } from "~/components/modals/Modal";
import { EmptyState } from "~/components/ui/EmptyState";
import { IconWifiOff } from "~/components/ui/Icons";
import { renderMessage } from "~/lib/forms/messages";
import type { Notice } from "~/lib/forms/notice.server";
import type { SectionFailed } from "~/lib/member/centre.server";

/** One entry of a centre's side menu: its section, its address and anything drawn after its label. */
export type CentreMenuItem = { section: string; href: string; badge?: ReactNode };

/**
 * The frame the member centre (SPEC §2.6) and the agent centre (§2.7) share: a modal over the page with
 * the side menu on the left and, on the right, the open section's title, the notice and the section's
 * content (`children`), keyed by the render's requestKey. Labels and titles come from the centre's namespace.
 */
export function CentreModal({
  centre,
  menu,
  section,
  closeHref,
  notice,
  requestKey,
  children,
}: {
  centre: "member" | "agent";
  menu: readonly CentreMenuItem[];
  section: string;
  closeHref: string;
  notice: Notice | null;
  requestKey: string;
  children: ReactNode;
}) {
  const { t } = useTranslation(centre);
  const titleId = `${centre}-section-title`;
  return (
    <Modal id={`${centre}-centre`} title={t("centreTitle")} closeHref={closeHref} size="wide">
      <div className="member-centre">
        <section className="member-centre__content" aria-labelledby={titleId}>
          <h3 id={titleId} className="member-centre__title">
            {t(`section.${section}`)}
          </h3>
          <div role="status" aria-live="polite" className="member-centre__notice">
            {notice ? <p className="form-notice">{renderMessage(t, notice.text)}</p> : null}
          </div>
          {/* Keyed by the render's requestKey: a form that did its work comes back empty. */}
          <Fragment key={requestKey}>{children}</Fragment>
        </section>
        {/* After the section in the page (ADR 0069): on a phone the open section — the header's Deposit opens
            the deposit form — comes first, the menu under it; wider screens place the menu on the left. */}
        <nav className="member-centre__menu" aria-label={t("menuLabel")}>
          <ul>
            {menu.map((item) => (
              <li key={item.section}>
                <Link to={item.href} aria-current={item.section === section ? "page" : undefined} preventScrollReset>
                  {t(`section.${item.section}`)}
                  {/* A space in the text itself: without CSS (a text browser) "Reward centre4" ran together. */}
                  {item.badge ? <> {item.badge}</> : null}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </Modal>
  );
}

/** A section's content the platform could not give (the loaders' SectionFailed). */
export function isFailed(content: unknown): content is SectionFailed {
  return typeof content === "object" && content !== null && "failed" in content;
}

/** The platform could not answer: the centre's words for it and a retry of the same address. */
export function SectionRetry({ title }: { title: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <EmptyState icon={<IconWifiOff />} title={title} text={t("errors.tryAgain")}>
      <Link to={`${location.pathname}${location.search}`} className="btn btn--gold" reloadDocument>
        {t("errors.retry")}
      </Link>
    </EmptyState>
  );
}
