import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { pageWindow } from "~/lib/shell/paging";
import { hrefWith } from "~/lib/shell/urls";
import { IconChevronLeft, IconChevronRight } from "./Icons";

/** Previous / numbered / next links; every page is a URL so paging works without JavaScript. */
export function Pager({
  current,
  totalPages,
  href,
  label,
}: {
  current: number;
  totalPages: number;
  href: (page: number) => string;
  label: string;
}) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      {current > 1 ? (
        <Link className="pager__step" to={href(current - 1)} preventScrollReset rel="prev">
          <IconChevronLeft />
          <span className="pager__label">{t("pager.previous")}</span>
        </Link>
      ) : (
        <span className="pager__step is-disabled" aria-disabled="true">
          <IconChevronLeft />
          <span className="pager__label">{t("pager.previous")}</span>
        </span>
      )}
      <ol className="pager__pages">
        {pageWindow(current, totalPages).map((page) => (
          <li key={page}>
            <Link
              className="pager__page"
              to={href(page)}
              preventScrollReset
              aria-current={page === current ? "page" : undefined}
              aria-label={t("pager.page", { page })}
            >
              {page}
            </Link>
          </li>
        ))}
      </ol>
      {current < totalPages ? (
        <Link className="pager__step" to={href(current + 1)} preventScrollReset rel="next">
          <span className="pager__label">{t("pager.next")}</span>
          <IconChevronRight />
        </Link>
      ) : (
        <span className="pager__step is-disabled" aria-disabled="true">
          <span className="pager__label">{t("pager.next")}</span>
          <IconChevronRight />
        </span>
      )}
    </nav>
  );
}

/** A list section's pager: each page is the current address with its `page` changed. */
export function PageLinks({ list, label }: { list: { pageNo: number; totalPages: number }; label: string }) {
  const location = useLocation();
  return (
    <Pager
      current={list.pageNo}
      totalPages={list.totalPages}
      href={(page) => hrefWith(location, { page })}
      label={label}
    />
  );
}
