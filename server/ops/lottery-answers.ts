// What the operator reads after `lottery …` (ADR 0055): games and bet types, draws with their results one
// tier a line, a draw's exposure, the feeds and the counts of a settlement; amounts in VND.
import type { LotteryDraw } from "../../contract/answers/lottery.js";
import { formatMinor } from "../../contract/money.js";
import {
  changeGame,
  drawExposure,
  enterResult,
  FAMILY_TIERS,
  feedStatus,
  operatorDraw,
  operatorGames,
} from "../modules/lottery/index.js";
import type { LotteryCommand } from "./lottery-forms.js";

type OperatorGame = Awaited<ReturnType<typeof operatorGames>>[number];
type OperatorBetType = OperatorGame["betTypes"][number];
type GameView = Awaited<ReturnType<typeof changeGame>>;
type OperatorDraw = Awaited<ReturnType<typeof operatorDraw>>;
type Exposure = Awaited<ReturnType<typeof drawExposure>>;
type Settled = Awaited<ReturnType<typeof enterResult>>;
type Feed = Awaited<ReturnType<typeof feedStatus>>[number];
type ClosedDays = { area: string; closedDays: string[]; cancelled?: string[] };

/** Whole numbers (points) with thousands separators. */
const grouped = (n: number | string) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
const money = (minor: string | null) => (minor === null ? "none" : formatMinor(minor));
const onOff = (enabled: boolean) => (enabled ? "on" : "off");

function gameLine(g: GameView & { liabilityCap?: string | null; closeLeadSeconds?: number }): string {
  const source =
    g.source === "house" ? `house, every ${g.cadenceMinutes} min` : `external, feed ${g.feed?.name ?? "-"}`;
  const cap = g.liabilityCap === undefined ? "" : `  cap ${money(g.liabilityCap)}`;
  const close = g.closeLeadSeconds === undefined ? "" : `  closes ${g.closeLeadSeconds}s before`;
  return `${g.code.padEnd(11)} ${onOff(g.enabled).padEnd(3)} ${g.prizeMode.padEnd(5)} ${g.area.padEnd(3)} ${source.padEnd(21)}${cap}${close}  ${g.name.EN}`;
}

const pays = (pay: OperatorBetType["payPerPoint"]) =>
  typeof pay === "string"
    ? formatMinor(pay)
    : Object.entries(pay)
        .map(([total, minor]) => `${total}:${formatMinor(minor)}`)
        .join(" ");

const betTypeLine = (t: Omit<OperatorBetType, "enabled"> & { enabled?: boolean }) =>
  `${t.code.padEnd(8)} v${String(t.version).padEnd(3)} ${(t.enabled === undefined ? "" : onOff(t.enabled)).padEnd(3)} price ${formatMinor(t.pricePerPoint).padStart(10)}  points ${grouped(t.minPoints)}–${grouped(t.maxPointsPerTicket)} a ticket, ${grouped(t.maxPointsPerNumber)} a number, up to ${t.maxNumbers} numbers  pays ${pays(t.payPerPoint)}`;

/**
 * A draw's prizes, one tier a line, in its family's reveal order: stored as jsonb, the tiers come back in the
 * database's key order, so the family is known again by its tiers.
 */
function prizeLines(prizes: Record<string, string[]>, indent: string): string[] {
  const tiers = Object.keys(prizes);
  const family = Object.values(FAMILY_TIERS).find(
    (rows) => rows.length === tiers.length && rows.every((r) => r.tier in prizes),
  );
  const order = family ? family.map((r) => r.tier) : tiers;
  return order.map((tier) => `${indent}${tier.padEnd(8)} ${prizes[tier].join(" ")}`);
}

const station = (d: LotteryDraw) => (d.station ? ` ${d.station.name} (${d.station.code})` : "");
const rulesOf = (d: LotteryDraw) =>
  d.numberRules.length ? d.numberRules.map((r) => `${r.number} ${r.rule}`).join(", ") : "none";

function drawLine(d: LotteryDraw): string {
  const result = d.result
    ? `  result v${d.resultVersion}${d.resultSource ? ` from ${d.resultSource}` : ""}`
    : d.cancelReason
      ? `  cancelled: ${d.cancelReason}`
      : "";
  const rules = d.numberRules.length ? `  rules ${rulesOf(d)}` : "";
  return `${d.issue.padEnd(20)} ${d.status.padEnd(9)} closes ${d.closesAt}  draws ${d.drawAt}${d.station ? `  ${d.station.name}` : ""}${result}${rules}`;
}

function ticketsLine(tickets: Record<string, { count: number; stake: string; win: string }>): string {
  const parts = Object.entries(tickets).map(
    ([status, t]) =>
      `${status} ${t.count} (stake ${formatMinor(t.stake)}${BigInt(t.win) > 0n ? `, win ${formatMinor(t.win)}` : ""})`,
  );
  return `tickets: ${parts.length ? parts.join(", ") : "none"}`;
}

const countsLine = (c: Settled["counts"]) =>
  `settled ${c.settled}, resettled ${c.resettled}, refunded ${c.refunded}, stopped ${c.stopped}, waiting ${c.waiting}`;

