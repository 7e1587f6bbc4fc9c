import { Link } from "@remix-run/react";
import type { Banner } from "~contract/answers/content";

function isSitePath(link: string): boolean {
  return link.startsWith("/") && !link.startsWith("//");
}

/** One banner; with a linkageType it opens its link (SPEC §2.2). */
export function BannerImage({ banner, priority }: { banner: Banner; priority: boolean }) {
  const image = (
    <img
      src={banner.url}
      alt={banner.title}
      width={1200}
      height={400}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      {...(priority ? { fetchpriority: "high" } : {})}
    />
  );
  if (!banner.linkageType || !banner.link) return image;
  if (isSitePath(banner.link)) {
    return (
      <Link to={banner.link} className="banner-link">
        {image}
      </Link>
    );
  }
  if (/^https?:\/\//i.test(banner.link)) {
    return (
      <a href={banner.link} className="banner-link" target="_blank" rel="noopener noreferrer">
        {image}
      </a>
    );
  }
  return image;
}
