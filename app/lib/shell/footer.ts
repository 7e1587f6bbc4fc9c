// What the footer says the site offers (ADR 0063), derived from what is connected, never written as a promise:
// the categories named are those with a game that launches now, "in our apps" only when an app download is
// configured, and the payment image shows the kinds of deposit the site takes.
import type { TFunction } from "i18next";
import type { Resource } from "~contract/answers/system";
import type { DepositMethod } from "~contract/answers/payments";
import type { GameCategory } from "~contract/game-categories";

export type FooterFacts = { categories: GameCategory[]; apps: boolean; paymentMethods: DepositMethod[] };

export const NO_FOOTER_FACTS: FooterFacts = { categories: [], apps: false, paymentMethods: [] };

/** An app's download is configured: an Android, iOS or lite resource with an address (as the download page reads it). */
export function hasAppDownload(resources: readonly Resource[]): boolean {
  return resources.some((resource) => resource.resourceType !== "SOCIAL" && resource.url.length > 0);
}

/** The about sentence: the site's name, the categories that play ("a, b and c") and the apps when there are some. */
export function footerAbout(t: TFunction, name: string, facts: FooterFacts): string {
  const words = facts.categories.map((category) => t(`footer.categories.${category}`));
  const last = words.pop();
  const categories =
    last === undefined ? "" : words.length ? t("footer.categoriesLast", { items: words.join(", "), last }) : last;
  const key = categories
    ? facts.apps
      ? "footer.aboutCategoriesApps"
      : "footer.aboutCategories"
    : facts.apps
      ? "footer.aboutApps"
      : "footer.about";
  return t(key, { name, categories });
}
