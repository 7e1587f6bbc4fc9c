import { escapeHtml } from "../../../../http/html.js";
import type { Texts } from "./texts.js";

// Each game's bet form fields (plain HTML, labelled, working without JavaScript), and how the posted
// form becomes the game's bet. Checkbox grids carry repeated names (tiles, picks).

type Values = URLSearchParams;

const radio = (name: string, value: string, label: string, checked: boolean) =>
  `<label class="choice"><input type="radio" name="${name}" value="${escapeHtml(value)}"${checked ? " checked" : ""}> ${escapeHtml(label)}</label>`;

const number = (id: string, name: string, label: string, value: string, attrs: string) =>
  `<p class="field"><label for="${id}">${escapeHtml(label)}</label><input id="${id}" name="${name}" inputmode="decimal" value="${escapeHtml(value)}" ${attrs}></p>`;

/** A grid of checkboxes: values from `first`, shown to the member counting from 1. */
function grid(
  name: string,
  count: number,
  first: number,
  chosen: Set<string>,
  columns: number,
  legend: string,
  label: (shown: number) => string,
) {
  const boxes = Array.from({ length: count }, (_, i) => {
    const value = String(i + first);
    return `<label class="cell"><input type="checkbox" name="${name}" value="${value}"${chosen.has(value) ? " checked" : ""}><span aria-hidden="true">${i + 1}</span><span class="visually-hidden">${escapeHtml(label(i + 1))}</span></label>`;
  }).join("");
  return `<fieldset class="field"><legend>${escapeHtml(legend)}</legend><div class="grid" style="--columns:${columns}">${boxes}</div></fieldset>`;
}

export function betFields(game: string, { t }: Texts, last: Values): string {
  const v = (name: string, fallback: string) => last.get(name) ?? fallback;
  switch (game) {
    case "dice":
      return (
        number(
          "target",
          "target",
          t("field.target"),
          v("target", "50"),
          'type="number" min="2" max="98" step="0.01" required',
        ) +
        `<fieldset class="field"><legend>${escapeHtml(t("field.direction"))}</legend>${radio("direction", "under", t("field.under"), v("direction", "over") === "under")}${radio("direction", "over", t("field.over"), v("direction", "over") === "over")}</fieldset>`
      );
    case "limbo":
      return number(
        "target",
        "target",
        t("field.limboTarget"),
        v("target", "2"),
        'type="number" min="1.01" max="1000000" step="0.01" required',
      );
    case "mines": {
      const mines = Number(v("mines", "3"));
      const options = Array.from(
        { length: 24 },
        (_, i) => `<option${i + 1 === mines ? " selected" : ""}>${i + 1}</option>`,
      ).join("");
      return (
        `<p class="field"><label for="mines">${escapeHtml(t("field.mines"))}</label><select id="mines" name="mines">${options}</select></p>` +
        grid("tiles", 25, 0, new Set(last.getAll("tiles")), 5, t("field.tiles"), (n) => t("field.tile", { n }))
      );
    }
    case "plinko": {
      const rows = v("rows", "12");
      const rowOptions = ["8", "12", "16"].map((r) => `<option${r === rows ? " selected" : ""}>${r}</option>`).join("");
      const risk = v("risk", "medium");
      return (
        `<p class="field"><label for="rows">${escapeHtml(t("field.rows"))}</label><select id="rows" name="rows">${rowOptions}</select></p>` +
        `<fieldset class="field"><legend>${escapeHtml(t("field.risk"))}</legend>${["low", "medium", "high"].map((r) => radio("risk", r, t(`field.${r}`), r === risk)).join("")}</fieldset>`
      );
    }
    case "keno":
      return grid("picks", 40, 1, new Set(last.getAll("picks")), 8, t("field.picks"), String);
    case "baccarat": {
      const side = v("side", "banker");
      return `<fieldset class="field"><legend>${escapeHtml(t("field.side"))}</legend>${["player", "banker", "tie"].map((s) => radio("side", s, t(`field.${s}`), s === side)).join("")}</fieldset>`;
    }
    default:
      return "";
  }
}

/** The posted form as the game's bet (the rules' zod schema checks it). */
export function betFromForm(game: string, form: Values): Record<string, unknown> {
  switch (game) {
    case "dice":
      return { target: form.get("target"), direction: form.get("direction") };
    case "limbo":
      return { target: form.get("target") };
    case "mines":
      return { mines: form.get("mines"), tiles: form.getAll("tiles") };
    case "plinko":
      return { rows: form.get("rows"), risk: form.get("risk") };
    case "keno":
      return { picks: form.getAll("picks") };
    case "baccarat":
      return { side: form.get("side") };
    default:
      return {};
  }
}

/** A recorded bet as the bet form's values (repeated names for lists), to fill a form with it again. */
export function betAsValues(bet: Record<string, unknown>): Values {
  return new URLSearchParams(
    Object.entries(bet).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, String(x)]) : [[k, String(v)]])),
  );
}

/** "1,500.50" VND → minor units; null when it is not an amount. */
export function stakeFromForm(typed: string | null): bigint | null {
  const m = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec((typed ?? "").replace(/[,\s]/g, ""));
  return m ? BigInt(m[1]) * 100n + BigInt((m[2] ?? "").padEnd(2, "0")) : null;
}
