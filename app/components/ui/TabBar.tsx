import { Link } from "@remix-run/react";
import { Fragment } from "react";

export type Tab = { key: string; to: string; label: string; current: boolean };

/**
 * The row of tabs (links, so it works without JavaScript). A space stands between tabs in the text itself: a text
 * browser draws no CSS gap, and without it lynx read "InboxFeedback". In the flex row the spaces draw nothing.
 */
export function TabBar({ tabs, label, className }: { tabs: Tab[]; label: string; className?: string }) {
  return (
    <nav className={className ? `tabs ${className}` : "tabs"} aria-label={label}>
      {tabs.map((tab, index) => (
        <Fragment key={tab.key}>
          {index > 0 ? " " : null}
          <Link to={tab.to} className="tabs__tab" aria-current={tab.current ? "page" : undefined} preventScrollReset>
            {tab.label}
          </Link>
        </Fragment>
      ))}
    </nav>
  );
}
