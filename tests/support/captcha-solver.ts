import zlib from "node:zlib";
import { CAPTCHA_ALPHABET, GLYPHS } from "../../server/modules/auth/captcha-font.js";

// Reads our own captcha back (tests only): the browser tests must get past the human check the
// way a person does, by reading the picture. Knowing the font, it template-matches each
// character cell block by block (the share of ink among each 4×4 block's visible pixels), so
// noise lines and dots, which hide a few pixels, do not change the reading.
// The unit test proves it on hundreds of drawings, so a change to the drawing is noticed.

const SCALE = 4;

function decodePng(png: Buffer): { width: number; height: number; rgb: Uint8Array } {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const idat: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
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

/** The ink's colours: red and green below 90, blue 60–149 (see drawCaptcha). */
const isInk = (r: number, g: number, b: number) => r < 90 && g < 90 && b >= 60 && b < 150;

export function solveCaptchaPng(png: Buffer, length: number): string {
  const { width, height, rgb } = decodePng(png);
  // Each pixel is ink, background (every channel 228 or more), or noise that hides what was under it.
  const kind = (x: number, y: number): "ink" | "paper" | "noise" => {
    if (x < 0 || y < 0 || x >= width || y >= height) return "paper";
    const i = (y * width + x) * 3;
    const [r, g, b] = [rgb[i]!, rgb[i + 1]!, rgb[i + 2]!];
    if (isInk(r, g, b)) return "ink";
    return r >= 228 && g >= 228 && b >= 228 ? "paper" : "noise";
  };
  /** The share of ink among the block's visible pixels (one half when noise hides all of it). */
  const blockInk = (left: number, top: number) => {
    let ink = 0;
    let paper = 0;
    for (let dy = 0; dy < SCALE; dy++) {
      for (let dx = 0; dx < SCALE; dx++) {
        const k = kind(left + dx, top + dy);
        if (k === "ink") ink++;
        else if (k === "paper") paper++;
      }
    }
    return ink + paper === 0 ? 0.5 : ink / (ink + paper);
  };
  const cell = Math.floor(width / length);
  const baseTop = Math.floor((height - 7 * SCALE) / 2);
  let answer = "";
  for (let index = 0; index < length; index++) {
    const baseLeft = index * cell + Math.floor((cell - 5 * SCALE) / 2);
    let best = { score: -1, ch: "?" };
    for (let ox = -2; ox <= 2; ox++) {
      for (let oy = -3; oy <= 3; oy++) {
        const blocks: number[] = [];
        for (let gy = 0; gy < 7; gy++) for (let gx = 0; gx < 5; gx++) blocks.push(blockInk(baseLeft + ox + gx * SCALE, baseTop + oy + gy * SCALE));
        for (const ch of CAPTCHA_ALPHABET) {
          const rows = GLYPHS[ch]!;
          let score = 0;
          rows.forEach((row, gy) => [...row].forEach((c, gx) => (score += c === "#" ? blocks[gy * 5 + gx]! : 1 - blocks[gy * 5 + gx]!)));
          if (score > best.score) best = { score, ch };
        }
      }
    }
    answer += best.ch;
  }
  return answer;
}
