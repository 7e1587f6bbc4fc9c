import crypto from "node:crypto";
import { CAPTCHA_ALPHABET, FONTS, glyphStrokes, type Point } from "./captcha-font.js";
import { encodePng } from "./png.js";

// Draws a captcha a person reads and a template matcher does not (ADR 0017): each
// character in one of three fonts, its own colour and stroke width, scaled, sheared and turned;
// the characters close together; curves in the ink's own colours cross them; the background is cluttered
// with pale blobs, arcs and ghost letters; then the whole picture is bent by a wave.

export const CAPTCHA_WIDTH = 150;
export const CAPTCHA_HEIGHT = 50;

type Rgb = readonly [number, number, number];

/** Uniform in [min, max), from the crypto generator: nothing about a drawing is predictable. */
const between = (min: number, max: number) => min + (crypto.randomInt(1 << 30) / (1 << 30)) * (max - min);
const pick = <T>(items: readonly T[]): T => items[crypto.randomInt(items.length)];

function hsl(h: number, s: number, l: number): Rgb {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}
const inkColour = () => hsl(between(0, 360), between(0.55, 0.95), between(0.18, 0.36));
const paleColour = (lightness: [number, number]) => hsl(between(0, 360), between(0.3, 0.8), between(...lightness));

/** An RGB picture in floating point, drawn on with anti-aliased strokes. */
export class Canvas {
  readonly rgb: Float32Array;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.rgb = new Float32Array(width * height * 3);
  }

  /** How much of each pixel a set of polylines of this width covers (distance to the nearest segment). */
  coverage(strokes: readonly (readonly Point[])[], width: number): Float32Array {
    const cover = new Float32Array(this.width * this.height);
    const half = width / 2;
    for (const stroke of strokes) {
      for (let s = 0; s + 1 < stroke.length; s++) {
        const [ax, ay] = stroke[s];
        const [bx, by] = stroke[s + 1];
        const x0 = Math.max(0, Math.floor(Math.min(ax, bx) - half - 1));
        const x1 = Math.min(this.width - 1, Math.ceil(Math.max(ax, bx) + half + 1));
        const y0 = Math.max(0, Math.floor(Math.min(ay, by) - half - 1));
        const y1 = Math.min(this.height - 1, Math.ceil(Math.max(ay, by) + half + 1));
        const dx = bx - ax;
        const dy = by - ay;
        const length2 = dx * dx + dy * dy || 1e-9;
        for (let y = y0; y <= y1; y++) {
          for (let x = x0; x <= x1; x++) {
            const t = Math.max(0, Math.min(1, ((x + 0.5 - ax) * dx + (y + 0.5 - ay) * dy) / length2));
            const ex = x + 0.5 - ax - t * dx;
            const ey = y + 0.5 - ay - t * dy;
            const distance = Math.sqrt(ex * ex + ey * ey);
            const c = Math.max(0, Math.min(1, half + 0.5 - distance));
            const i = y * this.width + x;
            if (c > cover[i]) cover[i] = c;
          }
        }
      }
    }
    return cover;
  }

  paint(cover: Float32Array, [r, g, b]: Rgb, opacity = 1) {
    for (let i = 0; i < cover.length; i++) {
      const a = cover[i] * opacity;
      if (a === 0) continue;
      this.rgb[i * 3] += (r - this.rgb[i * 3]) * a;
      this.rgb[i * 3 + 1] += (g - this.rgb[i * 3 + 1]) * a;
      this.rgb[i * 3 + 2] += (b - this.rgb[i * 3 + 2]) * a;
    }
  }

  stroke(strokes: readonly (readonly Point[])[], width: number, colour: Rgb, opacity = 1) {
    this.paint(this.coverage(strokes, width), colour, opacity);
  }

  /** A soft-edged ellipse. */
  blob(cx: number, cy: number, rx: number, ry: number, colour: Rgb, opacity: number) {
    const cover = new Float32Array(this.width * this.height);
    for (let y = Math.max(0, Math.floor(cy - ry)); y < Math.min(this.height, Math.ceil(cy + ry)); y++) {
      for (let x = Math.max(0, Math.floor(cx - rx)); x < Math.min(this.width, Math.ceil(cx + rx)); x++) {
        const d = Math.sqrt(((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2);
        cover[y * this.width + x] = Math.max(0, Math.min(1, (1 - d) * 3));
      }
    }
    this.paint(cover, colour, opacity);
  }

  /** Bends the picture: every pixel is read from a place moved by two crossing sine waves. */
  wave(): Canvas {
    const out = new Canvas(this.width, this.height);
    const [ax, px, fx] = [between(1, 2), between(24, 40), between(0, 2 * Math.PI)];
    const [ay, py, fy] = [between(1.6, 3), between(45, 80), between(0, 2 * Math.PI)];
    const clampX = (x: number) => Math.max(0, Math.min(this.width - 1, x));
    const clampY = (y: number) => Math.max(0, Math.min(this.height - 1, y));
    for (let y = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++) {
        const sx = clampX(x + ax * Math.sin((2 * Math.PI * y) / px + fx));
        const sy = clampY(y + ay * Math.sin((2 * Math.PI * x) / py + fy));
        const x0 = Math.floor(sx);
        const y0 = Math.floor(sy);
        const x1 = Math.min(this.width - 1, x0 + 1);
        const y1 = Math.min(this.height - 1, y0 + 1);
        const fxw = sx - x0;
        const fyw = sy - y0;
        const [a, b, c, d] = [
          (y0 * this.width + x0) * 3,
          (y0 * this.width + x1) * 3,
          (y1 * this.width + x0) * 3,
          (y1 * this.width + x1) * 3,
        ];
        for (let k = 0; k < 3; k++) {
          const top = this.rgb[a + k] * (1 - fxw) + this.rgb[b + k] * fxw;
          const bottom = this.rgb[c + k] * (1 - fxw) + this.rgb[d + k] * fxw;
          out.rgb[(y * this.width + x) * 3 + k] = top * (1 - fyw) + bottom * fyw;
        }
      }
    }
    return out;
  }

  png(): Buffer {
    // A clamped array rounds and clamps each channel on the way in.
    const bytes = Uint8ClampedArray.from(this.rgb);
    return encodePng(this.width, this.height, new Uint8Array(bytes.buffer));
  }
}

