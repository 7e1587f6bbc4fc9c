import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Banner } from "~contract/answers/content";
import { BannerImage } from "./BannerImage";

// The strip is always rendered by the server as a CSS scroll-snap row showing every banner (no
// JavaScript needed). On home, with more than one banner, Swiper takes the same markup over once
// the browser is idle after hydration, so first paint never waits for it.
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
  const ready = useIdleAfterHydration(carousel && banners.length > 1);

  useEffect(() => {
    if (!ready || !strip.current) return;
    const element = strip.current;
    let stop = () => {};
    let cancelled = false;
    void import("./homeCarousel").then(({ startCarousel }) => {
      if (cancelled) return;
      const swiper = startCarousel(element, {
        previous: t("banner.previous"),
        next: t("banner.next"),
        goTo: t("banner.goTo", { index: "{{index}}" }),
        slideLabel: t("banner.slideLabel", { index: "{{index}}", slidesLength: "{{slidesLength}}" }),
      });
      stop = () => swiper.destroy(true, true);
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, [ready, t]);

  return (
    <section id="banner-strip" className={carousel ? "banner-strip banner-strip--carousel" : "banner-strip"} aria-label={t("banner.label")}>
      <div className="swiper banner-swiper" ref={strip}>
        <div className="swiper-wrapper">
          {banners.map((banner, index) => (
            <div className="swiper-slide" key={banner.bannerId}>
              <BannerImage banner={banner} priority={index === 0} />
            </div>
          ))}
        </div>
        {carousel && banners.length > 1 ? <div className="swiper-pagination" /> : null}
      </div>
    </section>
  );
}
