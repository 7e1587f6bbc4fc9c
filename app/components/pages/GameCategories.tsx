import { NavLink } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/** The category pages that exist (SPEC §2.1 game-type paths and the lottery page). */
const CATEGORIES = ["rng", "live", "fish", "pvp", "sports", "esports", "elott", "cockfight", "lottery"] as const;

export function GameCategories() {
  const { t } = useTranslation("games");
  return (
    <nav className="chips" aria-label={t("categoriesLabel")}>
      <ul>
        {CATEGORIES.map((category) => (
          <li key={category}>
            <NavLink to={`/${category}`} className="chip">
              {t(`category.${category}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
