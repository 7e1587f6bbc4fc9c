import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** SPEC §9: the chat opens in a 440 × 500 window; without JavaScript it is a plain new-tab link. */
const CHAT_WINDOW_FEATURES = "width=440,height=500";

export function CustomerServiceLink({ url, className, children }: { url: string | null; className?: string; children: ReactNode }) {
  const { t } = useTranslation();
  if (!url) {
    return (
      <span className={`${className ?? ""} is-disabled`} aria-disabled="true" title={t("customerService.unavailable")}>
        {children}
        <span className="visually-hidden"> — {t("customerService.unavailable")}</span>
      </span>
    );
  }
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener"
      className={className}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        const chat = window.open(url, "laro-customer-service", CHAT_WINDOW_FEATURES);
        if (chat) {
          chat.opener = null;
          event.preventDefault();
        }
      }}
    >
      {children}
    </a>
  );
}
