import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import type { Game } from "~contract/answers/games";
import { SCROLL_THROTTLE_MS, throttle } from "~/lib/games/catalogue";
import type { LobbyData } from "~/lib/games/catalogue.server";
import type { Page } from "~contract/answers/common";

/**
 * Infinite scroll (SPEC §9, throttled 200 ms): when the next-page link comes into view, the next page's
 * games are fetched from the same loader and appended; the link itself stays a plain link, so without
 * JavaScript it simply opens that page. `resetKey` (the list's filters) starts over.
 */
export function useMoreGames(first: Page<Game>, resetKey: string, hrefFor: (pageNo: number) => string) {
  const fetcher = useFetcher<{ lobby: LobbyData | null }>();
  const [more, setMore] = useState<{ key: string; games: Game[]; lastPage: number }>({
    key: resetKey,
    games: [],
    lastPage: first.pageNo,
  });

  // A new answer is appended while rendering, once (React's "adjusting state when a prop changes"):
  // the list is right in the first render that has the answer, without an effect's second render.
  const [appended, setAppended] = useState(fetcher.data);
  if (fetcher.data !== appended) {
    setAppended(fetcher.data);
    const page = fetcher.data?.lobby?.games;
    if (page) {
      setMore((state) => {
        const base = state.key === resetKey ? state : { key: resetKey, games: [], lastPage: first.pageNo };
        if (page.pageNo !== base.lastPage + 1) return base;
        const known = new Set([...first.list, ...base.games].map((game) => game.nodeId));
        return {
          key: resetKey,
          games: [...base.games, ...page.list.filter((game) => !known.has(game.nodeId))],
          lastPage: page.pageNo,
        };
      });
    }
  }

  const current = more.key === resetKey ? more : { key: resetKey, games: [], lastPage: first.pageNo };
  const lastPage = current.lastPage;
  const hasMore = lastPage < first.totalPages;
  const nextHref = hrefFor(lastPage + 1);

  // One throttle for the list's life, so a new observer's first report still counts against the window.
  const [throttled] = useState(() => throttle((request: () => void) => request(), SCROLL_THROTTLE_MS));

  const sentinel = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore || typeof IntersectionObserver === "undefined") return;
    // A new observer per page: its first report says whether the link is still in view after the append.
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        throttled(() => {
          if (fetcher.state === "idle") fetcher.load(nextHref);
        });
      },
      { rootMargin: "0px 0px 400px 0px", threshold: 0.1 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, lastPage, nextHref, fetcher, throttled]);

  return { games: current.games, lastPage, hasMore, nextHref, loading: fetcher.state === "loading", sentinel };
}
