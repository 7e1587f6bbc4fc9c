import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Modal } from "~/components/modals/Modal";
import { MEMBER_SECTIONS, centreHref } from "~/lib/centres";
import { renderMessage } from "~/lib/formMessages";
import type { memberCentreLoader } from "~/lib/centres.server";
import { CentreSection } from "./CentreSection";

export type CentreData = Awaited<ReturnType<typeof memberCentreLoader>>["data"];

/** SPEC §2.6: the side menu, in its order; "invite friends" only while the REFERRAL promotion is on. */
const MENU = MEMBER_SECTIONS.filter((section) => section !== "playerRank");

/**
 * The member centre (SPEC §2.6): a modal over the page, addressed by /member/<section>. The server
 * renders it open; the close link goes back to the page it was opened from.
 */
export function MemberCentre() {
  const loaded = useLoaderData<typeof memberCentreLoader>();
  const { t } = useTranslation("member");
  const menu = MENU.filter((section) => section !== "referral" || loaded.referral);
  return (
    <Modal id="member-centre" title={t("centreTitle")} closeHref={loaded.closeHref} size="wide">
      <div className="member-centre">
        <nav className="member-centre__menu" aria-label={t("menuLabel")}>
          <ul>
            {menu.map((section) => (
              <li key={section}>
                <Link to={centreHref(section, loaded.from)} aria-current={section === loaded.section ? "page" : undefined} preventScrollReset>
                  {t(`section.${section}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className="member-centre__content" aria-labelledby="member-section-title">
          <h3 id="member-section-title" className="member-centre__title">
            {t(`section.${loaded.section}`)}
          </h3>
          <div role="status" aria-live="polite" className="member-centre__notice">
            {loaded.notice ? <p className="form-notice">{renderMessage(t, loaded.notice.text)}</p> : null}
          </div>
          <CentreSection key={loaded.requestKey} data={loaded.data} requestKey={loaded.requestKey} from={loaded.from} />
        </section>
      </div>
    </Modal>
  );
}
