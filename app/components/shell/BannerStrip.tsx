import { Suspense, lazy } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import type { Banner } from "~/lib/wps.server";
import { BannerImage } from "./BannerImage";

// Swiper is fetched only where the carousel runs (home), after hydration: first paint and the
// no-JavaScript page use the scroll-snap strip below, which shows every banner.
const HomeCarousel = lazy(() => import("./HomeCarousel"));

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
  const hydrated = useHydrated();
  return (
    <section id="banner-strip" className={carousel ? "banner-strip banner-strip--carousel" : "banner-strip"} aria-label={t("banner.label")}>
      {carousel && hydrated ? (
        <Suspense fallback={<StaticStrip banners={banners} />}>
          <HomeCarousel banners={banners} />
        </Suspense>
      ) : (
        <StaticStrip banners={banners} />
      )}
    </section>
  );
}
