import { useTranslation } from "react-i18next";
import { PROVIDER_NAMES } from "~/lib/auth/social";
import type { SocialProvider } from "~contract/answers/social";
import type { Place } from "~/lib/shell/urls";

/**
 * The social sign-in buttons (SPEC §2.4, ADR 0033): plain links, so they work without JavaScript; one per
 * provider the site has, and nothing at all when it has none. An identity opens only an account that
 * linked it in My account, which the registration form's hint says.
 */
export function SocialButtons({
  providers,
  place,
  registering = false,
}: {
  providers: readonly SocialProvider[];
  place: Place;
  registering?: boolean;
}) {
  const { t } = useTranslation("social");
  if (providers.length === 0) return null;
  const returnTo = encodeURIComponent(`${place.pathname}${place.search}`);
  return (
    <section className="social-sign-in" aria-labelledby="social-sign-in-title">
      <p className="social-sign-in__title field__hint" id="social-sign-in-title">
        {t("title")}
      </p>
      <ul className="social-sign-in__list">
        {providers.map((provider) => (
          <li key={provider}>
            {/* A document navigation: the route sends the browser on to the provider. */}
            <a
              className="btn btn--outline social-sign-in__button"
              href={`/auth/social/${provider}?returnTo=${returnTo}`}
              data-provider={provider}
            >
              {t("continueWith", { provider: PROVIDER_NAMES[provider] })}
            </a>
          </li>
        ))}
      </ul>
      {registering ? <p className="field__hint">{t("registerHint")}</p> : null}
    </section>
  );
}
