import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

/** SPEC §9: the chat opens in a 440 × 500 window; without JavaScript it is a plain new-tab link. */
const CHAT_WINDOW_FEATURES = "width=440,height=500";

/**
 * A customer-service desk (ADR 0063): the operator's chat opens in its small window, a page of the site itself
 * (the member centre's feedback or messages) opens in place. A desk the operator has not set is no link at
 * all: callers show nothing for it (`url` null).
 */
export function CustomerServiceLink({
  url,
  className,
  children,
}: {
  url: string;
  className?: string;
  children: ReactNode;
}) {
  if (url.startsWith("/")) {
    return (
      <Link to={url} className={className} data-desk="site">
        {children}
      </Link>
    );
  }
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener"
      className={className}
      data-desk="chat"
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
