import { Suspense, lazy, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Banner } from "~/lib/wps.server";
import { BannerImage } from "./BannerImage";

// Swiper (and its CSS) is fetched only where the carousel runs (home), once the browser is idle
// after hydration: first paint and the no-JavaScript page use the scroll-snap strip below, which
// shows every banner.
const HomeCarousel = lazy(() => import("./HomeCarousel"));

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

function StaticStrip({ banners }: { banners: Banner[] }) {
  return (
    <div className="swiper banner-swiper">
      <div className="swiper-wrapper">
        {banners.map((banner, index) => (
          <div className="swiper-slide" key={banner.bannerId}>
            <BannerImage banner={banner} priority={index === 0} />
          </div>
        ))}
      </div>
    </div>
  );
}

export function BannerStrip({ banners, carousel }: { banners: Banner[]; carousel: boolean }) {
  const { t } = useTranslation();
  const ready = useIdleAfterHydration(carousel && banners.length > 0);
  return (
    <section id="banner-strip" className={carousel ? "banner-strip banner-strip--carousel" : "banner-strip"} aria-label={t("banner.label")}>
      {carousel && ready ? (
        <Suspense fallback={<StaticStrip banners={banners} />}>
          <HomeCarousel banners={banners} />
        </Suspense>
      ) : (
        <StaticStrip banners={banners} />
      )}
    </section>
  );
}
