import { useTranslation } from "react-i18next";
import { renderMessage } from "~/lib/forms/messages";
import { CentreForm, CentreSubmit, useCentreForm } from "~/components/member/CentreForm";
import { ODDS_FORMAT_FORM, oddsFormatFormSchema } from "~/lib/sports/forms";
import { ODDS_FORMATS, type OddsFormat } from "~contract/events";
import { displayOdds } from "~contract/odds";

/** Two prices, a short and a long one, that show how each format reads (the Asian formats differ around evens). */
const EXAMPLES = [1500n, 2500n];

/**
 * The member's odds format, in the member's settings: a real form of four choices, each with how a
 * short and a long price read in it. The sportsbook shows every price in the one chosen.
 */
export function OddsFormatForm({ oddsFormat }: { oddsFormat: OddsFormat | null }) {
  const { t } = useTranslation("sports");
  const [form, fields] = useCentreForm(ODDS_FORMAT_FORM, "oddsFormat", oddsFormatFormSchema);
  if (oddsFormat === null)
    return (
      <section aria-labelledby="odds-format">
        <h4 id="odds-format">{t("format.title")}</h4>
        <p className="field__hint">{t("format.failed")}</p>
      </section>
    );
  return (
    <CentreForm form={form}>
      <h4 id="odds-format">{t("format.title")}</h4>
      <fieldset className="field" aria-describedby={fields.oddsFormat.errorId}>
        <legend className="field__label">{t("format.legend")}</legend>
        {ODDS_FORMATS.map((format) => (
          <label key={format} className="field__check">
            <input type="radio" name="oddsFormat" value={format} defaultChecked={format === oddsFormat} />
            <span>
              {t(`format.${format}`)}{" "}
              <span className="field__hint">
                {t("format.example", {
                  short: displayOdds(EXAMPLES[0], format),
                  long: displayOdds(EXAMPLES[1], format),
                })}
              </span>
            </span>
          </label>
        ))}
        <div id={fields.oddsFormat.errorId} className="field__error" aria-live="polite">
          {fields.oddsFormat.errors?.map((error) => (
            <p key={error}>{renderMessage(t, error)}</p>
          ))}
        </div>
      </fieldset>
      <CentreSubmit intent="oddsFormat">{t("format.save")}</CentreSubmit>
    </CentreForm>
  );
}
