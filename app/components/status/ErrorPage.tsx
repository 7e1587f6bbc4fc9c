import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "~/components/ui/EmptyState";
import { IconDice, IconWifiOff } from "~/components/ui/Icons";

/** Translated not-found and error content inside the site's frame. */
export function ErrorPage({ kind }: { kind: "notFound" | "error" }) {
  const { t } = useTranslation();
  const location = useLocation();
  if (kind === "notFound") {
    return (
      <section className="page-section">
        <h1 className="page-title">{t("errors.notFoundTitle")}</h1>
        <EmptyState icon={<IconDice />} title={t("errors.notFound")} text={t("errors.notFoundHint")}>
          <Link to="/" className="btn btn--gold">
            {t("errors.home")}
          </Link>
        </EmptyState>
      </section>
    );
  }
  return (
    <section className="page-section">
      <h1 className="page-title">{t("errors.title")}</h1>
      <EmptyState icon={<IconWifiOff />} title={t("errors.generic")} text={t("errors.tryAgain")}>
        <a href={`${location.pathname}${location.search}`} className="btn btn--gold">
          {t("errors.retry")}
        </a>
        <Link to="/" className="btn btn--outline">
          {t("errors.home")}
        </Link>
      </EmptyState>
    </section>
  );
}
