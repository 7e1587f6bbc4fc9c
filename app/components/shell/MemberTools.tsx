import { Link } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import type { MemberView } from "~/lib/account.server";
import { memberHref } from "~/lib/memberLinks";
import { modalHref, type Place } from "~/lib/urls";

/**
 * The member's header (SPEC §2.3): deposit, withdraw, balance, avatar and account menu. The balance
 * comes with the wallet: until then it says it is updating, never a number.
 */
export function MemberTools({ member, place, points }: { member: MemberView; place: Place; points: boolean }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [hidden, setHidden] = useState(false);
  return (
    <div className="site-header__auth member-tools">
      <Link to={memberHref(member, place, "depositv2")} className="btn btn--gold btn--small" preventScrollReset>
        {t("member.deposit")}
      </Link>
      <Link to={memberHref(member, place, "withdraw")} className="btn btn--outline btn--small" preventScrollReset>
        {t("member.withdraw")}
      </Link>
      <span className="member-tools__balance" aria-live="polite">
        <span className="visually-hidden">{t("member.balance")}: </span>
        <span data-testid="header-balance">{hidden ? "***" : (member.balance?.total ?? t("member.balanceUpdating"))}</span>
        {hydrated ? (
          <button type="button" className="btn btn--ghost btn--small" aria-pressed={hidden} onClick={() => setHidden((on) => !on)}>
            {hidden ? t("member.showBalance") : t("member.hideBalance")}
          </button>
        ) : null}
        {/* Every page asks the wallet afresh: refreshing is loading the page again (a fetch of its data with JS). */}
        <Link to={`${place.pathname}${place.search}`} className="btn btn--ghost btn--small" preventScrollReset replace>
          {t("member.refreshBalance")}
        </Link>
      </span>
      {points && member.balance?.points ? (
        <span className="member-tools__points">
          {t("member.points")}: {member.balance.points}
        </span>
      ) : null}
      <details className="member-menu">
        <summary className="member-menu__summary" title={member.account}>
          {member.icon ? <img src={member.icon} alt="" width={32} height={32} className="member-menu__avatar" /> : null}
          <span className="member-menu__name">{member.account}</span>
        </summary>
        <ul className="member-menu__list">
          <li>
            <Link to={memberHref(member, place, "securityCenter")}>{t("member.myAccount")}</Link>
          </li>
          <li>
            <Link to={memberHref(member, place, "personalHistoryCopy")}>{t("member.bettingRecord")}</Link>
          </li>
          <li>
            <Link to={memberHref(member, place, "transactionHistory")}>{t("member.accountRecord")}</Link>
          </li>
          {member.isAgent ? (
            <li>
              <Link to="/agent/agentTeamOverview">{t("member.agent")}</Link>
            </li>
          ) : null}
          {member.isTrial ? null : (
            <li>
              <Link to={modalHref(place, "changePassword")} preventScrollReset>
                {t("member.changePassword")}
              </Link>
            </li>
          )}
          <li>
            <Link to={modalHref(place, "logout")} preventScrollReset>
              {t("member.signOut")}
            </Link>
          </li>
        </ul>
      </details>
    </div>
  );
}
