import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { EmptyStatePage } from "~/components/pages/EmptyStatePage";
import { EmptyState } from "~/components/ui/EmptyState";
import { IconDice } from "~/components/ui/Icons";
import { pageMeta } from "~/lib/meta";
import { gameScreen } from "~/lib/play.server";
import { modalHref } from "~/lib/urls";

// /game?nodeId=<id> (SPEC §2.1, frame: header only): the launched game in a frame, or why it cannot open.
export const loader = ({ request, context }: LoaderFunctionArgs) => gameScreen(request, context);

export const meta: MetaFunction = (args) => pageMeta(args, "games:game.title");

export default function GamePage() {
  const screen = useLoaderData<typeof loader>();
  const { t } = useTranslation("games");
  const location = useLocation();
  if (screen.state === "none") return <EmptyStatePage section="game" />;
  if (screen.state === "playing") {
    return (
      <section className="game-stage" aria-label={screen.name}>
        <h1 className="visually-hidden">{screen.name}</h1>
        <iframe className="game-stage__frame" src={screen.url} title={screen.name} data-testid="game-frame" />
      </section>
    );
  }
  const message =
    screen.state === "login" ? t("launch.login") : screen.state === "trial" ? t("launch.trial") : t(`launch.${screen.reason}`);
  const action =
    screen.state === "login" ? (
      <Link to={modalHref(location, "login")} className="btn btn--gold" preventScrollReset>
        {t("launch.loginButton")}
      </Link>
    ) : screen.state === "trial" ? (
      <Link to={modalHref(location, "needTrueAccount")} className="btn btn--gold" preventScrollReset>
        {t("launch.trialButton")}
      </Link>
    ) : (
      <Link to="/" className="btn btn--outline">
        {t("backHome")}
      </Link>
    );
  return (
    <section className="page-section">
      <h1 className="page-title">{t("game.title")}</h1>
      <EmptyState icon={<IconDice />} title={message}>
        {action}
      </EmptyState>
    </section>
  );
}
