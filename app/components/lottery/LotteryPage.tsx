import { Link, useLoaderData } from "@remix-run/react";
import { EmptyState } from "~/components/ui/EmptyState";
import { IconDice } from "~/components/ui/Icons";
import type { LotteryData } from "~/lib/lottery/lottery.server";
import { drawLabel } from "~/lib/lottery/settlement";
import { LOTTERY_PAGES, type LotteryPageKind } from "~/lib/lottery/pages";
import { usePlace } from "~/lib/shell/useRoot";
import { modalHref } from "~/lib/shell/urls";
import { TrueAccountNeeded } from "~/components/forms/TrueAccountNeeded";
import { BettingPanel } from "./BettingPanel";
import { PrizeTable, ResultSummary } from "./DrawResult";
import { CurrentDraw, Lobby, ResultsView, SandboxNote, gameHref, verifyHref } from "./LotteryViews";
import { TicketView, TicketsView } from "./Tickets";
import { useLotteryText, type LotteryText } from "./useLotteryText";

const TABS: LotteryPageKind[] = ["all", "vn", "sea", "elott"];

/**
 * A lottery page (SPEC §2.1): tabs for the lottery's areas and the member's tickets, then the
 * lobby, a game's betting view, its results or the tickets. Every screen is a URL and every form a whole-page
 * post, so all of it works without JavaScript; with it, the countdowns tick and the review opens as a dialog.
 */
export function LotteryPage() {
  const data = useLoaderData<LotteryData>();
  const text = useLotteryText(data.viTexts);
  const { t, say } = text;
  const place = usePlace();
  const page = LOTTERY_PAGES[data.kind];
  return (
    <section className="page-section lottery" aria-labelledby="lottery-title" lang={text.lang}>
      <h1 id="lottery-title" className="page-title">
        {t(`title.${data.kind}`)}
      </h1>
      {data.notice ? (
        <p className="form-notice" role="status">
          {say(data.notice.text)}
        </p>
      ) : null}
      <nav className="tabs lottery__tabs" aria-label={t("tabsLabel")}>
        {TABS.map((kind) => (
          <Link
            key={kind}
            to={LOTTERY_PAGES[kind].path}
            className="tabs__tab"
            aria-current={data.kind === kind && data.view !== "tickets" && !data.selected ? "page" : undefined}
          >
            {t(`tab.${kind}`)}{" "}
          </Link>
        ))}
        <Link
          to={
            data.viewer === "member"
              ? `${page.path}?view=tickets`
              : modalHref(place, data.viewer === "trial" ? "needTrueAccount" : "login")
          }
          className="tabs__tab"
          aria-current={data.view === "tickets" ? "page" : undefined}
          preventScrollReset
        >
          {t("tab.tickets")}{" "}
        </Link>
      </nav>
      <LotteryView data={data} text={text} />
    </section>
  );
}

function LotteryView({ data, text }: { data: LotteryData; text: LotteryText }) {
  const { t } = text;
  if (data.view === "tickets") {
    if (data.viewer !== "member") return <p>{t("ticketsLogin")}</p>;
    if (data.ticket)
      return "failed" in data.ticket ? (
        <EmptyState icon={<IconDice />} title={t("failed")} />
      ) : (
        <TicketView path={data.path} ticket={data.ticket} text={text} />
      );
    if (!data.tickets || "failed" in data.tickets) return <EmptyState icon={<IconDice />} title={t("failed")} />;
    return <TicketsView path={data.path} tickets={data.tickets} text={text} />;
  }
  if (data.view === "results" && data.results) {
    if ("failed" in data.results) return <EmptyState icon={<IconDice />} title={t("failed")} />;
    return <ResultsView results={data.results} data={data} text={text} />;
  }
  if (data.selected) return <GameView data={data} text={text} />;
  return <Lobby data={data} text={text} />;
}

/** One game: its current draw, the bet types, the betting form, and its last result. */
function GameView({ data, text }: { data: LotteryData; text: LotteryText }) {
  const { t, name } = text;
  const selected = data.selected;
  if (!selected) return null;
  const type = selected.betTypes.find((b) => b.code === data.playType) ?? selected.betTypes[0];
  const current = selected.open[0];
  const house = selected.game.source === "house";
  return (
    <div className="lottery-game" data-game={selected.game.code}>
      <p className="lottery-game__back">
        <Link to={data.path}>{t("backToLobby")}</Link> ·{" "}
        <Link to={gameHref(data.path, selected.game.code, { view: "results" })}>{t("results")}</Link>
      </p>
      <h2 className="lottery-game__name">{name(selected.game.name)}</h2>
      {selected.game.feed?.sandbox ? <SandboxNote text={text} /> : null}
      {current ? <CurrentDraw draw={current} now={data.now} text={text} /> : null}
      {house && current?.chain ? (
        <p className="field__hint chain-note">
          {t("chainNote", { index: current.chain.index })} <code className="hash">{current.chain.commitment}</code>
        </p>
      ) : null}
      {type ? (
        <>
          <nav className="tabs bet-types" aria-label={t("betTypes")}>
            {selected.betTypes.map((b) => (
              <Link
                key={b.code}
                to={gameHref(data.path, selected.game.code, { playType: b.code })}
                className="tabs__tab"
                aria-current={b.code === type.code ? "page" : undefined}
                preventScrollReset
              >
                {t(`betType.${b.code}.name`)}{" "}
              </Link>
            ))}
          </nav>
          {data.viewer === "trial" ? (
            <TrueAccountNeeded />
          ) : (
            <BettingPanel key={`${selected.game.code}:${type.code}`} data={data} type={type} text={text} />
          )}
        </>
      ) : (
        <p>{t("noBetTypes")}</p>
      )}
      {selected.last?.result ? (
        <section className="last-result" aria-labelledby="last-result-title">
          <h2 id="last-result-title">{t("lastResult", { draw: drawLabel(t, selected.last) })}</h2>
          <p>
            <ResultSummary result={selected.last.result} text={text} />
          </p>
          <PrizeTable
            result={selected.last.result}
            caption={t("prizesOf", { draw: drawLabel(t, selected.last) })}
            text={text}
          />
          {house ? (
            <p>
              <Link to={verifyHref(selected.last.game, selected.last.issue)}>{t("verify")}</Link>
            </p>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