/** A glyph's strokes placed on the picture: scaled, sheared, turned about its centre, then moved. */
export function placeGlyph(
  strokes: Point[][],
  at: { x: number; y: number; scaleX: number; scaleY: number; shear: number; angle: number },
): Point[][] {
  const cos = Math.cos(at.angle);
  const sin = Math.sin(at.angle);
  return strokes.map((stroke) =>
    stroke.map(([gx, gy]) => {
      const y = (gy - 7) * at.scaleY;
      const x = (gx - 5) * at.scaleX + at.shear * y;
      return [at.x + x * cos - y * sin, at.y + x * sin + y * cos] as const;
    }),
  );
}

/** A smooth curve from one side of the picture to the other, through the band the text is in. */
function crossingCurve(width: number, height: number): Point[] {
  const points: Point[] = [];
  const [y0, y1, y2, y3] = [
    between(8, height - 8),
    between(2, height - 2),
    between(2, height - 2),
    between(8, height - 8),
  ];
  const [start, end] = [between(-10, 20), between(width - 20, width + 10)];
  for (let i = 0; i <= 40; i++) {
    const t = i / 40;
    const u = 1 - t;
    points.push([start + (end - start) * t, u * u * u * y0 + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t * t * t * y3]);
  }
  return points;
}

function arc(cx: number, cy: number, r: number, from: number, to: number): Point[] {
  return Array.from({ length: 17 }, (_, i) => {
    const a = from + ((to - from) * i) / 16;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)] as const;
  });
}

