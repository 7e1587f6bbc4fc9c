import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DownloadPanel } from "~/components/modals/DownloadPanel";
import { Logo } from "~/components/ui/Logo";
import { downloadData } from "~/lib/content/download.server";
import { fromPlatform } from "~/lib/platform/errors.server";
import { pageMeta } from "~/lib/i18n/meta";
import { usePlace, useShell } from "~/lib/shell/useRoot";
import { wps } from "~/lib/platform/client.server";

export const meta: MetaFunction = (args) => pageMeta(args, "download:title");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const status = await fromPlatform(wps(request, context).status(new URL(request.url).host));
  const url = new URL(request.url);
  return downloadData(status.info.resources, url.searchParams.get("tab"), `${url.origin}/`);
}

/** App download page (SPEC §2.1 /down): no frame at all. */
export default function DownloadPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("download");
  const shell = useShell();
  const place = usePlace();
  return (
    <div className="download-page">
      <div className="download-page__top">
        <Link to="/" aria-label={t("home", { name: shell.merchantName })}>
          <Logo name={shell.merchantName} />
        </Link>
      </div>
      <h1 className="page-title">{t("title")}</h1>
      <p className="download-page__intro">{t("intro", { name: shell.merchantName })}</p>
      <DownloadPanel data={data} place={place} headingLevel={2} />
      <p>
        <Link to="/" className="back-link">
          {t("backHome")}
        </Link>
      </p>
    </div>
  );
}
