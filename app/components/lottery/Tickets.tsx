import { Link } from "@remix-run/react";
import { EmptyState } from "~/components/ui/EmptyState";
import { IconDice } from "~/components/ui/Icons";
import { PageLinks } from "~/components/ui/Pager";
import {
  choiceName,
  correctionText,
  drawLabel,
  drawStanding,
  hitKeys,
  settlementLineText,
  ticketStanding,
} from "~/lib/lottery/settlement";
import { formatDateTime } from "~/lib/shell/date-time";
import type { LotteryTicket, TicketDraw } from "~contract/answers/lottery";
import { formatMinor } from "~contract/money";
import { PrizeTable } from "./DrawResult";
import type { LotteryText } from "./useLotteryText";

const BADGE: Record<string, string> = { won: "badge badge--win" };
const badgeOf = (status: string) => BADGE[status] ?? "badge";
const ticketBadge = (ticket: LotteryTicket) =>
  ticket.status === "settled" && BigInt(ticket.win) > 0n ? "won" : ticket.status;

/** The member's tickets, newest first: each with where it stands and, per draw, what decided it (ADR 0064). */
export function TicketsView({
  path,
  tickets,
  text,
}: {
  path: string;
  tickets: { list: LotteryTicket[]; pageNo: number; totalPages: number; total: number };
  text: LotteryText;
}) {
  const { t } = text;
  if (!tickets.list.length) return <EmptyState icon={<IconDice />} title={t("noTickets")} />;
  return (
    <section aria-labelledby="tickets-title">
      <h2 id="tickets-title">{t("myTickets", { total: tickets.total })}</h2>
      <ul className="ticket-list" data-testid="ticket-list">
        {tickets.list.map((ticket) => (
          <TicketCard
            key={ticket.id}
            ticket={ticket}
            text={text}
            href={`${path}?${new URLSearchParams({ view: "tickets", ticket: ticket.id })}`}
          />
        ))}
      </ul>
      <PageLinks list={tickets} label={t("pages")} />
    </section>
  );
}

/** One ticket on its own page: every draw it follows with the prizes read and the numbers that counted marked. */
export function TicketView({ path, ticket, text }: { path: string; ticket: LotteryTicket; text: LotteryText }) {
  const { t } = text;
  return (
    <section aria-labelledby="ticket-title">
      <h2 id="ticket-title">
        {t("ticketTitle", { name: text.name(ticket.gameName), type: t(`betType.${ticket.playType}.name`) })}
      </h2>
      <p>
        <Link to={`${path}?view=tickets`}>{t("backToTickets")}</Link>
      </p>
      <ul className="ticket-list">
        <TicketCard ticket={ticket} text={text} open />
      </ul>
    </section>
  );
}

function TicketCard({
  ticket,
  text,
  href,
  open = false,
}: {
  ticket: LotteryTicket;
  text: LotteryText;
  href?: string;
  open?: boolean;
}) {
  const { t, name } = text;
  return (
    <li className="ticket" data-ticket={ticket.id} data-status={ticket.status}>
      <div className="ticket__head">
        <strong>{href ? <Link to={href}>{name(ticket.gameName)}</Link> : name(ticket.gameName)}</strong> ·{" "}
        {t(`betType.${ticket.playType}.name`)}{" "}
        <span className={badgeOf(ticketBadge(ticket))} data-testid="ticket-standing">
          {ticketStanding(t, ticket)}
        </span>
      </div>
      <p className="ticket__numbers">
        {t("ticketLine", {
          numbers: ticket.numbers.map((n) => choiceName(t, n)).join(", "),
          count: ticket.points,
          stake: formatMinor(ticket.stake),
        })}
      </p>
      {ticket.halfPay.length ? (
        <p className="field__hint">{t("halfPayTaken", { numbers: ticket.halfPay.join(", ") })}</p>
      ) : null}
      <ul className="ticket__draws">
        {ticket.draws.map((draw) => (
          <TicketDrawItem key={draw.issue} draw={draw} text={text} open={open} />
        ))}
      </ul>
      <p className="field__hint">{t("boughtAt", { time: formatDateTime(ticket.createdAt) })}</p>
    </li>
  );
}

/** A draw the ticket follows: its name and date, where it stands, and — once settled — what decided it. */
function TicketDrawItem({ draw, text, open }: { draw: TicketDraw; text: LotteryText; open: boolean }) {
  const { t } = text;
  const label = drawLabel(t, draw);
  return (
    <li data-draw-status={draw.status} data-issue={draw.issue}>
      <p>
        {t("drawLine", { draw: label, multiple: draw.multiple, stake: formatMinor(draw.stake) })} ·{" "}
        <span className={badgeOf(draw.status)} data-testid="draw-standing">
          {drawStanding(t, draw)}
        </span>
      </p>
      {draw.trace.length ? (
        <ul className="ticket__trace" aria-label={t("why")} data-testid="settlement-lines">
          {draw.trace.map((line, i) => (
            <li key={i}>{settlementLineText(t, line)}</li>
          ))}
        </ul>
      ) : draw.hits !== null ? (
        <p>{t("hitsCounted", { count: draw.hits })}</p>
      ) : null}
      {draw.corrections.map((correction) => (
        <p key={correction.version} className="ticket__correction" role="note" data-testid="ticket-correction">
          {correctionText(t, correction)}
        </p>
      ))}
      {draw.prizes ? (
        <details className="ticket__prizes" open={open}>
          <summary>{t("prizesRead")}</summary>
          <PrizeTable
            result={draw.prizes}
            caption={t("prizesOf", { draw: label })}
            marked={hitKeys(draw.trace)}
            text={text}
          />
        </details>
      ) : null}
    </li>
  );
}
