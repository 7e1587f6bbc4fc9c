// SPEC §2.1 /cockfight: the sabong arena — the current fight, its pool and payouts, the bet form,
// the member's bets and the recent results. Replaces the game-type lobby this path had.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { cockfightAction, cockfightLoader, type CockfightActionData, type CockfightData } from "./arena.server";
import { pageMeta } from "~/lib/i18n/meta";
import cockfightCss from "~/styles/cockfight.css?url";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "~/components/ui/EmptyState";
import { renderMessage } from "~/lib/forms/messages";
import { useArenaRefresh } from "./ArenaClock";
import { BetPanel } from "./BetPanel";
import { FightBoard } from "./FightBoard";
import { MyBets, MyFightBets } from "./FightBets";
import { FightHistory } from "./FightHistory";

export const loader = (args: LoaderFunctionArgs) => cockfightLoader(args);
export const action = (args: ActionFunctionArgs) => cockfightAction(args);
export const meta: MetaFunction = (args) => pageMeta(args, "cockfight:title");
// The arena's own styles, only on this page (app.css is the site's one stylesheet; it may take this file in).
export const links: LinksFunction = () => [{ rel: "stylesheet", href: cockfightCss }];

/**
 * The sabong arena (SPEC §2.1 /cockfight): the fight on now with its pool and payouts per 100, the
 * bet form, the member's bets and the recent results. Every form is a whole-page post and the page has a refresh
 * link, so all of it works without JavaScript; with it, the countdown ticks, the arena is asked again every few
 * seconds while the page is in view, and the review opens as a dialog.
 */
export default function CockfightPage() {
  const data = useLoaderData<CockfightData>();
  const { t } = useTranslation("cockfight");
  const site = useTranslation();
  const location = useLocation();
  const { current } = data.arena;
  useArenaRefresh(current !== null, useActionData<CockfightActionData>() !== undefined);
  return (
    <section className="page-section cockfight" aria-labelledby="cockfight-title">
      <h1 id="cockfight-title" className="page-title">
        {t("title")}
      </h1>
      {data.notice ? (
        <p className="form-notice" role="status">
          {renderMessage(site.t, data.notice.text)}
        </p>
      ) : null}
      {data.arena.sandbox ? (
        <p className="arena-sandbox" role="note">
          {t("sandbox")}
        </p>
      ) : null}
      {current ? (
        <div className="arena">
          <FightBoard fight={current} now={data.arena.now} />
          <BetPanel data={data} fight={current} />
        </div>
      ) : (
        <EmptyState title={t("empty.title")} text={t("empty.text")}>
          <Link
            to={`${location.pathname}${location.search}`}
            className="btn btn--small btn--outline"
            preventScrollReset
          >
            {t("refresh")}
          </Link>
        </EmptyState>
      )}
      {current ? <MyFightBets bets={data.arena.myBets} fight={current} /> : null}
      <MyBets viewer={data.viewer} bets={data.bets} fight={current} />
      <FightHistory fights={data.arena.history} />
    </section>
  );
}
