import { Link } from "@remix-run/react";
import { Fragment } from "react";

/** A tab: a link; it keeps the page's scroll unless `keepScroll` is false (a tab that opens a page of its own). */
export type Tab = { key: string; to: string; label: string; current: boolean; keepScroll?: boolean };

/**
 * The row of tabs (links, so it works without JavaScript). A space stands between tabs in the text itself: a text
 * browser draws no CSS gap, and without it lynx read "InboxFeedback". In the flex row the spaces draw nothing.
 * `replace` switches tabs in place in the history (a tab of a dialog, not a page to go back to).
 */
export function TabBar({
  tabs,
  label,
  className,
  replace,
}: {
  tabs: Tab[];
  label: string;
  className?: string;
  replace?: boolean;
}) {
  return (
    <nav className={className ? `tabs ${className}` : "tabs"} aria-label={label}>
      {tabs.map((tab, index) => (
        <Fragment key={tab.key}>
          {index > 0 ? " " : null}
          <Link
            to={tab.to}
            className="tabs__tab"
            aria-current={tab.current ? "page" : undefined}
            preventScrollReset={tab.keepScroll ?? true}
            replace={replace}
          >
            {tab.label}
          </Link>
        </Fragment>
      ))}
    </nav>
  );
}
