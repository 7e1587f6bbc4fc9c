import { useTranslation } from "react-i18next";
import { Field } from "~/components/forms/Field";
import { CentreForm, CentreSubmit, useCentreForm } from "~/components/member/CentreForm";
import { ConfirmStep, useConfirmState } from "~/components/member/ConfirmStep";
import { EmptyState } from "~/components/ui/EmptyState";
import { IconCoins } from "~/components/ui/Icons";
import { POINTS_FORMS, pointsSchema } from "~/lib/points/forms";
import type { PointsRules } from "~/lib/platform/points.server";
import { formatMinor } from "~contract/money";

/** Points to cash at the operator's ratio (SPEC §7), confirmed with the payment password; paid to the main wallet. */
export function ConvertPanel({ rules, requestKey }: { rules: PointsRules | { failed: true }; requestKey: string }) {
  const { t } = useTranslation("points");
  const [form, fields] = useCentreForm(POINTS_FORMS.convert, "convert", pointsSchema("convert", false));
  const confirm = useConfirmState("convert");
  if (rules && "failed" in rules) return <EmptyState icon={<IconCoins />} title={t("failed")} />;
  const convert = rules?.rates.convert;
  if (!convert) return <EmptyState icon={<IconCoins />} title={t("convertClosed")} text={t("convertClosedText")} />;
  return (
    <section className="convert-panel" aria-labelledby="convert-title">
      <h2 id="convert-title">{t("convertTitle")}</h2>
      <p className="field__hint" data-testid="convert-ratio">
        {t("convertRatio", {
          amount: formatMinor(convert.cashPerPoint),
          min: convert.minPoints.toLocaleString("en-US"),
        })}
      </p>
      <CentreForm form={form}>
        <input type="hidden" name="requestKey" value={requestKey} />
        <Field meta={fields.points} label={t("field.points")} inputMode="numeric" autoComplete="off" maxLength={10} />
        <CentreSubmit intent="convert">{t("convert")}</CentreSubmit>
      </CentreForm>
      {confirm ? <ConfirmStep state={confirm} formId={POINTS_FORMS.convert} /> : null}
    </section>
  );
}
