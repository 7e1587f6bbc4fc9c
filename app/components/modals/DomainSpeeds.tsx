import { useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { THIS_SITE, isFailedSpeed, measureDomains, speedClass, type DomainSpeed } from "~/lib/content/speedTest";
import { hrefWith, type Place } from "~/lib/shell/urls";

/**
 * The speed test modal's content (SPEC §4, §9; ADR 0066): this site and the operator's public mirrors, timed from
 * the player's browser and listed fastest first. Without JavaScript nothing can time them from here, and the list
 * says so (the server's own distance to a mirror would say nothing of the player's).
 */
export function DomainSpeeds({ mirrors, place }: { mirrors: string[]; place: Place }) {
  const { t } = useTranslation("speedTest");
  const hydrated = useHydrated();
  const names = useMemo(() => [THIS_SITE, ...mirrors], [mirrors]);
  const [domains, setDomains] = useState<DomainSpeed[] | null>(null);

  // The results arrive in a callback: the effect below starts a measurement, it sets no state itself.
  const measure = useCallback(
    () =>
      measureDomains(names, { fetch: (url, init) => window.fetch(url, init), now: () => performance.now() }).then(
        (results) => {
          setDomains(results);
        },
      ),
    [names],
  );

  useEffect(() => {
    if (hydrated) void measure();
  }, [hydrated, measure]);

  const running = hydrated && domains === null;
  const label = (name: string) => (name === THIS_SITE ? t("thisSite") : name);
  return (
    <>
      <p className="speed-intro">{hydrated ? t("intro") : t("needsScript")}</p>
      <ol className="speed-list" aria-busy={running}>
        {(domains ?? names.map((domainName) => ({ domainName, speed: 0 }))).map((domain) => {
          const failed = isFailedSpeed(domain.speed);
          const grade = speedClass(domain.speed);
          const timed = hydrated && domains !== null;
          return (
            <li
              key={domain.domainName}
              className={`speed speed--${timed ? grade : "pending"}`}
              data-domain={domain.domainName || "this-site"}
            >
              <span className="speed__domain">{label(domain.domainName)}</span>{" "}
              {!hydrated ? null : !timed ? (
                <span className="speed__value">{t("testing")}</span>
              ) : (
                <>
                  <span className="speed__value">
                    {failed ? t("failedValue") : t("value", { value: domain.speed })}
                  </span>{" "}
                  <span className={`speed__badge speed__badge--${failed ? "failed" : grade}`}>
                    {failed ? t("failed") : t(grade)}
                  </span>
                </>
              )}
            </li>
          );
        })}
      </ol>
      {hydrated ? (
        <>
          <p className="speed-legend">{t("legend")}</p>
          <div className="modal__actions">
            <a
              href={hrefWith(place, {})}
              className="btn btn--gold"
              aria-disabled={running || undefined}
              onClick={(event) => {
                event.preventDefault();
                if (running) return;
                setDomains(null);
                void measure();
              }}
            >
              {running ? t("testing") : t("again")}
            </a>
          </div>
        </>
      ) : null}
    </>
  );
}
