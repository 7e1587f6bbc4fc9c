import { useTranslation } from "react-i18next";
import { LANGUAGE_CATALOGUE, type Language } from "~/lib/i18n/i18n";
import type { Place } from "~/lib/shell/urls";
import { useRootData } from "~/lib/shell/useRoot";

/**
 * A plain GET form (?lng=XX): a full page load in the chosen language, with or without JavaScript.
 * The catalogue is wider than the languages with texts; those fall back to TY (SPEC §1), but for the pages
 * that have texts in them (Tiếng Việt on the lottery pages), which the selector then shows as chosen.
 */
export function LanguageSelector({ language, place }: { language: Language; place: Place }) {
  const { t } = useTranslation();
  const chosen = useRootData()?.pageLanguage ?? language;
  const kept = [...new URLSearchParams(place.search)].filter(([key]) => key !== "lng");
  return (
    <form method="get" action={place.pathname} id="language-form" className="language-form" noValidate>
      {kept.map(([key, value], index) => (
        <input key={`${key}-${index}`} type="hidden" name={key} value={value} />
      ))}
      <label htmlFor="language-select" className="language-form__label">
        {t("language.label")}
      </label>
      <div className="language-form__row">
        <select id="language-select" name="lng" defaultValue={chosen} className="select">
          {LANGUAGE_CATALOGUE.map((entry) => (
            <option key={entry.code} value={entry.code} lang={entry.tag}>
              {entry.name}
            </option>
          ))}
        </select>
        {/* A full page load, never a pending fetch: the browser shows the wait. An input, so text browsers read its
            word (lynx read a <button> without a value as "(BUTTON) Apply"). */}
        <input type="submit" className="btn btn--small btn--outline" value={t("language.apply")} />
      </div>
      <p className="language-form__note">{t("language.note")}</p>
    </form>
  );
}
