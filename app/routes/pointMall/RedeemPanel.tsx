import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Field } from "~/components/forms/Field";
import { CentreForm, CentreSubmit, useCentreForm } from "~/components/member/CentreForm";
import { ConfirmStep, useConfirmState } from "~/components/member/ConfirmStep";
import { POINTS_FORMS, pointsSchema } from "~/lib/points/forms";
import type { GoodsItem } from "~contract/answers/points-shop";
import { ADDRESS_MAX, ADDRESS_MIN } from "~contract/points-shop";
import { GoodsArt } from "./GoodsArt";
import { REFUSED, useGoodsName } from "./GoodsGrid";

/**
 * Redeeming one item: how many, where to send physical goods, then the confirmation with the payment password
 * (SPEC §7). The stock, the member's limit, the address and the points are checked before the confirmation.
 */
export function RedeemPanel({ item, requestKey }: { item: GoodsItem; requestKey: string }) {
  const { t } = useTranslation("points");
  const name = useGoodsName()(item);
  const [form, fields] = useCentreForm(POINTS_FORMS.redeem, "redeem", pointsSchema("redeem", false), {
    defaultValue: { goodsId: String(item.id), quantity: "1" },
  });
  const confirm = useConfirmState("redeem");
  // What the member may do now is the platform's decision (ADR 0060): the hint and the form both follow it.
  const standing = item.standing ?? { action: null, reason: "OUT_OF_STOCK" as const, max: 0 };
  const price = item.points.toLocaleString("en-US");
  return (
    <section id="redeem" className="redeem-panel" aria-labelledby="redeem-title">
      <GoodsArt art={item.art} />
      <div className="redeem-panel__body">
        <h2 id="redeem-title">{t("redeemTitle", { name })}</h2>
        {standing.action === null ? (
          <>
            <p className="field__hint" role="status">
              {t("redeemNot", {
                count: item.points,
                points: price,
                why: t(REFUSED[standing.reason ?? "OUT_OF_STOCK"]),
              })}
            </p>
            <Link to="/pointMall" className="btn btn--outline" preventScrollReset>
              {t("cancel")}
            </Link>
          </>
        ) : (
          <>
            <p className="field__hint">{t("redeemHint", { count: item.points, points: price, max: standing.max })}</p>
            <CentreForm form={form}>
              <input type="hidden" name="requestKey" value={requestKey} />
              <input type="hidden" name="goodsId" value={item.id} />
              <Field
                meta={fields.quantity}
                label={t("field.quantity")}
                inputMode="numeric"
                autoComplete="off"
                maxLength={2}
              />
              {item.kind === "physical" ? (
                <>
                  <Field
                    meta={fields.address}
                    label={t("field.address")}
                    autoComplete="street-address"
                    maxLength={ADDRESS_MAX}
                  />
                  <p className="field__hint">{t("addressHint", { min: ADDRESS_MIN, max: ADDRESS_MAX })}</p>
                </>
              ) : (
                <p className="field__hint">{t("voucherHint")}</p>
              )}
              <div className="form-actions">
                <Link to="/pointMall" className="btn btn--outline" preventScrollReset>
                  {t("cancel")}
                </Link>
                <CentreSubmit intent="redeem">{t("redeem")}</CentreSubmit>
              </div>
            </CentreForm>
          </>
        )}
      </div>
      {confirm ? <ConfirmStep state={confirm} formId={POINTS_FORMS.redeem} /> : null}
    </section>
  );
}
