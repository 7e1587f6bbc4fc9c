// The home carousel (SPEC §2.2): centred slides, clickable pagination, 20 px apart; with more
// than one banner it loops and autoplays every 5 s. Loaded lazily by BannerStrip.
import { useTranslation } from "react-i18next";
import { A11y, Autoplay, Pagination } from "swiper/modules";
import { Swiper, SwiperSlide } from "swiper/react";
import "swiper/css";
import "swiper/css/pagination";
import type { Banner } from "~/lib/wps.server";
import { BannerImage } from "./BannerImage";

export const AUTOPLAY_DELAY_MS = 5000;

export default function HomeCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation();
  const many = banners.length > 1;
  const reducedMotion = typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  return (
    <Swiper
      className="banner-swiper"
      modules={[Pagination, Autoplay, A11y]}
      centeredSlides
      slidesPerView="auto"
      spaceBetween={20}
      loop={many}
      autoplay={many && !reducedMotion ? { delay: AUTOPLAY_DELAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true } : false}
      pagination={{ clickable: true }}
      a11y={{
        prevSlideMessage: t("banner.previous"),
        nextSlideMessage: t("banner.next"),
        paginationBulletMessage: t("banner.goTo", { index: "{{index}}" }),
        slideLabelMessage: t("banner.slideLabel", { index: "{{index}}", slidesLength: "{{slidesLength}}" }),
      }}
    >
      {banners.map((banner, index) => (
        <SwiperSlide key={banner.bannerId}>
          <BannerImage banner={banner} priority={index === 0} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
