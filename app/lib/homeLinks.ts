import type { LinksFunction } from "@remix-run/node";
import swiperCss from "swiper/css?url";
import swiperPaginationCss from "swiper/css/pagination?url";

/** Swiper's own styles, only on the pages with the home carousel. */
export const homeLinks: LinksFunction = () => [
  { rel: "stylesheet", href: swiperCss },
  { rel: "stylesheet", href: swiperPaginationCss },
];