export function drawCaptcha(text: string): Buffer {
  const canvas = new Canvas(CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  const { width, height } = canvas;

  // Background: a pale two-colour gradient, pale blobs and arcs, and large ghost letters.
  const [left, right] = [paleColour([0.86, 0.95]), paleColour([0.86, 0.95])];
  for (let x = 0; x < width; x++) {
    const t = x / (width - 1);
    for (let y = 0; y < height; y++)
      for (let c = 0; c < 3; c++) canvas.rgb[(y * width + x) * 3 + c] = left[c] * (1 - t) + right[c] * t;
  }
  for (let n = 0; n < 7; n++)
    canvas.blob(
      between(0, width),
      between(0, height),
      between(6, 22),
      between(5, 16),
      paleColour([0.72, 0.88]),
      between(0.4, 0.8),
    );
  for (let n = 0; n < 12; n++) {
    const from = between(0, 2 * Math.PI);
    canvas.stroke(
      [arc(between(0, width), between(0, height), between(5, 30), from, from + between(1, 3))],
      between(0.8, 1.5),
      paleColour([0.68, 0.82]),
    );
  }
  for (let n = 0; n < 3; n++) {
    const ghost = glyphStrokes(pick(FONTS)[pick([...CAPTCHA_ALPHABET])]);
    const scale = between(2.4, 3.6);
    canvas.stroke(
      placeGlyph(ghost, {
        x: between(0, width),
        y: between(10, height - 10),
        scaleX: scale,
        scaleY: scale,
        shear: between(-0.4, 0.4),
        angle: between(-0.8, 0.8),
      }),
      between(1.2, 2),
      paleColour([0.74, 0.84]),
    );
  }

  // The characters: close enough to touch now and then, each in its own font, colour, stroke, size, slant and angle.
  const colours: Rgb[] = [];
  const glyphHeight = () => between(27, 32);
  const sizes = [...text].map(() => {
    const scaleY = glyphHeight() / 14;
    return { scaleY, scaleX: scaleY * between(0.78, 1.12) };
  });
  const gaps = sizes.map(() => between(-1, 2));
  const textWidth = sizes.reduce((sum, s, i) => sum + 10 * s.scaleX + (i ? gaps[i] : 0), 0);
  // Centred within a few pixels, never off the picture.
  let x = Math.max(3, Math.min(width - textWidth - 3, (width - textWidth) / 2 + between(-6, 6)));
  [...text].forEach((ch, index) => {
    const font = pick(FONTS);
    const path = font[ch.toUpperCase()];
    if (!path) throw new Error(`no glyph for ${ch}`);
    const { scaleX, scaleY } = sizes[index];
    if (index) x += gaps[index];
    const colour = inkColour();
    colours.push(colour);
    const placed = placeGlyph(glyphStrokes(path), {
      x: x + 5 * scaleX,
      y: height / 2 + between(-4, 4),
      scaleX,
      scaleY,
      shear: between(-0.25, 0.25),
      angle: between(-0.3, 0.3),
    });
    canvas.stroke(placed, between(2.6, 3.4), colour);
    x += 10 * scaleX;
  });

  // Strokes that cross the characters in the characters' own colours: one half as heavy as the
  // letters, one fine, and short dashes; they join letters and split them where a reader slices.
  canvas.stroke([crossingCurve(width, height)], between(1.3, 1.7), pick(colours));
  canvas.stroke([crossingCurve(width, height)], between(0.8, 1.1), pick(colours));
  for (let n = 0; n < 6; n++) {
    const [cx, cy, a, l] = [between(0, width), between(4, height - 4), between(0, Math.PI), between(2, 5)];
    canvas.stroke(
      [
        [
          [cx, cy],
          [cx + l * Math.cos(a), cy + l * Math.sin(a)],
        ],
      ],
      between(1.2, 2.2),
      pick(colours),
    );
  }

  return canvas.wave().png();
}
