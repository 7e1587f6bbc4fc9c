import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "~/components/ui/EmptyState";
import { IconMegaphone } from "~/components/ui/Icons";
import { Pager } from "~/components/ui/Pager";
import { RichText } from "~/components/ui/RichText";
import type { AnnouncementModal as AnnouncementData } from "~/lib/shell/modals.server";
import { ANNOUNCEMENT_PAGE_SIZE } from "~/lib/shell/paging";
import { modalHref, type Place } from "~/lib/shell/urls";
import { siteDay } from "~contract/time-zone";

/** The announcement modal's content (SPEC §2.5): a page of titles, the chosen notice beside them. */
export function Announcements({ data, place }: { data: AnnouncementData; place: Place }) {
  const { t } = useTranslation("announcement");
  const href = (page: number, id?: string) =>
    modalHref(place, "announcement", { noticePage: page, noticeId: id ?? null });
  return data.items.length === 0 ? (
    <EmptyState icon={<IconMegaphone />} title={t("empty")} />
  ) : (
    <div className="announcements">
      <div className="announcements__index">
        <ol className="announcements__list" start={(data.pageNo - 1) * ANNOUNCEMENT_PAGE_SIZE + 1}>
          {data.items.map((item) => (
            <li key={item.id}>
              <Link
                to={href(data.pageNo, item.id)}
                preventScrollReset
                replace
                className="announcements__item"
                aria-current={data.selected?.id === item.id ? "true" : undefined}
              >
                <span className="announcements__item-title">{item.title}</span>
                <time dateTime={item.publishedAt}>{siteDay(new Date(item.publishedAt))}</time>
              </Link>
            </li>
          ))}
        </ol>
        <Pager current={data.pageNo} totalPages={data.totalPages} href={(page) => href(page)} label={t("pages")} />
      </div>
      {data.selected ? (
        <article className="announcements__detail" aria-labelledby="announcement-detail-title">
          <h3 id="announcement-detail-title">{data.selected.title}</h3>
          <p className="announcements__date">
            <time dateTime={data.selected.publishedAt}>{siteDay(new Date(data.selected.publishedAt))}</time>
          </p>
          <RichText html={data.selected.html} />
        </article>
      ) : null}
    </div>
  );
}
