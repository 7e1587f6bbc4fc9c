import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { pageMeta } from "~/lib/i18n/meta";
import { useShell } from "~/lib/shell/useRoot";

export const meta: MetaFunction = (args) => pageMeta(args, "help:terms.title");

type TermsSection = { title: string; items: string[] };

/**
 * The terms of use (SPEC §2.4: the registration form's "user protocol" link to /help), in the site's
 * languages. They say what this site does, no more: no licence, jurisdiction or payout time is promised.
 */
export default function Terms() {
  const { t } = useTranslation("help");
  const shell = useShell();
  const sections = t("terms.sections", { returnObjects: true }) as TermsSection[];
  return (
    <article className="page-section terms" aria-labelledby="terms-title">
      <h1 id="terms-title" className="page-title">
        {t("terms.title")}
      </h1>
      <p>{t("terms.intro", { name: shell.merchantName })}</p>
      <p className="terms__updated">{t("terms.updated")}</p>
      {sections.map((section, index) => (
        <section key={section.title} aria-labelledby={`terms-${index}`}>
          <h2 id={`terms-${index}`}>{section.title}</h2>
          <ul>
            {section.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      ))}
      <p className="terms__links">
        <Link to="/helpmc">{t("terms.helpCentre")}</Link>
        <Link to="/">{t("terms.backHome")}</Link>
      </p>
    </article>
  );
}
