// The home carousel (SPEC §2.2): centred slides, clickable pagination, 20 px apart, looping and
// autoplaying every 5 s. Swiper takes over the server-rendered strip in place (no second render of
// the slides), loaded by BannerStrip only on home, once the browser is idle.
import Swiper from "swiper";
import { A11y, Autoplay, Pagination } from "swiper/modules";
import "swiper/css";
import "swiper/css/pagination";

export const AUTOPLAY_DELAY_MS = 5000;

export type CarouselMessages = { previous: string; next: string; goTo: string; slideLabel: string };

export function startCarousel(element: HTMLElement, messages: CarouselMessages): Swiper {
  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  return new Swiper(element, {
    modules: [Pagination, Autoplay, A11y],
    centeredSlides: true,
    slidesPerView: "auto",
    spaceBetween: 20,
    loop: true,
    autoplay: reducedMotion ? false : { delay: AUTOPLAY_DELAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true },
    pagination: { el: element.querySelector<HTMLElement>(".swiper-pagination"), clickable: true },
    a11y: {
      prevSlideMessage: messages.previous,
      nextSlideMessage: messages.next,
      paginationBulletMessage: messages.goTo,
      slideLabelMessage: messages.slideLabel,
    },
  });
}
