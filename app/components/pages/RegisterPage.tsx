import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "~/components/ui/EmptyState";
import { IconShield } from "~/components/ui/Icons";
import type { registerLoader } from "~/lib/auth/registerPage.server";
import { usePlace, useShell } from "~/lib/shell/useRoot";
import { RegisterForm } from "~/components/modals/RegisterForm";
import { PromotionSlides } from "./PromotionCards";

export function RegisterPage() {
  const { welcome, view } = useLoaderData<typeof registerLoader>();
  const shell = useShell();
  const { t } = useTranslation("auth");
  const place = usePlace();
  return (
    <section className="page-section register-page">
      <p>
        <Link to="/" className="back-link">
          {t("backHome")}
        </Link>
      </p>
      <h1 className="page-title">{t("createAccount")}</h1>
      {shell.member ? (
        <EmptyState icon={<IconShield />} title={t("alreadyMember", { account: shell.member.account })}>
          <Link to="/" className="btn btn--outline">
            {t("backHome")}
          </Link>
        </EmptyState>
      ) : (
        <RegisterForm view={view} place={place} display="page" />
      )}
      {welcome.length > 0 ? (
        <section aria-labelledby="welcome-offers" className="page-section">
          <h2 id="welcome-offers">{t("welcomeOffers")}</h2>
          <PromotionSlides promotions={welcome} href={(id) => `/promotions?id=${encodeURIComponent(id)}`} />
        </section>
      ) : null}
    </section>
  );
}
