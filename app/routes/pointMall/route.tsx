// SPEC §2.1 /pointMall: the points shop — goods, redeem history, converting points, points rules.
import type { MetaFunction } from "@remix-run/node";
import { pageMeta } from "~/lib/i18n/meta";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "~/components/ui/EmptyState";
import { IconGift } from "~/components/ui/Icons";
import { renderMessage } from "~/lib/forms/messages";
import type { PointMallData } from "./mall.server";
import type { PointMallView } from "~/lib/points/forms";
import { usePlace, useShell } from "~/lib/shell/useRoot";
import { modalHref } from "~/lib/shell/urls";
import { ConvertPanel } from "./ConvertPanel";
import { GoodsGrid } from "./GoodsGrid";
import { PointsRules } from "./PointsRules";
import { RedeemHistory } from "./RedeemHistory";
import { RedeemPanel } from "./RedeemPanel";
import { TabBar } from "~/components/ui/TabBar";

export { pointMallLoader as loader, pointMallAction as action } from "./mall.server";
export const meta: MetaFunction = (args) => pageMeta(args, "points:title");

const viewHref = (view: PointMallView) => (view === "shop" ? "/pointMall" : `/pointMall?view=${view}`);

/**
 * The points shop (SPEC §2.1 /pointMall): the goods, and for a member the redeem history and converting
 * points; the points rules for everyone. Every screen is a URL and every form a whole-page post, so all of it
 * works without JavaScript.
 */
export default function PointMallPage() {
  const data = useLoaderData<PointMallData>();
  const { t } = useTranslation("points");
  const shell = useShell();
  const place = usePlace();
  const member = data.viewer === "member";
  const views: PointMallView[] = member ? ["shop", "history", "convert", "rules"] : ["shop", "rules"];
  return (
    <section className="page-section point-mall" aria-labelledby="point-mall-title">
      <h1 id="point-mall-title" className="page-title">
        {t("title")}
      </h1>
      {data.notice ? (
        <p className="form-notice" role="status">
          {renderMessage(t, data.notice.text)}
        </p>
      ) : null}
      <TabBar
        className="point-mall__tabs"
        label={t("tabsLabel")}
        tabs={views.map((view) => ({
          key: view,
          to: viewHref(view),
          label: t(`tab.${view}`),
          current: data.view === view,
        }))}
      />
      {member ? (
        <p className="point-mall__balance" data-testid="points-balance">
          {t("balance", { points: shell.member?.balance?.points ?? "0" })}
        </p>
      ) : (
        <p className="point-mall__balance">
          {t(data.viewer === "trial" ? "trialHint" : "visitorHint")}{" "}
          {data.viewer === "visitor" ? (
            <Link to={modalHref(place, "login", { next: "/pointMall" })} preventScrollReset>
              {t("login")}
            </Link>
          ) : null}
        </p>
      )}
      <PointMallView data={data} />
    </section>
  );
}

function PointMallView({ data }: { data: PointMallData }) {
  const { t } = useTranslation("points");
  const shell = useShell();
  // The header's figure (already read for this page): "1,234", or null at 0; unknown while the wallet cannot say.
  const shown = shell.member?.balance;
  const balance = data.viewer !== "member" || !shown ? null : Number((shown.points ?? "0").replace(/,/g, ""));
  switch (data.view) {
    case "rules":
      return <PointsRules rules={data.rules} />;
    case "convert":
      return data.viewer === "member" ? <ConvertPanel rules={data.rules} requestKey={data.requestKey} /> : null;
    case "history":
      return data.viewer === "member" ? <RedeemHistory history={data.history} /> : null;
    default:
      if ("failed" in data.goods) return <EmptyState icon={<IconGift />} title={t("failed")} />;
      return (
        <>
          {data.selected && data.viewer === "member" ? (
            <RedeemPanel item={data.selected} requestKey={data.requestKey} />
          ) : null}
          <GoodsGrid goods={data.goods} viewer={data.viewer} selected={data.selected?.id ?? null} balance={balance} />
        </>
      );
  }
}
