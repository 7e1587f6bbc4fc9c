import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Logo } from "~/components/ui/Logo";
import { IconMegaphone, IconMenu } from "~/components/ui/Icons";
import type { ShellData } from "~/lib/shell/root.server";
import type { Theme } from "~/lib/shell/theme";
import { hrefWith, modalHref, type Place } from "~/lib/shell/urls";
import { MemberTools } from "./MemberTools";
import { SIDE_MENU_TOGGLE_ID } from "./SideMenu";
import { ThemeToggle } from "./ThemeToggle";

/** The header (SPEC §2.3): a visitor gets login, register (DIRECTREG3) and free demo (FREEPLAY3); a member the member tools. */
export function Header({
  shell,
  place,
  theme,
  hasSideMenu,
}: {
  shell: ShellData;
  place: Place;
  theme: Theme;
  hasSideMenu: boolean;
}) {
  const { t } = useTranslation();
  return (
    <header id="site-header" className={shell.member ? "site-header site-header--member" : "site-header"}>
      <div className="site-header__start">
        {hasSideMenu ? (
          <>
            {/* The side menu's open state: a <details>, so it opens and closes without JavaScript, and a text browser
                reads the word "Menu" (a checkbox hack read "[ ] Menu"). Its summary's ::after is the scrim beside the
                open drawer: a tap there is a tap on the summary, which closes it. */}
            <details id={SIDE_MENU_TOGGLE_ID} className="side-menu-toggle">
              <summary className="icon-button menu-button" title={t("header.menu")} aria-controls="side-menu">
                <IconMenu />
                <span className="visually-hidden">{t("header.menu")}</span>
              </summary>
            </details>{" "}
          </>
        ) : null}
        <Link to="/" className="site-header__logo" aria-label={t("header.homeLink", { name: shell.merchantName })}>
          <Logo name={shell.merchantName} />
        </Link>
      </div>
      <div className="site-header__tools">
        <Link
          to={modalHref(place, "announcement")}
          className="icon-button"
          preventScrollReset
          title={t("header.announcements")}
        >
          <IconMegaphone />
          <span className="visually-hidden">{t("header.announcements")}</span>
        </Link>
        <ThemeToggle theme={theme} returnTo={hrefWith(place, {})} />
      </div>
      {shell.member ? (
        <MemberTools member={shell.member} place={place} points={shell.accountToggles.points} />
      ) : (
        <div className="site-header__auth">
          {shell.toggles.freePlay ? (
            <Link
              to={modalHref(place, "login", { freePlay: 1 })}
              className="btn btn--ghost btn--demo"
              preventScrollReset
            >
              {t("header.freeDemo")}
            </Link>
          ) : null}{" "}
          <Link to={modalHref(place, "login")} className="btn btn--outline" preventScrollReset>
            {t("header.login")}
          </Link>{" "}
          {shell.toggles.directRegister ? (
            <Link to={modalHref(place, "register")} className="btn btn--gold" preventScrollReset>
              {t("header.register")}
            </Link>
          ) : null}
        </div>
      )}
    </header>
  );
}