function describeDraw(d: OperatorDraw): string {
  const lines = [`${d.game} ${d.issue}${station(d)}: ${d.status}; closes ${d.closesAt}, draws ${d.drawAt}`];
  if (d.cancelReason) lines.push(`cancelled: ${d.cancelReason}`);
  lines.push(`number rules: ${rulesOf(d)}`);
  lines.push(ticketsLine(d.tickets));
  if (!d.results.length) lines.push("no result entered");
  for (const r of d.results) {
    const settled = d.settledVersion === r.version ? ", settled" : "";
    lines.push(
      `result v${r.version} ${r.enteredAt} from ${r.source} by ${r.enteredBy}${settled}${r.reason ? `: ${r.reason}` : ""}`,
      ...prizeLines(r.prizes as Record<string, string[]>, "  "),
    );
  }
  return lines.join("\n");
}

function describeExposure(e: Exposure): string {
  const head = [`${e.game} ${e.issue}: ${e.status}; liability cap ${money(e.liabilityCap)}`, ticketsLine(e.tickets)];
  if (!e.numbers.length) return [...head, "nothing at stake"].join("\n");
  const rows = e.numbers.map(
    (n) =>
      `  ${n.betType.padEnd(8)} ${n.number.padEnd(12)} ${grouped(n.points).padStart(9)} ${formatMinor(n.stake).padStart(16)} ${formatMinor(n.payout).padStart(18)}`,
  );
  return [
    ...head,
    `${e.numbers.length} number(s) at stake, the largest payout first:`,
    `  ${"bet type".padEnd(8)} ${"number".padEnd(12)} ${"points".padStart(9)} ${"stake".padStart(16)} ${"one hit pays".padStart(18)}`,
    ...rows,
  ].join("\n");
}

function feedLine(f: Feed): string {
  const waiting = f.waitingForResult.length
    ? `${f.waitingForResult.length} waiting (${f.waitingForResult.slice(0, 5).join(", ")}${f.waitingForResult.length > 5 ? ", …" : ""})`
    : "none waiting";
  const last = f.lastResult
    ? `last result ${f.lastResult.issue} at ${f.lastResult.at ?? "-"} (${f.lastResult.source ?? "-"})`
    : "no result yet";
  return `${f.game.padEnd(11)} ${onOff(f.enabled).padEnd(3)} ${f.feed.padEnd(8)} ${waiting}; ${last}`;
}

export function describeLotteryResult(input: LotteryCommand, result: unknown): string {
  switch (input.action) {
    case "games": {
      const games = result as OperatorGame[];
      if (!games.length) return "No lottery games";
      return `${games.length} lottery game(s) with their bet types (amounts in VND a point):\n${games.map((g) => [gameLine(g), ...g.betTypes.map((t) => `  ${betTypeLine(t)}`)].join("\n")).join("\n")}`;
    }
    case "game": {
      const cap =
        input.change.liabilityCap !== undefined
          ? `; draws made from now have the cap ${money(input.change.liabilityCap)}`
          : "";
      return `Changed ${gameLine(result as GameView)}${cap}`;
    }
    case "odds":
      return `${input.code}: new version of ${betTypeLine({ ...(result as OperatorBetType), enabled: input.change.enabled })}`;
    case "draws": {
      const draws = result as LotteryDraw[];
      if (!draws.length) return `No ${input.status ? `${input.status} ` : ""}draws of ${input.code}`;
      return `${draws.length} ${input.status ? `${input.status} ` : ""}draw(s) of ${input.code}, newest first:\n${draws.map(drawLine).join("\n")}`;
    }
    case "draw":
      return describeDraw(result as OperatorDraw);
    case "exposure":
      return describeExposure(result as Exposure);
    case "result": {
      const { draw, counts } = result as Settled;
      return [
        `${draw.game} ${draw.issue}: result v${draw.resultVersion} in force, draw ${draw.status}; ${countsLine(counts)}`,
        ...prizeLines(draw.result ?? {}, "  "),
      ].join("\n");
    }
    case "cancel": {
      const { draw, counts } = result as Settled;
      return `${draw.game} ${draw.issue}: ${draw.status} (${draw.cancelReason ?? input.reason}); ${countsLine(counts)}`;
    }
    case "rule": {
      const draw = result as LotteryDraw;
      return `${draw.game} ${draw.issue}: number rules ${rulesOf(draw)}`;
    }
    case "drawCap": {
      const r = result as { issue: string; liabilityCap: string | null };
      return `${input.code} ${r.issue}: liability cap ${money(r.liabilityCap)} for tickets taken from now`;
    }
    case "feeds": {
      const feeds = result as Feed[];
      return feeds.length
        ? `${feeds.length} external game(s) and their results feed:\n${feeds.map(feedLine).join("\n")}`
        : "No external lottery games";
    }
    case "closedDays": {
      const r = result as ClosedDays;
      const days = `${r.area} closed days: ${r.closedDays.length ? r.closedDays.join(", ") : "none"}`;
      if (!r.cancelled) return days;
      return `${days}\ndraws cancelled and refunded: ${r.cancelled.length ? r.cancelled.join(", ") : "none"}`;
    }
  }
}
