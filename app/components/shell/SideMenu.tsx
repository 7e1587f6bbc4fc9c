import { Link, NavLink, useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import {
  IconCoins,
  IconCrown,
  IconDownload,
  IconGift,
  IconGlobe,
  IconHeadset,
  IconHome,
  IconUsers,
} from "~/components/ui/Icons";
import type { Language } from "~/lib/i18n/i18n";
import type { ShellData } from "~/lib/shell/root.server";
import { memberHref } from "~/lib/member/links";
import { modalHref, type Place } from "~/lib/shell/urls";
import { CustomerServiceLink } from "./CustomerServiceLink";
import { LanguageSelector } from "./LanguageSelector";

export const SIDE_MENU_TOGGLE_ID = "side-menu-toggle";
const DRAWER_QUERY = "(max-width: 63.99rem)";

/**
 * SPEC §2.3 side menu, in order. Open/close is the header's <details> (works without JavaScript);
 * with JavaScript the drawer also closes on Escape and after a navigation on small screens.
 */
export function SideMenu({ shell, place, language }: { shell: ShellData; place: Place; language: Language }) {
  const { t } = useTranslation();
  const location = useLocation();

  useEffect(() => {
    const toggle = document.getElementById(SIDE_MENU_TOGGLE_ID) as HTMLDetailsElement | null;
    if (toggle && window.matchMedia(DRAWER_QUERY).matches) toggle.open = false;
  }, [location.pathname, location.search]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const toggle = document.getElementById(SIDE_MENU_TOGGLE_ID) as HTMLDetailsElement | null;
      if (
        event.key === "Escape" &&
        toggle?.open &&
        window.matchMedia(DRAWER_QUERY).matches &&
        !document.querySelector("dialog[open]")
      ) {
        toggle.open = false;
        toggle.querySelector("summary")?.focus();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  // Member-centre sections open the login pop-up for a visitor (SPEC §4 "Protected actions"); the
  // referral entry leads agents to their account registration (SPEC §2.3).
  const member = shell.member;
  const loginHref = modalHref(place, "login");
  const referralHref = member?.isAgent ? "/agent/registerCenter" : memberHref(member, place, "referral");
  return (
    <nav id="side-menu" className="side-menu" aria-label={t("sideMenu.label")}>
      <ul className="side-menu__list">
        <li>
          <NavLink to="/" end className="side-menu__item" title={t("sideMenu.home")}>
            <IconHome />
            <span>{t("sideMenu.home")}</span>
          </NavLink>
        </li>
        <li>
          <Link
            to={member ? memberHref(member, place, "playerRank") : loginHref}
            className="side-menu__item"
            preventScrollReset
            title={t("sideMenu.playerRank")}
          >
            <IconCrown />
            <span>{t("sideMenu.playerRank")}</span>
          </Link>
        </li>
        <li>
          <Link to={referralHref} className="side-menu__item" preventScrollReset title={t("sideMenu.referral")}>
            <IconUsers />
            <span>{t("sideMenu.referral")}</span>
          </Link>
        </li>
        <li>
          <Link
            to={member ? memberHref(member, place, "manualRebate") : loginHref}
            className="side-menu__item"
            preventScrollReset
            title={t("sideMenu.manualRebate")}
          >
            <IconCoins />
            <span>{t("sideMenu.manualRebate")}</span>
          </Link>
        </li>
        <li>
          <details className="side-menu__group" open>
            <summary className="side-menu__item" title={t("sideMenu.promotions")}>
              <IconGift />
              <span>{t("sideMenu.promotions")}</span>
            </summary>
            <ul className="side-menu__sublist">
              {shell.sidePromotions.map((promotion) => (
                <li key={promotion.id}>
                  <Link to={`/promotions#${encodeURIComponent(promotion.id)}`} className="side-menu__subitem">
                    {promotion.title}
                  </Link>
                </li>
              ))}
              <li>
                <Link to="/promotions" className="side-menu__subitem side-menu__subitem--all">
                  {t("sideMenu.allPromotions")}
                </Link>
              </li>
            </ul>
          </details>
        </li>
        {shell.chatUrl ? (
          <li>
            <CustomerServiceLink url={shell.chatUrl} className="side-menu__item">
              <IconHeadset />
              <span>{t("customerService.label")}</span>
            </CustomerServiceLink>
          </li>
        ) : null}
        <li>
          <NavLink to="/down" className="side-menu__item" title={t("sideMenu.download")}>
            <IconDownload />
            <span>{t("sideMenu.download")}</span>
          </NavLink>
        </li>
        <li className="side-menu__language">
          <div className="side-menu__item side-menu__item--static" aria-hidden="true">
            <IconGlobe />
            <span>{t("language.title")}</span>
          </div>
          <LanguageSelector language={language} place={place} />
        </li>
      </ul>
    </nav>
  );
}
