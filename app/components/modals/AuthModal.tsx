import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "~/components/ui/EmptyState";
import { IconShield } from "~/components/ui/Icons";
import { modalHref, type Place } from "~/lib/urls";
import { Modal } from "./Modal";

/**
 * The login / register pop-up (SPEC §2.5). Accounts open with the next release: until then it says
 * so plainly and points to what already works.
 */
export function AuthModal({
  kind,
  freePlay,
  directRegister,
  place,
  closeHref,
}: {
  kind: "login" | "register";
  freePlay: boolean;
  directRegister: boolean;
  place: Place;
  closeHref: string;
}) {
  const { t } = useTranslation("auth");
  const title = freePlay ? t("freePlayTitle") : kind === "login" ? t("loginTitle") : t("registerTitle");
  return (
    <Modal id={`modal-${kind}`} title={title} closeHref={closeHref} size="dialog">
      <EmptyState
        icon={<IconShield />}
        title={freePlay ? t("freePlayNotYet") : kind === "login" ? t("loginNotYet") : t("registerNotYet")}
        text={t("meanwhile")}
      >
        <Link to="/promotions" className="btn btn--gold">
          {t("seePromotions")}
        </Link>
        {kind === "login" && directRegister && !freePlay ? (
          <Link to={modalHref(place, "register")} className="btn btn--outline" preventScrollReset>
            {t("toRegister")}
          </Link>
        ) : null}
        {kind === "register" ? (
          <Link to={modalHref(place, "login")} className="btn btn--outline" preventScrollReset>
            {t("toLogin")}
          </Link>
        ) : null}
      </EmptyState>
    </Modal>
  );
}
