import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "@remix-run/react";
import { Logo } from "~/components/ui/Logo";
import { IconHeadset, IconShield, IconTools, IconWifiOff } from "~/components/ui/Icons";
import { CustomerServiceLink } from "~/components/shell/CustomerServiceLink";

/** A whole-page screen that replaces the app (SPEC §2.1 system status, DESIGN §4 errors). */
function Screen({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <main id="main" className="status-screen">
      <div className="status-screen__card">
        <div className="status-screen__brand">
          <Logo name={t("brand.name")} />
        </div>
        <div className="status-screen__icon">{icon}</div>
        <h1>{title}</h1>
        {children}
      </div>
    </main>
  );
}

/** Only when the operator runs a chat of its own (ADR 0063): nothing is offered that leads nowhere. */
function ContactUs({ chatUrl }: { chatUrl: string | null }) {
  const { t } = useTranslation("status");
  if (!chatUrl) return null;
  return (
    <CustomerServiceLink url={chatUrl} className="btn btn--gold">
      <IconHeadset />
      <span>{t("contactUs")}</span>
    </CustomerServiceLink>
  );
}

export function MaintenanceScreen({ chatUrl, until }: { chatUrl: string | null; until: string | null }) {
  const { t } = useTranslation("status");
  return (
    <Screen icon={<IconTools />} title={t("maintenance.title")}>
      <p>{t("maintenance.text")}</p>
      {until ? (
        <p className="status-screen__until">
          <time dateTime={until}>{t("maintenance.until", { time: until.slice(0, 16).replace("T", " ") })}</time>
        </p>
      ) : null}
      <ContactUs chatUrl={chatUrl} />
    </Screen>
  );
}

export function BlockedScreen({ chatUrl, ip }: { chatUrl: string | null; ip: string }) {
  const { t } = useTranslation("status");
  return (
    <Screen icon={<IconShield />} title={t("blocked.title")}>
      <p>{t("blocked.text")}</p>
      <p className="status-screen__ip">
        {t("blocked.yourIp")} <strong>{ip}</strong>
      </p>
      <ContactUs chatUrl={chatUrl} />
    </Screen>
  );
}

/** The platform did not answer: retry is a plain link to this very URL (works without JavaScript). */
export function NetworkScreen() {
  const { t } = useTranslation("status");
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return (
    <Screen icon={<IconWifiOff />} title={t("network.title")}>
      <p>{t("network.text")}</p>
      <a href={here} className="btn btn--gold">
        {t("network.retry")}
      </a>
    </Screen>
  );
}

/** Too many requests from the visitor's address (HTTP 429): when to try again, and a link to do it. */
export function BusyScreen({ retryAfterSeconds }: { retryAfterSeconds: number }) {
  const { t } = useTranslation("status");
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return (
    <Screen icon={<IconWifiOff />} title={t("busy.title")}>
      <p>{t("busy.text", { count: retryAfterSeconds })}</p>
      <a href={here} className="btn btn--gold">
        {t("network.retry")}
      </a>
    </Screen>
  );
}
