import { TabBar } from "~/components/ui/TabBar";
import { Link, useLoaderData } from "@remix-run/react";
import { EmptyState } from "~/components/ui/EmptyState";
import { IconDice } from "~/components/ui/Icons";
import { centreHref } from "~/lib/member/centres";
import { parseMessage } from "~/lib/forms/messages";
import { LOBBY_TABS } from "~/lib/sports/forms";
import { betsHref, lobbyHref } from "~/lib/sports/links";
import type { SportsData } from "~/lib/sports/sports.server";
import { usePlace } from "~/lib/shell/useRoot";
import { modalHref } from "~/lib/shell/urls";
import { BetSlip } from "./BetSlip";
import { EventView } from "./EventView";
import { Lobby, SandboxNote } from "./Lobby";
import { MyBets } from "./MyBets";
import { useSportsText, type SportsText } from "./useSportsText";

/**
 * A sportsbook page, /sports or /esports (SPEC §2.1): tabs for today, early and live events and the
 * member's bets, then the lobby or an event's markets beside the bet slip, or the bets. Every screen is a URL and
 * every form a whole-page post, so all of it works without JavaScript; with it, odds buttons fill the slip in place
 * and the confirmation opens as a dialog.
 */
export function SportsPage() {
  const data = useLoaderData<SportsData>();
  const text = useSportsText(data.oddsFormat);
  const { t } = text;
  const place = usePlace();
  const login = modalHref(place, data.viewer === "trial" ? "needTrueAccount" : "login");
  const chosen = new Set(Array.isArray(data.slip) ? data.slip.map((s) => s.outcomeId) : []);
  const sandbox = data.lobby && !("failed" in data.lobby) && data.lobby.sandbox;
  // What the slip did (a bet placed, a full slip) shows in the slip, where the member is; the rest above the page.
  const inSlip =
    data.notice !== null && data.view !== "bets" && SLIP_NOTICES.some((prefix) => data.notice?.startsWith(prefix));
  const pageNotice = inSlip ? null : data.notice;
  return (
    <section className={`page-section sports sports--${data.game}`} aria-labelledby="sports-title">
      <h1 id="sports-title" className="page-title">
        {t(`title.${data.game}`)}
      </h1>
      <div role="status" className="sports__notice">
        {pageNotice ? <Notice notice={pageNotice} data={data} text={text} /> : null}
      </div>
      <TabBar
        className="sports-tabs"
        label={t("tabsLabel")}
        tabs={[
          ...LOBBY_TABS.map((tab) => ({
            key: tab,
            to: lobbyHref(data.path, { tab, sport: data.sport, competition: data.competition }),
            label: t(`tab.${tab}`),
            current: data.view === "lobby" && data.tab === tab,
            keepScroll: false,
          })),
          {
            key: "bets",
            to: data.viewer === "member" ? betsHref(data.path) : login,
            label: t("tab.bets"),
            current: data.view === "bets",
          },
        ]}
      />
      <p className="sports__format field__hint">
        {t("format.shown", { format: t(`format.${data.oddsFormat}`) })}{" "}
        {data.viewer === "member" ? (
          <Link to={centreHref("securityCenter", data.path)}>{t("format.change")}</Link>
        ) : null}
      </p>
      {sandbox ? <SandboxNote text={text} /> : null}
      {data.view === "bets" ? (
        <MyBets data={data} login={login} text={text} />
      ) : (
        <div className="sports-layout">
          <div className="sports-layout__main">
            <SportsMain data={data} chosen={chosen} text={text} />
          </div>
          <BetSlip
            data={data}
            text={text}
            notice={inSlip && data.notice ? <Notice notice={data.notice} data={data} text={text} /> : null}
          />
        </div>
      )}
    </section>
  );
}

const SLIP_NOTICES = ["sports:done.", "sports:slip.", "sports:error.formExpired"];

/** A form's outcome; a bet placed links to the member's bets. */
function Notice({ notice, data, text }: { notice: string; data: SportsData; text: SportsText }) {
  return (
    <p className="form-notice">
      {text.say(notice)}
      {parseMessage(notice).key.startsWith("sports:done.") ? (
        <>
          {" "}
          <Link to={betsHref(data.path)}>{text.t("bets.see")}</Link>
        </>
      ) : null}
    </p>
  );
}

function SportsMain({ data, chosen, text }: { data: SportsData; chosen: ReadonlySet<string>; text: SportsText }) {
  if (data.view === "event" && data.event)
    return <EventView data={data} event={data.event} chosen={chosen} text={text} />;
  if (!data.lobby || "failed" in data.lobby) return <EmptyState icon={<IconDice />} title={text.t("failed")} />;
  return <Lobby data={data} lobby={data.lobby} chosen={chosen} text={text} />;
}
