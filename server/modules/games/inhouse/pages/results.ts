import { escapeHtml } from "../../../../http/html.js";
import { formatMinor } from "../../../../../contract/money.js";
import type { Texts } from "./texts.js";

// A round's outcome as the member sees it, server-rendered: the numbers that decided it and what it paid.

type Shown = { game: string; result: Record<string, unknown>; multiplier: number; paid: string };

// Words, not emoji: a low-end phone may have no emoji font.
const SYMBOL_ART: Record<string, string> = {
  cherry: "CHERRY",
  lemon: "LEMON",
  bell: "BELL",
  bar: "BAR",
  seven: "7",
  wild: "WILD",
};

const list = (values: unknown) => (Array.isArray(values) ? values.join(", ") : "");

function board(result: Record<string, unknown>): string {
  const mines = new Set(result.mines as number[]);
  const tiles = new Set(result.tiles as number[]);
  const cells = Array.from(
    { length: 25 },
    (_, i) =>
      `<span class="cell ${mines.has(i) ? "mine" : "gem"}${tiles.has(i) ? " chosen" : ""}" aria-hidden="true">${mines.has(i) ? "✹" : "◆"}</span>`,
  ).join("");
  return `<div class="grid board" style="--columns:5">${cells}</div>`;
}

export function resultHtml(shown: Shown, { t }: Texts): string {
  const r = shown.result;
  let detail = "";
  switch (shown.game) {
    case "dice":
      detail = `<p class="big" data-count="${escapeHtml(String(r.roll))}">${escapeHtml(String(r.roll))}</p><p>${escapeHtml(t("result.roll", { roll: String(r.roll), target: String(r.target), direction: t(`field.${r.direction}`) }))}</p>`;
      break;
    case "limbo":
      detail = `<p class="big" data-count="${escapeHtml(String(r.drawn))}">×${escapeHtml(String(r.drawn))}</p><p>${escapeHtml(t("result.drawn", { drawn: String(r.drawn), target: String(r.target) }))}</p>`;
      break;
    case "mines":
      detail = `${board(r)}<p>${escapeHtml(t("result.mines", { mines: list((r.mines as number[]).map((m) => m + 1)) }))}</p>${r.hit !== null ? `<p>${escapeHtml(t("result.hit", { tile: Number(r.hit) + 1 }))}</p>` : ""}`;
      break;
    case "plinko":
      detail = `<p class="big">${escapeHtml(String(r.slot))}</p><p>${escapeHtml(t("result.slot", { slot: String(r.slot), rows: String(r.rows) }))}</p><p class="path" aria-hidden="true">${(r.path as number[]).map((s) => (s ? "↘" : "↙")).join(" ")}</p>`;
      break;
    case "keno":
      detail = `<p>${escapeHtml(t("result.keno", { drawn: list(r.drawn), hits: list(r.hits) || "—" }))}</p>`;
      break;
    case "slot": {
      const window = r.window as string[][];
      const rows = window
        .map(
          (row) =>
            `<tr>${row.map((symbol) => `<td class="symbol ${symbol}">${escapeHtml(SYMBOL_ART[symbol] ?? symbol)}</td>`).join("")}</tr>`,
        )
        .join("");
      const wins = (r.wins as { line: number; symbol: string; count: number; multiplier: number }[])
        .map(
          (w) =>
            `<li>${escapeHtml(t("result.line", { line: w.line + 1, count: w.count, symbol: w.symbol, multiplier: w.multiplier }))}</li>`,
        )
        .join("");
      detail = `<table class="reels" aria-label="${escapeHtml(t("result.reels"))}"><tbody>${rows}</tbody></table>${wins ? `<ul>${wins}</ul>` : ""}`;
      break;
    }
    case "baccarat": {
      const hand = (h: { cards: { rank: string; suit: string }[]; total: number }) =>
        `${h.cards.map((c) => `${c.rank}${c.suit}`).join(" ")} = ${h.total}`;
      const player = r.player as Parameters<typeof hand>[0];
      const banker = r.banker as Parameters<typeof hand>[0];
      const winner = r.winner === "tie" ? t("result.tieResult") : t(`field.${r.winner}`);
      detail = `<p class="big">${escapeHtml(`${player.total} : ${banker.total}`)}</p><p>${escapeHtml(t("result.hands", { player: hand(player), banker: hand(banker), winner }))}</p>`;
      break;
    }
    default:
      detail = `<pre>${escapeHtml(JSON.stringify(r))}</pre>`;
  }
  const verdict =
    shown.multiplier > 0
      ? t("won", { paid: formatMinor(shown.paid), multiplier: String(shown.multiplier) })
      : t("lost");
  return `${detail}<p class="verdict ${shown.multiplier > 0 ? "win" : "loss"}" role="status">${escapeHtml(verdict)}</p>`;
}
