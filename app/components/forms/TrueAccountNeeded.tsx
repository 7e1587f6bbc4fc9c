import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { usePlace } from "~/lib/shell/useRoot";
import { modalHref } from "~/lib/shell/urls";

/**
 * SPEC §6 "in_need_true_account", said up front: a trial player sees this in place of a form whose action refuses
 * trial accounts (a ticket, a bet), never the whole form and then the refusal after submitting it. Its link opens
 * the warning's dialog, whose Register leaves free play for the registration page.
 */
export function TrueAccountNeeded() {
  const { t } = useTranslation("auth");
  const place = usePlace();
  return (
    <div className="form-notice true-account-needed" role="note" data-testid="true-account-needed">
      <p>{t("in_need_true_account")}</p>
      <Link to={modalHref(place, "needTrueAccount")} className="btn btn--gold btn--small" preventScrollReset>
        {t("trueAccountLink")}
      </Link>
    </div>
  );
}
