import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "~/components/ui/EmptyState";
import { IconGift } from "~/components/ui/Icons";
import type { Viewer } from "~/lib/session/viewer.server";
import type { GoodsItem } from "~contract/answers/points-shop";
import { formatMinor } from "~contract/money";
import { GoodsArt } from "./GoodsArt";

/** An item's name in the page's language (the operator writes both). */
export function useGoodsName(): (item: Pick<GoodsItem, "name">) => string {
  const { i18n } = useTranslation();
  return (item) => (i18n.language === "EN" ? item.name.EN : item.name.TY);
}

const points = (value: number) => value.toLocaleString("en-US");

/** Why an item cannot be redeemed now, in words (the standing's reason). */
export const REFUSED = {
  OUT_OF_STOCK: "soldOut",
  LIMIT_REACHED: "limitReached",
  NOT_ENOUGH_POINTS: "notEnoughPoints",
} as const;

/** The goods on offer, each with its price, what is left, the member's limit and the way to redeem it. */
export function GoodsGrid({
  goods,
  viewer,
  selected,
  balance,
}: {
  goods: GoodsItem[];
  viewer: Viewer;
  selected: number | null;
  balance: number | null;
}) {
  const { t } = useTranslation("points");
  const nameOf = useGoodsName();
  if (goods.length === 0) return <EmptyState icon={<IconGift />} title={t("none")} text={t("noneText")} />;
  return (
    <ul className="goods-grid" aria-label={t("goodsLabel")}>
      {goods.map((item) => {
        const name = nameOf(item);
        const held = item.redeemed ?? 0;
        const soldOut = item.stock === 0;
        // The platform's standing decides the button (ADR 0060); the words for why not are its reason's.
        const refused =
          item.standing && item.standing.action === null ? REFUSED[item.standing.reason ?? "OUT_OF_STOCK"] : null;
        return (
          <li key={item.id} className={`goods-card${selected === item.id ? " is-selected" : ""}`} data-goods={item.id}>
            <GoodsArt art={item.art} />
            <h2 className="goods-card__name">{name}</h2>
            <p className="goods-card__price">{t("price", { count: item.points, points: points(item.points) })}</p>
            {item.kind === "voucher" && item.value ? (
              <p className="goods-card__meta">{t("voucherValue", { amount: formatMinor(item.value) })}</p>
            ) : null}
            <p className="goods-card__meta">{soldOut ? t("soldOut") : t("stock", { count: item.stock })}</p>
            <p className="goods-card__meta">
              {item.redeemed === null
                ? t("perMember", { count: item.perMember })
                : t("held", { held, perMember: item.perMember })}
            </p>
            {balance !== null && balance < item.points ? (
              <p className="goods-card__meta">{t("short", { points: points(item.points - balance) })}</p>
            ) : null}
            {viewer !== "member" || !item.standing ? null : refused ? (
              <span className="btn btn--outline is-disabled" aria-disabled="true">
                {t(refused)}
              </span>
            ) : (
              <Link
                to={`/pointMall?goods=${item.id}#redeem`}
                className="btn btn--gold"
                aria-label={t("redeemItem", { name })}
                preventScrollReset
              >
                {t("redeem")}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
