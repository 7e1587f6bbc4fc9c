import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "~/components/ui/EmptyState";
import { IconDice } from "~/components/ui/Icons";
import { GameCategories } from "./GameCategories";

/**
 * A screen whose content arrives with a later release (games, lottery, points shop): its real frame,
 * its title, and an honest empty state in the games namespace (`<section>.title/empty/text`).
 */
export function EmptyStatePage({
  section,
  titleKey,
  icon,
  categories = false,
  children,
}: {
  section: string;
  /** A title other than `<section>.title`. */
  titleKey?: string;
  icon?: ReactNode;
  categories?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation("games");
  return (
    <section className="page-section">
      <h1 className="page-title">{t(titleKey ?? `${section}.title`)}</h1>
      {categories ? <GameCategories /> : null}
      <EmptyState icon={icon ?? <IconDice />} title={t(`${section}.empty`)} text={t(`${section}.text`)}>
        {children ?? (
          <Link to="/" className="btn btn--outline">
            {t("backHome")}
          </Link>
        )}
      </EmptyState>
    </section>
  );
}
