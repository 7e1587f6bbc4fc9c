import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Banner } from "~contract/answers/content";
import { BannerImage } from "./BannerImage";

// The strip is always rendered by the server as a CSS scroll-snap row showing every banner (no
// JavaScript needed). On home, with more than one banner, a small script (homeCarousel.ts, ADR 0027)
// takes the same markup over once the browser is idle after hydration, so first paint never waits for it.
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

export function BannerStrip({ banners, carousel }: { banners: Banner[]; carousel: boolean }) {
  const { t } = useTranslation();
  const strip = useRef<HTMLDivElement>(null);
  const loops = carousel && banners.length > 1;
  const ready = useIdleAfterHydration(loops);
  const bannerSet = banners.map((banner) => banner.bannerId).join(" ");

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
  }, [ready, loops, bannerSet]);

  return (
    <section id="banner-strip" className={carousel ? "banner-strip banner-strip--carousel" : "banner-strip"} aria-label={t("banner.label")}>
      {/* A new set of banners is a new carousel: the script's copies of the old slides never meet React's new ones. */}
      <div className="banner-carousel" data-strip ref={strip} key={bannerSet}>
        <div className="banner-track">
          {banners.map((banner, index) => (
            <div className="banner-slide" key={banner.bannerId} {...(loops ? { role: "group", "aria-label": t("banner.slideLabel", { index: index + 1, slidesLength: banners.length }) } : {})}>
              <BannerImage banner={banner} priority={index === 0} />
            </div>
          ))}
        </div>
        {loops ? (
          <div className="banner-pagination">
            {banners.map((banner, index) => (
              <button type="button" className="banner-bullet" key={banner.bannerId} aria-label={t("banner.goTo", { index: index + 1 })} />
            ))}
          </div>
        ) : null}
      </div>
    </section>
  );
}
