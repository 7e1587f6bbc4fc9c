// What decided a lottery ticket, in the member's words (ADR 0064): the platform answers facts — which prize numbers
// each chosen number matched, the prizes read, a correction's win before and after — and these turn them into the
// page's sentences through the lottery's texts. Shared by the ticket list, a ticket's page and the tests, which
// render every golden case in each language and look for English or a raw code in the Tagalog ones.
import type { LotteryTicket, PrizeHit, SettlementLine, TicketCorrection, TicketDraw } from "~contract/answers/lottery";
import { formatMinor } from "~contract/money";
import type { Translate } from "~/lib/forms/messages";
import { formatDateTime } from "~/lib/shell/date-time";

/** A choice of the dice's bet types (big, odd …) or a total, as the betting form names it; a number as itself. */
export function choiceName(t: Translate, chosen: string): string {
  if (/^[a-z]+$/.test(chosen)) return t(`choice.${chosen}`);
  return chosen;
}

/** A draw by its name: the station and its date, a house draw's number in its day, or the date alone. Never the issue. */
export function drawLabel(
  t: Translate,
  draw: { station: { name: string } | null; number: number | null; drawAt: string },
): string {
  const date = formatDateTime(draw.drawAt);
  if (draw.station) return t("drawOf.station", { station: draw.station.name, date });
  if (draw.number !== null) return t("drawOf.number", { number: draw.number, date });
  return t("drawOf.date", { date });
}

const list = (t: Translate, items: string[]) => items.join(t("settle.listJoin"));
const prizeAt = (t: Translate, hit: PrizeHit) => t("settle.at", { tier: t(`tier.${hit.tier}`), number: hit.number });
const where = (t: Translate, hits: PrizeHit[]) =>
  list(
    t,
    hits.map((hit) => prizeAt(t, hit)),
  );

/** One line of the rule trace as a sentence: what the chosen number (or combination, or dice bet) met and what it counted. */
export function settlementLineText(t: Translate, line: SettlementLine): string {
  switch (line.rule) {
    case "count":
    case "anyOrder":
    case "digitIn": {
      const chosen =
        line.rule === "digitIn"
          ? t("settle.digit", { digit: line.chosen })
          : line.rule === "anyOrder"
            ? t("settle.anyOrder", { number: line.chosen })
            : line.chosen;
      if (!line.hits.length) return t("settle.miss", { chosen });
      // A type that pays a number once says so when it came more than once.
      const once = line.counted < line.hits.length ? t("settle.paidOnce") : "";
      return t("settle.hit", { chosen, where: where(t, line.hits), count: line.counted, once });
    }
    case "all": {
      const missing = line.numbers.filter((n) => !n.hits.length).map((n) => n.chosen);
      if (missing.length) return t("settle.allMissing", { missing: list(t, missing), count: missing.length });
      return t("settle.allCame", {
        numbers: list(
          t,
          line.numbers.map((n) => n.chosen),
        ),
        where: where(
          t,
          line.numbers.flatMap((n) => n.hits),
        ),
      });
    }
    case "none": {
      const drawn = line.numbers.filter((n) => n.hits.length);
      if (!drawn.length)
        return t("settle.noneCame", {
          numbers: list(
            t,
            line.numbers.map((n) => n.chosen),
          ),
        });
      return t("settle.someCame", {
        drawn: list(
          t,
          drawn.map((n) => n.chosen),
        ),
        where: where(
          t,
          drawn.flatMap((n) => n.hits),
        ),
        count: drawn.length,
      });
    }
    case "size":
    case "parity":
    case "sum": {
      const dice = {
        faces: line.faces.join(" + "),
        total: line.total,
        choice: line.rule === "sum" ? t("choice.total", { total: line.chosen }) : choiceName(t, line.chosen),
      };
      if (line.counted > 0) return t("settle.diceWon", dice);
      return t(line.triple && line.rule !== "sum" ? "settle.diceTriple" : "settle.diceLost", dice);
    }
  }
}

/** Where a ticket stands, in words: waiting for its draw, what it won, no win, or refunded. Never "won 0.00" on a waiting ticket. */
export function ticketStanding(t: Translate, ticket: Pick<LotteryTicket, "status" | "win">): string {
  if (ticket.status === "open")
    return BigInt(ticket.win) > 0n
      ? t("standing.waitingAfterWin", { win: formatMinor(ticket.win) })
      : t("ticketStatus.open");
  if (ticket.status === "refunded") return t("ticketStatus.refunded");
  return BigInt(ticket.win) > 0n ? t("standing.won", { win: formatMinor(ticket.win) }) : t("standing.noWin");
}

/** One draw of a ticket, in words: waiting, won so much, no win, or refunded and why. */
export function drawStanding(
  t: Translate,
  draw: Pick<TicketDraw, "status" | "win" | "refundReason" | "cancelReason">,
): string {
  switch (draw.status) {
    case "open":
      return t("ticketStatus.open");
    case "won":
      return t("standing.won", { win: formatMinor(draw.win ?? "0") });
    case "lost":
      return t("standing.noWin");
    case "refunded":
      if (draw.refundReason === "cancelled")
        return draw.cancelReason
          ? t("standing.cancelledBecause", { reason: draw.cancelReason })
          : t("standing.cancelled");
      return t("standing.winStop");
  }
}

/** A correction that settled the ticket again: the operator's reason and the win before and after. */
export function correctionText(t: Translate, correction: TicketCorrection): string {
  const amounts = {
    before: formatMinor(correction.winBefore),
    after: formatMinor(correction.winAfter),
    time: formatDateTime(correction.at),
  };
  return correction.reason
    ? t("settle.corrected", { ...amounts, reason: correction.reason })
    : t("settle.correctedNoReason", amounts);
}

/** The prize numbers a draw's settlement counted, as "tier:number" keys the prize table marks. */
export const hitKeys = (trace: SettlementLine[]): Set<string> =>
  new Set(
    trace
      .flatMap((line) => ("hits" in line ? line.hits : "numbers" in line ? line.numbers.flatMap((n) => n.hits) : []))
      .map((hit) => `${hit.tier}:${hit.number}`),
  );
