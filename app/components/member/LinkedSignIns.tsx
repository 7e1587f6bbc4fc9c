import { useTranslation } from "react-i18next";
import { PROVIDER_NAMES, SOCIAL_FORMS, socialProviderSchema } from "~/lib/auth/social";
import { formatDateTime } from "~/lib/member/wallet";
import type { LinkedSignIns as Content } from "~/lib/member/social.server";
import type { SocialProvider } from "~contract/answers/social";
import { CentreErrors, CentreForm, CentreSubmit, useCentreForm, useCentreResult } from "./CentreForm";

/**
 * My account's linked sign-ins (SPEC §2.4, ADR 0033): per provider the site has, link it (through the
 * provider's own sign-in) or unlink it. Nothing is shown when the site has no provider.
 */
export function LinkedSignIns({ content }: { content: Content }) {
  const { t } = useTranslation("social");
  const unlinking = useCentreResult("unlinkSocial");
  if (content.offered.length === 0) return null;
  return (
    <section className="linked-sign-ins" aria-labelledby="linked-sign-ins-title" id="linked-sign-ins">
      <h4 id="linked-sign-ins-title">{t("linked.title")}</h4>
      <p className="field__hint">{t("linked.hint")}</p>
      <CentreErrors errors={unlinking?.error?.[""] ?? undefined} id="linked-sign-ins-errors" />
      <ul className="linked-sign-ins__list">
        {content.offered.map((provider) => {
          const linked = content.linked.find((identity) => identity.provider === provider);
          return (
            <li key={provider} data-provider={provider}>
              <p>
                {linked
                  ? t("linked.linked", {
                      provider: PROVIDER_NAMES[provider],
                      email: linked.email ?? t("linked.noEmail"),
                      time: formatDateTime(linked.linkedAt),
                    })
                  : t("linked.notLinked", { provider: PROVIDER_NAMES[provider] })}
              </p>
              {linked ? (
                <UnlinkForm provider={provider} />
              ) : (
                // A document navigation to the provider, with or without JavaScript (ADR 0033).
                <a
                  className="btn btn--outline btn--small"
                  href={`/auth/social/${provider}?link=${encodeURIComponent(content.linkProof)}`}
                >
                  {t("linked.link", { provider: PROVIDER_NAMES[provider] })}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function UnlinkForm({ provider }: { provider: SocialProvider }) {
  const { t } = useTranslation("social");
  const [form] = useCentreForm(`${SOCIAL_FORMS.unlink}-${provider}`, "unlinkSocial", socialProviderSchema, {
    lastResult: undefined,
  });
  return (
    <CentreForm form={form} className="inline-form">
      <input type="hidden" name="provider" value={provider} />
      <CentreSubmit intent="unlinkSocial" className="btn btn--ghost btn--small">
        {t("linked.unlink", { provider: PROVIDER_NAMES[provider] })}
      </CentreSubmit>
    </CentreForm>
  );
}
