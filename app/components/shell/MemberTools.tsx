import { Link, useFetcher } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import type { MemberView } from "~/lib/auth/account.server";
import { memberHref } from "~/lib/member/links";
import { modalHref, type Place } from "~/lib/shell/urls";
import { useShell } from "~/lib/shell/useRoot";

/**
 * The member's header (SPEC §2.3): deposit, withdraw, balance, avatar and account menu. The balance
 * is the wallet's sum; while the wallet cannot answer it says it is updating, never a number.
 */
export function MemberTools({ member, place, points }: { member: MemberView; place: Place; points: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="site-header__auth member-tools">
      <Link to={memberHref(member, place, "depositv2")} className="btn btn--gold btn--small" preventScrollReset>
        {t("member.deposit")}
      </Link>{" "}
      <Link to={memberHref(member, place, "withdraw")} className="btn btn--outline btn--small" preventScrollReset>
        {t("member.withdraw")}
      </Link>{" "}
      <HeaderBalance member={member} place={place} />
      {points && member.balance?.points ? (
        <span className="member-tools__points">
          {t("member.points")}: {member.balance.points}
        </span>
      ) : null}
      <details className="member-menu">
        <summary className="member-menu__summary" title={member.account}>
          {member.icon ? <img src={member.icon} alt="" width={32} height={32} className="member-menu__avatar" /> : null}
          <span className="member-menu__name">{member.account}</span> <UnreadBadge count={member.unreadMessages} />
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
          {member.isTrial ? null : (
            <li>
              <Link to={memberHref(member, place, "messageV2")} data-testid="header-messages">
                {t("messages:header.messages")} <UnreadBadge count={member.unreadMessages} />
              </Link>
            </li>
          )}
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

/**
 * The balance, hidden as *** or shown (a small form that keeps the choice in a cookie; with JS it posts
 * in the background and the answer shows at once), and refreshed (loading the page again; with JS a
 * fetch of its data).
 */
function HeaderBalance({ member, place }: { member: MemberView; place: Place }) {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  const saved = useShell().balanceHidden;
  // Optimistic: the choice on its way counts as made.
  const pending = fetcher.formData?.get("hide");
  const hidden = pending === undefined || pending === null ? saved : pending === "1";
  const here = `${place.pathname}${place.search}`;
  return (
    <span className="member-tools__balance" aria-live="polite">
      {member.isTrial ? (
        <span className="member-tools__play-money">{t("member.playMoney")}: </span>
      ) : (
        <span className="visually-hidden">{t("member.balance")}: </span>
      )}
      <span data-testid="header-balance">
        {hidden ? "***" : (member.balance?.total ?? t("member.balanceUpdating"))}
      </span>
      <fetcher.Form method="post" action="/member/securityCenter" className="inline-form">
        <AuthenticityTokenInput />
        <input type="hidden" name="hide" value={hidden ? "0" : "1"} />
        <input type="hidden" name="returnTo" value={here} />
        <input type="hidden" name="intent" value="balanceVisibility" />
        {/* An input, not a button: a text browser reads a button's value ("(balanceVisibility) Hide"), an input's only its label. */}
        <input
          type="submit"
          value={hidden ? t("member.showBalance") : t("member.hideBalance")}
          className="btn btn--ghost btn--small"
          aria-pressed={hidden}
          disabled={fetcher.state !== "idle"}
          aria-busy={fetcher.state !== "idle"}
        />
      </fetcher.Form>
      {/* Every page asks the wallet afresh: refreshing is loading the page again (a fetch of its data with JS). */}
      <Link to={here} className="btn btn--ghost btn--small" preventScrollReset replace>
        {t("member.refreshBalance")}
      </Link>
    </span>
  );
}

/** Unread platform information (SPEC §7): a count when there is one, read out in words. */
export function UnreadBadge({ count }: { count: number | null }) {
  const { t } = useTranslation();
  return <CountBadge count={count} words={t("messages:header.unread", { count: count ?? 0 })} testId="unread-count" />;
}

/**
 * A count beside a menu entry (nothing at 0): the number once, then its words for screen readers only ("2 unread
 * messages"). Text browsers ignore CSS, so a number drawn once for the eye and once more inside the read-out words
 * came out as "22 unread"; the words carry no number of their own.
 */
export function CountBadge({ count, words, testId }: { count: number | null; words: string; testId: string }) {
  if (!count) return null;
  return (
    <span className="unread-badge" data-testid={testId}>
      <span className="unread-badge__count">{count > 99 ? "99+" : count}</span>
      <span className="visually-hidden"> {words}</span>
    </span>
  );
}
