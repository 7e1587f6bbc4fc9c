import zlib from "node:zlib";
import { Canvas, placeGlyph } from "../../server/modules/accounts/captcha/captcha-draw.js";
import { CAPTCHA_ALPHABET, FONTS, glyphStrokes } from "../../server/modules/accounts/captcha/captcha-font.js";

// The project's measure of its captcha (tests/unit/captcha-solver.test.ts): the simple solver an
// attacker writes in an afternoon, given our fonts and colours. It keeps the dark ink (the ink is
// dark, the background pale), cuts the ink's extent into equal cells, and template-matches each
// cell against every glyph of every font, drawn upright and turned a little. The tests never use
// it to get past a captcha: they ask the development ops command for the answer.

const GRID_W = 10;
const GRID_H = 14;

function decodePng(png: Buffer): { width: number; height: number; rgb: Uint8Array } {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const idat: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString("ascii", at + 4, at + 8);
    if (type === "IDAT") idat.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const raw = zlib.inflateSync(Buffer.concat(idat));
  const rgb = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    if (raw[y * (width * 3 + 1)] !== 0) throw new Error("captcha solver: only unfiltered scanlines are expected");
    raw.copy(rgb, y * width * 3, y * (width * 3 + 1) + 1, (y + 1) * (width * 3 + 1));
  }
  return { width, height, rgb };
}

type Mask = { width: number; height: number; ink: Float32Array };

/** The ink's share of each grid cell over the mask's ink bounding box inside [x0, x1). */
function gridOf(mask: Mask, x0: number, x1: number): Float32Array | null {
  let [top, bottom, left, right] = [mask.height, -1, x1, x0 - 1];
  for (let y = 0; y < mask.height; y++) {
    for (let x = x0; x < x1; x++) {
      if (mask.ink[y * mask.width + x]! < 0.5) continue;
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
      left = Math.min(left, x);
      right = Math.max(right, x);
    }
  }
  if (bottom < 0) return null;
  const grid = new Float32Array(GRID_W * GRID_H);
  const cellW = (right - left + 1) / GRID_W;
  const cellH = (bottom - top + 1) / GRID_H;
  for (let gy = 0; gy < GRID_H; gy++) {
    for (let gx = 0; gx < GRID_W; gx++) {
      let sum = 0;
      let n = 0;
      for (let y = Math.floor(top + gy * cellH); y < Math.ceil(top + (gy + 1) * cellH); y++) {
        for (let x = Math.floor(left + gx * cellW); x < Math.ceil(left + (gx + 1) * cellW); x++) {
          sum += mask.ink[y * mask.width + x]!;
          n++;
        }
      }
      grid[gy * GRID_W + gx] = n ? sum / n : 0;
    }
  }
  return grid;
}

/** Every glyph of every font, drawn as the captcha draws it, upright and turned a little. */
const templates: { ch: string; grid: Float32Array }[] = (() => {
  const out: { ch: string; grid: Float32Array }[] = [];
  for (const font of FONTS) {
    for (const ch of CAPTCHA_ALPHABET) {
      for (const angle of [-0.3, -0.15, 0, 0.15, 0.3]) {
        const canvas = new Canvas(60, 60);
        const cover = canvas.coverage(
          placeGlyph(glyphStrokes(font[ch]!), { x: 30, y: 30, scaleX: 2, scaleY: 2, shear: 0, angle }),
          2.8,
        );
        out.push({ ch, grid: gridOf({ width: 60, height: 60, ink: cover }, 0, 60)! });
      }
    }
  }
  return out;
})();

function similarity(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  let aa = 0;
  let bb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * b[i]!;
    aa += a[i]! * a[i]!;
    bb += b[i]! * b[i]!;
  }
  return dot / Math.sqrt(aa * bb || 1);
}

export function solveCaptchaPng(png: Buffer, length: number): string {
  const { width, height, rgb } = decodePng(png);
  // The ink is dark (lightness under 0.4), everything else pale.
  const ink = new Float32Array(width * height);
  for (let i = 0; i < ink.length; i++) {
    const [r, g, b] = [rgb[i * 3]!, rgb[i * 3 + 1]!, rgb[i * 3 + 2]!];
    ink[i] = (Math.max(r, g, b) + Math.min(r, g, b)) / 2 / 255 < 0.45 ? 1 : 0;
  }
  // Lone pixels and thin dashes: ink with fewer than three ink neighbours goes.
  const clean = new Float32Array(ink.length);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      if (!ink[y * width + x]) continue;
      let neighbours = 0;
      for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) neighbours += ink[(y + dy) * width + x + dx]!;
      clean[y * width + x] = neighbours - 1 >= 3 ? 1 : 0;
    }
  }
  const mask = { width, height, ink: clean };
  // The text spans the columns with more ink than the crossing curves alone leave; it is cut
  // where the ink is thinnest near each expected boundary.
  const columns = Array.from({ length: width }, (_, x) => {
    let n = 0;
    for (let y = 0; y < height; y++) n += clean[y * width + x]!;
    return n;
  });
  const floor = [...columns].sort((a, b) => a - b)[Math.floor(width / 4)]!;
  const busy = columns.map((n, x) => (n > floor + 1 ? x : -1)).filter((x) => x >= 0);
  const [start, end] = busy.length ? [busy[0]!, busy[busy.length - 1]! + 1] : [0, width];
  const cell = (end - start) / length;
  const cuts = [start];
  for (let k = 1; k < length; k++) {
    const expected = Math.round(start + k * cell);
    let at = expected;
    for (let x = Math.round(expected - cell / 3); x <= Math.round(expected + cell / 3); x++)
      if (columns[x]! < columns[at]!) at = x;
    cuts.push(at);
  }
  cuts.push(end);
  let answer = "";
  for (let index = 0; index < length; index++) {
    const grid = gridOf(mask, cuts[index]!, cuts[index + 1]!);
    let best = { score: -1, ch: "?" };
    if (grid) {
      for (const template of templates) {
        const score = similarity(grid, template.grid);
        if (score > best.score) best = { score, ch: template.ch };
      }
    }
    answer += best.ch;
  }
  return answer;
}
