import { Link } from "@remix-run/react";
import { EmptyState } from "~/components/ui/EmptyState";
import { IconDice } from "~/components/ui/Icons";
import { lobbyHref } from "~/lib/sports/links";
import type { SportsData } from "~/lib/sports/sports.server";
import type { EventMarket, SportsEvent } from "~contract/answers/events";
import { MARKET_TYPES } from "~contract/events";
import { EventWhen, SandboxNote } from "./Lobby";
import { MarketOdds, byMarketOrder } from "./Markets";
import type { SportsText } from "./useSportsText";

/** An event's page: what it is and when it plays, then all its markets grouped by type. */
export function EventView({
  data,
  event,
  chosen,
  text,
}: {
  data: SportsData;
  event: SportsEvent;
  chosen: ReadonlySet<string>;
  text: SportsText;
}) {
  const { t } = text;
  const groups = MARKET_TYPES.map((type) => ({
    type,
    markets: event.markets.filter((m) => m.type === type).sort(byMarketOrder),
  })).filter((group) => group.markets.length > 0);
  return (
    <article className="event-page" aria-labelledby="event-title" data-event={event.id} data-ref={event.ref}>
      <p className="event-page__back">
        <Link to={lobbyHref(data.path, { tab: event.status === "live" ? "live" : data.tab, sport: event.sport })}>
          {t("backToLobby", { sport: t(`sport.${event.sport}`) })}
        </Link>
      </p>
      <p className="event-page__competition">
        {t(`sport.${event.sport}`)} · {event.competition}
      </p>
      <h2 id="event-title" className="event-page__teams">
        {t("versus", { home: event.home, away: event.away })}
      </h2>
      <p className="event-page__when">
        <EventWhen event={event} text={text} />
      </p>
      {event.sandbox ? <SandboxNote text={text} /> : null}
      {groups.length === 0 ? (
        <EmptyState icon={<IconDice />} title={t("noMarkets")} />
      ) : (
        groups.map((group) => (
          <MarketGroup
            key={group.type}
            type={group.type}
            markets={group.markets}
            event={event}
            chosen={chosen}
            text={text}
          />
        ))
      )}
    </article>
  );
}

function MarketGroup({
  type,
  markets,
  event,
  chosen,
  text,
}: {
  type: EventMarket["type"];
  markets: EventMarket[];
  event: SportsEvent;
  chosen: ReadonlySet<string>;
  text: SportsText;
}) {
  return (
    <section className="market-group" aria-labelledby={`market-group-${type}`}>
      <h3 id={`market-group-${type}`} className="market-group__name">
        {text.t(`marketType.${type}`)}
      </h3>
      {markets.map((market) => (
        <MarketOdds
          key={market.id}
          market={market}
          event={event}
          chosen={chosen}
          text={text}
          namedBy={
            markets.length === 1 && text.market(market) === text.t(`marketType.${type}`)
              ? `market-group-${type}`
              : undefined
          }
        />
      ))}
    </section>
  );
}
