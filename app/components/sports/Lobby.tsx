import { Link } from "@remix-run/react";
import { EmptyState } from "~/components/ui/EmptyState";
import { IconDice } from "~/components/ui/Icons";
import { formatDateTime } from "~/lib/shell/date-time";
import { eventHref, lobbyHref } from "~/lib/sports/links";
import type { SportsData } from "~/lib/sports/sports.server";
import type { EventsLobby, SportsEvent } from "~contract/answers/events";
import { MarketOdds, byMarketOrder } from "./Markets";
import type { SportsText } from "./useSportsText";

/** When an event plays: live with its score, ended, cancelled, or its start time. */
export function EventWhen({ event, text }: { event: SportsEvent; text: SportsText }) {
  const { t } = text;
  const score = event.score ? `${event.score.home}–${event.score.away}` : null;
  if (event.status === "live")
    return (
      <span className="event-when">
        <span className="badge badge--live">{t("status.live")}</span>
        {score ? <strong className="event-when__score"> {score}</strong> : null}
      </span>
    );
  if (event.status !== "not_started")
    return (
      <span className="event-when">
        <span className="badge">{t(`status.${event.status}`)}</span>
        {score ? <strong className="event-when__score"> {score}</strong> : null}
      </span>
    );
  return (
    <span className="event-when">
      <time dateTime={event.startsAt}>{formatDateTime(event.startsAt)}</time>
    </span>
  );
}

/** The lobby's menu: every sport of the tab with how many events it lists, and the chosen sport's competitions. */
function SportsMenu({ data, lobby, text }: { data: SportsData; lobby: EventsLobby; text: SportsText }) {
  const { t } = text;
  const all = !data.sport && !data.competition;
  return (
    <nav className="sports-menu" aria-label={t("menu.label")}>
      <ul className="sports-menu__list">
        <li>
          <Link
            to={lobbyHref(data.path, { tab: data.tab })}
            className="sports-menu__link"
            aria-current={all ? "page" : undefined}
          >
            {t(`menu.all.${data.game}`)}
          </Link>
        </li>
        {lobby.sports.map((entry) => {
          const current = data.sport === entry.sport;
          return (
            <li key={entry.sport}>
              <Link
                to={lobbyHref(data.path, { tab: data.tab, sport: entry.sport })}
                className="sports-menu__link"
                aria-current={current && !data.competition ? "page" : undefined}
              >
                {t(`sport.${entry.sport}`)} <span className="sports-menu__count">{entry.count}</span>
              </Link>
              {current || lobby.sports.length === 1 ? (
                <ul className="sports-menu__competitions">
                  {entry.competitions.map((competition) => (
                    <li key={competition.name}>
                      <Link
                        to={lobbyHref(data.path, { tab: data.tab, sport: entry.sport, competition: competition.name })}
                        className="sports-menu__link"
                        aria-current={data.competition === competition.name ? "page" : undefined}
                      >
                        {competition.name} <span className="sports-menu__count">{competition.count}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The lobby: the menu, then the tab's events by competition, each with its main markets' prices. */
/** Events grouped under their sport and competition, each with its main markets. */
function EventGroups({
  data,
  lobby,
  events,
  chosen,
  text,
  idPrefix,
}: {
  data: SportsData;
  lobby: EventsLobby;
  events: SportsEvent[];
  chosen: ReadonlySet<string>;
  text: SportsText;
  idPrefix: string;
}) {
  const { t } = text;
  const competitions = new Map<string, SportsEvent[]>();
  for (const event of events)
    competitions.set(`${event.sport}\u0000${event.competition}`, [
      ...(competitions.get(`${event.sport}\u0000${event.competition}`) ?? []),
      event,
    ]);
  return (
    <>
      {[...competitions].map(([key, group], index) => (
        <section key={key} className="competition" aria-labelledby={`${idPrefix}-${index}`}>
          <h2 id={`${idPrefix}-${index}`} className="competition__name">
            <span className="competition__sport">{t(`sport.${group[0]?.sport ?? "football"}`)} · </span>
            {group[0]?.competition}
          </h2>
          <ul className="event-list">
            {group.map((event) => (
              <li key={event.id} className="event-card" data-event={event.id} data-ref={event.ref}>
                <p className="event-card__when">
                  <EventWhen event={event} text={text} />
                </p>
                <h3 className="event-card__teams">
                  <Link to={eventHref(data.path, event.id)}>{t("versus", { home: event.home, away: event.away })}</Link>
                </h3>
                {event.sandbox && !lobby.sandbox ? <SandboxNote text={text} /> : null}
                <div className="event-card__markets">
                  {[...event.markets].sort(byMarketOrder).map((market) => (
                    <MarketOdds key={market.id} market={market} event={event} chosen={chosen} text={text} />
                  ))}
                </div>
                <p className="event-card__more">
                  <Link to={eventHref(data.path, event.id)}>{t("allMarkets", { count: event.marketCount })}</Link>
                </p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

export function Lobby({
  data,
  lobby,
  chosen,
  text,
}: {
  data: SportsData;
  lobby: EventsLobby;
  chosen: ReadonlySet<string>;
  text: SportsText;
}) {
  const { t } = text;
  return (
    <div className={lobby.sports.length ? "sports-lobby sports-lobby--menu" : "sports-lobby"}>
      {lobby.sports.length ? <SportsMenu data={data} lobby={lobby} text={text} /> : null}
      <div className="sports-events">
        {lobby.events.length > 0 ? (
          <EventGroups
            data={data}
            lobby={lobby}
            events={lobby.events}
            chosen={chosen}
            text={text}
            idPrefix="competition"
          />
        ) : lobby.next.length > 0 ? (
          // Nothing left today: said so, with the next events to come under their own heading (ADR 0061).
          <div className="sports-next" data-testid="sports-next">
            <p className="sports-next__lead" role="status">
              {t("empty.today")} {t("empty.nextLead")}
            </p>
            <EventGroups data={data} lobby={lobby} events={lobby.next} chosen={chosen} text={text} idPrefix="next" />
          </div>
        ) : (
          <EmptyState icon={<IconDice />} title={t(`empty.${data.tab}`)} text={t("empty.text")}>
            {data.tab !== "early" ? (
              <Link to={lobbyHref(data.path, { tab: "early" })} className="btn btn--small btn--outline">
                {t("empty.seeEarly")}
              </Link>
            ) : null}
          </EmptyState>
        )}
      </div>
    </div>
  );
}

/** Fixtures made up by the sandbox feed say so wherever they show. */
export function SandboxNote({ text }: { text: SportsText }) {
  return (
    <p className="sandbox-note" role="note">
      {text.t("sandbox")}
    </p>
  );
}
