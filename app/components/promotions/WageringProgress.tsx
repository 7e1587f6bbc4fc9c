import { useTranslation } from "react-i18next";
import { wageringPercent } from "~/lib/promotions/wagering";
import { formatMinor } from "~contract/money";

/** Wagering as a bar and a percent, with the figures it is made of. */
export function WageringProgress({ progress, target, label }: { progress: string; target: string; label: string }) {
  const { t } = useTranslation("member");
  const percent = wageringPercent(progress, target);
  return (
    <div className="wagering">
      <progress className="wagering__bar" max={100} value={percent} aria-label={label} />
      <span className="wagering__text">
        {t("bonus.progress", { percent, progress: formatMinor(progress), target: formatMinor(target) })}
      </span>
    </div>
  );
}
