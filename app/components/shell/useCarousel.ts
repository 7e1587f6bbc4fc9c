import { useEffect, useRef, useState } from "react";

// A strip of slides is always rendered by the server as a CSS scroll-snap row showing every slide (no
// JavaScript needed). With more than one slide, a small script (homeCarousel.ts, ADR 0027) takes the same
// markup over once the browser is idle after hydration, so first paint never waits for it.
function useIdleAfterHydration(enabled: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const start = () => setIdle(true);
    if ("requestIdleCallback" in window) {
      const handle = window.requestIdleCallback(start, { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = setTimeout(start, 200);
    return () => clearTimeout(handle);
  }, [enabled]);
  return idle;
}

/**
 * The carousel over a `.banner-carousel` element (its `.banner-track` of `.banner-slide`s and its
 * `.banner-bullet`s): looping and autoplaying every 5 s once idle, when `loops`. `slideSet` names the slides;
 * a new set is a new carousel (the element is keyed by it, so the script's copies never meet React's slides).
 */
export function useCarousel(loops: boolean, slideSet: string) {
  const strip = useRef<HTMLDivElement>(null);
  const ready = useIdleAfterHydration(loops);
  useEffect(() => {
    if (!ready || !loops || !strip.current) return;
    const element = strip.current;
    let stop = () => {};
    let cancelled = false;
    void import("./homeCarousel").then(({ startCarousel }) => {
      if (!cancelled) stop = startCarousel(element);
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, [ready, loops, slideSet]);
  return strip;
}
