import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "~/components/ui/EmptyState";
import { IconTools } from "~/components/ui/Icons";
import type { agentSectionLoader } from "~/lib/member/centre.server";

/**
 * The agent centre's frame: the section asked for, and an honest statement that its content arrives
 * with its own release (the agent tools).
 */
export function CentrePage() {
  const { section } = useLoaderData<typeof agentSectionLoader>();
  const { t } = useTranslation("member");
  return (
    <section className="page-section">
      <h1 className="page-title">{t("agentCentreTitle")}</h1>
      <h2>{t(`section.${section}`)}</h2>
      <EmptyState icon={<IconTools />} title={t("sectionEmpty")} text={t("sectionEmptyText")}>
        <Link to="/" className="btn btn--outline">
          {t("backHome")}
        </Link>
      </EmptyState>
    </section>
  );
}
