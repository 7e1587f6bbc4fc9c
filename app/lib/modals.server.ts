// Data for the modal named by ?modal= (ADR 0003): only what the open modal needs.
import { downloadData, type DownloadData } from "./download.server";
import { ANNOUNCEMENT_PAGE_SIZE, pageParam } from "./paging";
import { sanitizeContent } from "./sanitize.server";
import { measureDomains, type DomainSpeed } from "./speedTest";
import { PlatformError, PlatformUnreachableError, type Resource, type WpsClient } from "./wps.server";

export const MODAL_NAMES = ["login", "register", "announcement", "download", "speedTest"] as const;
export type ModalName = (typeof MODAL_NAMES)[number];

export type AnnouncementModal = {
  name: "announcement";
  pageNo: number;
  totalPages: number;
  items: { id: string; type: string; title: string; publishedAt: string }[];
  selected: { id: string; title: string; publishedAt: string; html: string } | null;
};

export type ModalData =
  | { name: "login" | "register"; freePlay: boolean }
  | AnnouncementModal
  | ({ name: "download" } & DownloadData)
  | { name: "speedTest"; measured: boolean; domains: DomainSpeed[] }
  | { name: ModalName; failed: true };

export function modalName(url: URL): ModalName | null {
  const requested = url.searchParams.get("modal");
  const name = requested ?? (url.pathname.replace(/\/+$/, "").toLowerCase() === "/login" ? "login" : null);
  return (MODAL_NAMES as readonly string[]).includes(name ?? "") ? (name as ModalName) : null;
}

/**
 * A browser with JavaScript asks for loader data with fetch (Sec-Fetch-Mode cors/same-origin) and
 * pings the domains itself; a document request (no JavaScript, or the first load) gets the
 * server's measurement.
 */
function isScriptedDataRequest(request: Request): boolean {
  const mode = request.headers.get("Sec-Fetch-Mode");
  return mode !== null && mode !== "navigate";
}

async function announcementModal(client: WpsClient, url: URL): Promise<AnnouncementModal> {
  let page = await client.announcements({ pageNo: pageParam(url.searchParams.get("noticePage")), pageSize: ANNOUNCEMENT_PAGE_SIZE });
  if (page.list.length === 0 && page.totalPages > 0 && page.pageNo > page.totalPages) {
    page = await client.announcements({ pageNo: page.totalPages, pageSize: ANNOUNCEMENT_PAGE_SIZE });
  }
  const wanted = url.searchParams.get("noticeId");
  const chosen = page.list.find((item) => item.id === wanted) ?? page.list[0] ?? null;
  return {
    name: "announcement",
    pageNo: page.pageNo,
    totalPages: page.totalPages,
    items: page.list.map(({ id, type, title, publishedAt }) => ({ id, type, title, publishedAt })),
    selected: chosen && { id: chosen.id, title: chosen.title, publishedAt: chosen.publishedAt, html: sanitizeContent(chosen.content) },
  };
}

export async function loadModal(
  name: ModalName,
  input: { url: URL; request: Request; client: WpsClient; resources: readonly Resource[] },
): Promise<ModalData> {
  const { url, client } = input;
  try {
    switch (name) {
      case "login":
      case "register":
        return { name, freePlay: url.searchParams.get("freePlay") === "1" };
      case "announcement":
        return await announcementModal(client, url);
      case "download":
        return { name, ...(await downloadData(input.resources, url.searchParams.get("tab"))) };
      case "speedTest": {
        const routes = await client.domainRoutes();
        if (isScriptedDataRequest(input.request)) {
          return { name, measured: false, domains: routes.map((route) => ({ domainName: route.domainName, speed: 0 })) };
        }
        const domains = await measureDomains(
          routes.map((route) => route.domainName),
          { fetch: (target, init) => fetch(target, init), now: () => performance.now() },
        );
        return { name, measured: true, domains };
      }
    }
  } catch (error) {
    if (error instanceof PlatformUnreachableError || error instanceof PlatformError) {
      console.error(`modal ${name}: ${error.message}`);
      return { name, failed: true };
    }
    throw error;
  }
}
