import { getSelectProps, type FieldMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { DEFAULT_DIALING_CODE } from "~/lib/auth/fields";
import { renderMessage } from "~/lib/forms/messages";
import type { Country } from "~/lib/wps.server";

/**
 * The mobile number's dialing code (SPEC §3 "Country entry"): a choice from the platform's country
 * list, "+63 Philippines" first by default; after a failed submit it keeps the code that was sent
 * (the server renders it selected, so it works without JavaScript too).
 */
export function DialingCodeField({ meta, countries }: { meta: FieldMetadata<unknown>; countries: readonly Country[] }) {
  const { t } = useTranslation("auth");
  const { t: tMessage } = useTranslation();
  const { key, defaultValue, ...props } = getSelectProps(meta as FieldMetadata<string>, { ariaAttributes: true });
  const submitted = typeof defaultValue === "string" ? defaultValue : undefined;
  // The default entry is always offered, even when the list is missing it.
  const options = countries.some((c) => c.countryDialingCode === DEFAULT_DIALING_CODE)
    ? countries
    : [{ countryCode: "PH", countryDialingCode: DEFAULT_DIALING_CODE, name: "Philippines" }, ...countries];
  const initial = submitted && options.some((c) => c.countryDialingCode === submitted) ? submitted : DEFAULT_DIALING_CODE;
  return (
    <div className="field">
      <label htmlFor={meta.id} className="field__label">
        {t("field.countryDialingCode")}
        {meta.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <div className="field__row">
        <select {...props} key={key} defaultValue={initial} autoComplete="tel-country-code" className="field__input">
          {options.map((c) => (
            <option key={`${c.countryCode}${c.countryDialingCode}`} value={c.countryDialingCode}>
              {`${c.countryDialingCode} ${t(`countries.${c.countryCode}`, { defaultValue: c.name })}`}
            </option>
          ))}
        </select>
      </div>
      <div id={meta.errorId} className="field__error" aria-live="polite">
        {meta.errors?.map((error) => (
          <p key={error}>{renderMessage(tMessage, error)}</p>
        ))}
      </div>
    </div>
  );
}
