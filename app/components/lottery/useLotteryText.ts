import { useTranslation } from "react-i18next";
import { renderMessage } from "~/lib/forms/messages";
import type { LotteryNames } from "~contract/answers/lottery";

/**
 * The lottery's texts in the page's language: Vietnamese when the visitor chose Tiếng Việt (SPEC §1; the texts
 * arrive with the page and join the one i18next instance once), else the site's language. Messages of other
 * namespaces (a responsible-play refusal) stay in the site's language, which has them.
 */
export function useLotteryText(viTexts: Record<string, unknown> | null) {
  const site = useTranslation();
  if (viTexts && !site.i18n.hasResourceBundle("VI", "lottery"))
    site.i18n.addResourceBundle("VI", "lottery", viTexts, true, true);
  const { t } = useTranslation("lottery", viTexts ? { lng: "VI" } : undefined);
  const language = viTexts ? "VI" : site.i18n.language === "EN" ? "EN" : "TY";
  return {
    t,
    /** A form message, whichever namespace it names. */
    say: (text: string) => (text.startsWith("lottery:") ? renderMessage(t, text) : renderMessage(site.t, text)),
    name: (names: LotteryNames) => names[language],
    lang: viTexts ? "vi" : undefined,
  };
}
export type LotteryText = ReturnType<typeof useLotteryText>;
