import { Form, Link, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatMinor } from "~contract/money";
import { DATE_PRESETS, type DatePreset } from "~/lib/member/wallet";
import { FilterSelect } from "~/components/forms/FilterSelect";
import { SubmitButton } from "~/components/forms/SubmitButton";

/** An amount of minor units with the currency symbol, as SPEC §9 formats numbers. */
export function Money({ minor, symbol = "" }: { minor: string; symbol?: string }) {
  return (
    <span className="money">
      {symbol}
      {formatMinor(minor)}
    </span>
  );
}

/** A list's filters as a plain GET form: works without JavaScript, every result is a URL. */
export function RangeFilter({ preset, children }: { preset: DatePreset; children?: ReactNode }) {
  const { t } = useTranslation("member");
  const navigation = useNavigation();
  return (
    <Form method="get" className="record-filter" preventScrollReset>
      <FilterSelect
        id="record-range"
        name="range"
        label={t("filter.range")}
        value={preset}
        options={DATE_PRESETS.map((value) => ({ value, label: t(`preset.${value}`) }))}
      />
      {children}
      <SubmitButton
        pending={navigation.state === "loading" && navigation.formMethod === "GET"}
        className="btn btn--outline btn--small"
      >
        {t("filter.apply")}
      </SubmitButton>
    </Form>
  );
}

/** A message for a missing payment password, with the way to set it. */
export function PaymentPasswordMissing() {
  const { t } = useTranslation("member");
  return (
    <p className="form-alert" role="note">
      {t("error.PAYMENT_PASSWORD_NOT_SET")}{" "}
      <Link to="/member/securityCenter#payment-password">{t("paymentPassword.setLink")}</Link>
    </p>
  );
}

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation("member");
  return (
    <span className={`status-badge status-badge--${status}`}>{t(`status.${status}`, { defaultValue: status })}</span>
  );
}
