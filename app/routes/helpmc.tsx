import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "~/components/ui/EmptyState";
import { IconBook } from "~/components/ui/Icons";
import { Logo } from "~/components/ui/Logo";
import { RichText } from "~/components/ui/RichText";
import { fromPlatform } from "~/lib/platform/errors.server";
import { pageMeta } from "~/lib/i18n/meta";
import { requestLanguage } from "~/lib/i18n/i18n.server";
import { sanitizeContent } from "~/lib/security/sanitize.server";
import { useShell } from "~/lib/shell/useRoot";
import { wps } from "~/lib/platform/client.server";

export const meta: MetaFunction = (args) => pageMeta(args, "help:title");

export async function loader({ request, context }: LoaderFunctionArgs) {
  // The articles in the page's language (ADR 0004: TY unless the visitor chose EN).
  const categories = await fromPlatform(wps(request, context).helpCenter(requestLanguage(request).language));
  return {
    categories: categories.map((category) => ({
      id: category.id,
      title: category.title,
      articles: category.articles.map((article) => ({
        id: article.id,
        title: article.title,
        html: sanitizeContent(article.content),
      })),
    })),
  };
}

/** Help centre (SPEC §2.1 /helpmc, no header): categories, articles, in-page anchors. */
export default function HelpCentre() {
  const { categories } = useLoaderData<typeof loader>();
  const { t } = useTranslation("help");
  const shell = useShell();
  return (
    <div className="help">
      <div className="help__top">
        <Link to="/" className="help__brand" aria-label={t("home", { name: shell.merchantName })}>
          <Logo name={shell.merchantName} />
        </Link>
        <Link to="/" className="back-link">
          {t("backHome")}
        </Link>
      </div>
      <h1 className="page-title">{t("title")}</h1>
      {categories.length === 0 ? (
        <EmptyState icon={<IconBook />} title={t("empty")} />
      ) : (
        <div className="help__layout">
          <nav className="help__toc" aria-label={t("contents")}>
            <ol>
              {categories.map((category) => (
                <li key={category.id}>
                  <a href={`#help-${category.id}`}>{category.title}</a>
                  <ol>
                    {category.articles.map((article) => (
                      <li key={article.id}>
                        <a href={`#help-${category.id}-${article.id}`}>{article.title}</a>
                      </li>
                    ))}
                  </ol>
                </li>
              ))}
            </ol>
          </nav>
          <div className="help__content">
            {categories.map((category) => (
              <section
                key={category.id}
                id={`help-${category.id}`}
                className="help__category"
                aria-labelledby={`help-${category.id}-title`}
              >
                <h2 id={`help-${category.id}-title`}>{category.title}</h2>
                {category.articles.map((article) => (
                  <article
                    key={article.id}
                    id={`help-${category.id}-${article.id}`}
                    className="help__article"
                    aria-labelledby={`help-${category.id}-${article.id}-title`}
                  >
                    <h3 id={`help-${category.id}-${article.id}-title`}>{article.title}</h3>
                    <RichText html={article.html} />
                  </article>
                ))}
              </section>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
