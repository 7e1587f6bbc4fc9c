import { useTranslation } from "react-i18next";
import type { Banner } from "~contract/answers/content";
import { BannerImage } from "./BannerImage";
import { useCarousel } from "./useCarousel";

// The strip is a CSS scroll-snap row without JavaScript; on home, with more than one banner, it becomes the
// looping carousel of SPEC §2.2 (useCarousel, ADR 0027).
export function BannerStrip({ banners, carousel }: { banners: Banner[]; carousel: boolean }) {
  const { t } = useTranslation();
  const loops = carousel && banners.length > 1;
  const bannerSet = banners.map((banner) => banner.bannerId).join(" ");
  const strip = useCarousel(loops, bannerSet);

  return (
    <section
      id="banner-strip"
      className={carousel ? "banner-strip banner-strip--carousel" : "banner-strip"}
      aria-label={t("banner.label")}
    >
      {/* A new set of banners is a new carousel: the script's copies of the old slides never meet React's new ones. */}
      <div className="banner-carousel" data-strip ref={strip} key={bannerSet}>
        {/* The track scrolls sideways (by touch, or by the carousel): a keyboard reaches it to scroll it too
            (axe: scrollable-region-focusable), which the lint rule for non-interactive elements does not know. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <div className="banner-track" tabIndex={0}>
          {banners.map((banner, index) => (
            <div
              className="banner-slide"
              key={banner.bannerId}
              {...(loops
                ? {
                    role: "group",
                    "aria-label": t("banner.slideLabel", { index: index + 1, slidesLength: banners.length }),
                  }
                : {})}
            >
              <BannerImage banner={banner} priority={index === 0} />
            </div>
          ))}
        </div>
        {loops ? (
          <div className="banner-pagination">
            {banners.map((banner, index) => (
              <button
                type="button"
                className="banner-bullet"
                key={banner.bannerId}
                aria-label={t("banner.goTo", { index: index + 1 })}
                value={t("banner.goTo", { index: index + 1 })}
              />
            ))}
          </div>
        ) : null}
      </div>
    </section>
  );
}
