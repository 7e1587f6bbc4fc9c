import type { FieldMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { DEFAULT_DIALING_CODE } from "~/lib/auth/fields";
import type { Country } from "~/lib/platform/client.server";
import { Select } from "./Select";

/**
 * The mobile number's dialing code (SPEC §3 "Country entry"): a choice from the platform's country
 * list, "+63 Philippines" first by default; after a failed submit it keeps the code that was sent
 * (the server renders it selected, so it works without JavaScript too).
 */
export function DialingCodeField({ meta, countries }: { meta: FieldMetadata<unknown>; countries: readonly Country[] }) {
  const { t } = useTranslation("auth");
  // The default entry is always offered, even when the list is missing it.
  const known = countries.some((c) => c.countryDialingCode === DEFAULT_DIALING_CODE)
    ? countries
    : [{ countryCode: "PH", countryDialingCode: DEFAULT_DIALING_CODE, name: "Philippines" }, ...countries];
  const options = known.map((c) => ({
    value: c.countryDialingCode,
    label: `${c.countryDialingCode} ${t(`countries.${c.countryCode}`, { defaultValue: c.name })}`,
  }));
  const initial = (submitted: string | undefined) =>
    submitted && options.some((option) => option.value === submitted) ? submitted : DEFAULT_DIALING_CODE;
  return (
    <Select
      meta={meta}
      label={t("field.countryDialingCode")}
      options={options}
      defaultValue={initial}
      autoComplete="tel-country-code"
      inRow
    />
  );
}
