import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { IconDownload, IconGauge, IconHeadset, SocialIcon } from "~/components/ui/Icons";
import type { ShellData } from "~/lib/shell/root.server";
import { modalHref, type Place } from "~/lib/shell/urls";
import { CustomerServiceLink } from "./CustomerServiceLink";

/** SPEC §2.3 right bar: customer service, social links, app download (plus the line speed test). */
export function RightBar({ shell, place }: { shell: ShellData; place: Place }) {
  const { t } = useTranslation();
  return (
    <aside id="right-bar" className="right-bar" aria-label={t("rightBar.label")}>
      <ul className="right-bar__list">
        {shell.chatUrl ? (
          <li>
            <CustomerServiceLink url={shell.chatUrl} className="rail-button">
              <IconHeadset />
              <span className="rail-button__text">{t("customerService.short")}</span>
            </CustomerServiceLink>
          </li>
        ) : null}
        {shell.social.map((link) => (
          <li key={link.url}>
            <a href={link.url} className="rail-button" target="_blank" rel="noopener noreferrer">
              <SocialIcon name={link.label} />
              <span className="rail-button__text">{link.label}</span>
            </a>
          </li>
        ))}
        <li>
          <Link to={modalHref(place, "download")} className="rail-button" preventScrollReset>
            <IconDownload />
            <span className="rail-button__text">{t("rightBar.app")}</span>
          </Link>
        </li>
        <li>
          <Link to={modalHref(place, "speedTest")} className="rail-button" preventScrollReset>
            <IconGauge />
            <span className="rail-button__text">{t("rightBar.speedTest")}</span>
          </Link>
        </li>
      </ul>
    </aside>
  );
}
