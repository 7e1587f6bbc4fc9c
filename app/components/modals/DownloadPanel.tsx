import { TabBar } from "~/components/ui/TabBar";
import { useTranslation } from "react-i18next";
import { IconDownload } from "~/components/ui/Icons";
import type { DownloadData, DownloadTab } from "~/lib/content/download.server";
import { hrefWith, type Place } from "~/lib/shell/urls";

const TABS: DownloadTab[] = ["android", "ios"];
const STEPS = [1, 2, 3, 4] as const;
// A step's title and text are blocks: side by side as spans, a text browser read "Open the siteScan the QR code".

/**
 * Android and iOS tabs (SPEC §2.5), each with 4 steps and a QR code drawn on the server. A tab is a
 * link (?tab=), so switching works without JavaScript.
 */
export function DownloadPanel({
  data,
  place,
  headingLevel = 3,
}: {
  data: DownloadData;
  place: Place;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const { t } = useTranslation("download");
  const app = data[data.tab];
  const platformName = t(`platform.${data.tab}`);
  return (
    <div className="download">
      <TabBar
        label={t("tabsLabel")}
        replace
        tabs={TABS.map((tab) => ({
          key: tab,
          to: hrefWith(place, { tab }),
          label: t(`platform.${tab}`),
          current: tab === data.tab,
        }))}
      />
      <section className="download__panel" aria-labelledby="download-panel-title">
        <Heading id="download-panel-title" className="visually-hidden">
          {t("panelTitle", { platform: platformName })}
        </Heading>
        {app ? (
          <div className="download__grid">
            <figure className="download__qr">
              <div
                className="qr"
                role="img"
                aria-label={t("qrAlt", { platform: platformName })}
                dangerouslySetInnerHTML={{ __html: app.qrSvg }}
              />
              <figcaption>{t("scan")}</figcaption>
            </figure>
            <div className="download__steps">
              <ol className="steps">
                {STEPS.map((step) => (
                  <li key={step}>
                    <div className="steps__title">{t(`${data.tab}.step${step}Title`)}</div>
                    <div className="steps__text">{t(`${data.tab}.step${step}Text`)}</div>
                  </li>
                ))}
              </ol>
              <div className="download__actions">
                <a href={app.url} className="btn btn--gold" rel="noopener">
                  <IconDownload />
                  <span>{t("downloadFor", { platform: platformName })}</span>
                </a>
                {data.liteUrl ? (
                  <a href={data.liteUrl} className="btn btn--outline" rel="noopener">
                    {t("lite")}
                  </a>
                ) : null}
              </div>
            </div>
          </div>
        ) : (
          <SiteOnPhone data={data} platformName={platformName} />
        )}
      </section>
    </div>
  );
}

const HOME_STEPS = [1, 2, 3] as const;

/** No app for this phone system: the site itself, scanned and kept on the home screen (nothing to install). */
function SiteOnPhone({ data, platformName }: { data: DownloadData; platformName: string }) {
  const { t } = useTranslation("download");
  return (
    <div className="download__grid">
      <figure className="download__qr">
        {data.site ? (
          <div
            className="qr"
            role="img"
            aria-label={t("siteQrAlt")}
            dangerouslySetInnerHTML={{ __html: data.site.qrSvg }}
          />
        ) : null}
        <figcaption>{t("scanSite")}</figcaption>
      </figure>
      <div className="download__steps">
        <p className="download__note" data-testid="no-app">
          {t("noApp", { platform: platformName })}
        </p>
        <ol className="steps">
          {HOME_STEPS.map((step) => (
            <li key={step}>
              <div className="steps__title">{t(`${data.tab}.home${step}Title`)}</div>
              <div className="steps__text">{t(`${data.tab}.home${step}Text`, { url: data.site?.url ?? "" })}</div>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
