import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "~/components/ui/EmptyState";
import { IconGauge } from "~/components/ui/Icons";
import { isFailedSpeed, measureDomains, speedClass, type DomainSpeed } from "~/lib/content/speedTest";
import { hrefWith, type Place } from "~/lib/shell/urls";

/**
 * The speed test modal's content (SPEC §4, §9). Without JavaScript the loader has measured from the
 * server; with it the browser pings each domain itself and "test again" re-runs in place.
 */
export function DomainSpeeds({ measured, domains: initial, place }: { measured: boolean; domains: DomainSpeed[]; place: Place }) {
  const { t } = useTranslation("speedTest");
  const [domains, setDomains] = useState(initial);
  const [running, setRunning] = useState(!measured);

  // A list to measure in the browser shows as testing from the render that brings it.
  const [listed, setListed] = useState(initial);
  if (initial !== listed) {
    setListed(initial);
    if (!measured) setRunning(true);
  }

  // The results arrive in a callback: the effect below starts a measurement, it sets no state itself.
  const measure = useCallback(
    () =>
      measureDomains(
        initial.map((domain) => domain.domainName),
        { fetch: (url, init) => window.fetch(url, init), now: () => performance.now() },
      ).then((results) => {
        setDomains(results);
        setRunning(false);
      }),
    [initial],
  );

  useEffect(() => {
    if (!measured) void measure();
  }, [measured, measure]);

  return initial.length === 0 ? (
    <EmptyState icon={<IconGauge />} title={t("empty")} />
  ) : (
    <>
      <p className="speed-intro">{t("intro")}</p>
      <ol className="speed-list" aria-busy={running}>
        {domains.map((domain) => {
          const failed = isFailedSpeed(domain.speed);
          const grade = speedClass(domain.speed);
          return (
            <li key={domain.domainName} className={`speed speed--${running ? "pending" : grade}`}>
              <span className="speed__domain">{domain.domainName}</span>
              {running ? (
                <span className="speed__value">{t("testing")}</span>
              ) : (
                <>
                  <span className="speed__value">{failed ? t("failedValue") : t("value", { value: domain.speed })}</span>
                  <span className={`speed__badge speed__badge--${failed ? "failed" : grade}`}>{failed ? t("failed") : t(grade)}</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
      <p className="speed-legend">{t("legend")}</p>
      <div className="modal__actions">
        <a
          href={hrefWith(place, {})}
          className="btn btn--gold"
          aria-disabled={running || undefined}
          onClick={(event) => {
            event.preventDefault();
            if (running) return;
            setRunning(true);
            void measure();
          }}
        >
          {running ? t("testing") : t("again")}
        </a>
      </div>
    </>
  );
}
