// The captcha's glyphs: three hand-made stroke fonts, so that every character has more than one
// shape. Coordinates are in a 10 × 14 box, y downwards; a glyph is a tiny SVG-like path of moves
// (M x y), lines (L x y) and cubic curves (C x1 y1 x2 y2 x y).
//
// The alphabet leaves out what a person confuses, upright or tilted: 0 and O, 1, I and L; of
// 2/Z, 5/S, 6/G, 8/B and U/V it keeps one of each.
export const CAPTCHA_ALPHABET = "23479ABCDEFGHJKMNPQRSTUWXY";

export type Glyphs = Record<string, string>;

/** A plain geometric sans. */
const SANS: Glyphs = {
  "2": "M1 3.5 C1 0.5 9 0 9 4 C9 7 1 10 1 14 L9.5 14",
  "3": "M1 2 C3 -0.5 9 0 9 3.5 C9 6 6 6.8 4 6.8 C7 6.8 9.5 8 9.5 10.5 C9.5 14.5 3 15 0.5 12",
  "4": "M7 14 L7 0 L0.5 10 L10 10",
  "7": "M0.5 0.5 L9.5 0.5 L4 14",
  "9": "M9 4.5 C9 -1 1 -1 1 4.5 C1 9 9 9 9 4.5 L9 9 C9 14 5 15 1.5 12.5",
  A: "M0.5 14 L5 0 L9.5 14 M2.3 9 L7.7 9",
  B: "M1 14 L1 0 L6 0 C9 0 9 6.8 6 6.8 L1 6.8 M6 6.8 C10 6.8 10 14 6 14 L1 14",
  C: "M9.5 2.5 C7.5 -0.5 0.5 -0.5 0.5 7 C0.5 14.5 7.5 14.5 9.5 11.5",
  D: "M1 0 L1 14 L5 14 C10.5 14 10.5 0 5 0 L1 0",
  E: "M9 0 L1 0 L1 14 L9 14 M1 7 L7 7",
  F: "M9 0 L1 0 L1 14 M1 7 L7 7",
  G: "M9.5 2.5 C7.5 -0.5 0.5 -0.5 0.5 7 C0.5 14.5 9.5 15 9.5 8 L5.5 8",
  H: "M1 0 L1 14 M9 0 L9 14 M1 7 L9 7",
  J: "M8 0 L8 10 C8 14.5 1.5 14.5 1 10.5",
  K: "M1 0 L1 14 M9 0 L1 8.5 M3.8 5.8 L9.5 14",
  M: "M0.5 14 L1 0 L5 9 L9 0 L9.5 14",
  N: "M1 14 L1 0 L9 14 L9 0",
  P: "M1 14 L1 0 L6 0 C10 0 10 7.5 6 7.5 L1 7.5",
  Q: "M5 0 C-0.8 0 -0.8 14 5 14 C10.8 14 10.8 0 5 0 M6 10 L9.5 14.5",
  R: "M1 14 L1 0 L6 0 C10 0 10 7.5 6 7.5 L1 7.5 M5 7.5 L9.5 14",
  S: "M9 2 C7 -0.5 1 -0.5 1 3.5 C1 7 9 6.5 9 10.5 C9 14.5 2 14.8 0.5 11.5",
  T: "M0 0.5 L10 0.5 M5 0.5 L5 14",
  U: "M1 0 L1 9.5 C1 15 9 15 9 9.5 L9 0",
  W: "M0 0 L2.5 14 L5 4 L7.5 14 L10 0",
  X: "M1 0 L9 14 M9 0 L1 14",
  Y: "M0.5 0 L5 7 L9.5 0 M5 7 L5 14",
};

/** A rounder, hand-written hand: open 4, crossed 7, curved tops and tails. */
const HAND: Glyphs = {
  "2": "M1 2.5 C4 -1 10 1 8 5.5 L0.5 14 C4 12.5 6 14.5 9.5 13",
  "3": "M1 0.5 L9 0.5 L4.5 6 C9 5.5 10 9 9.5 10.5 C8.5 14.5 3 14.5 0.5 12",
  "4": "M1.5 0 L0.8 9 L9.5 9 M7.5 3.5 L7.5 14",
  "7": "M0.5 1 L9.5 1 C7 5 5 9 4.5 14 M3 7 L8.5 7",
  "9": "M9 3.5 C8 -0.5 1 -0.5 1 3.5 C1 7.5 8.5 7.5 9 3.5 L7.5 14",
  A: "M1 14 C2 6 3 0 5 0 C7 0 8 6 9 14 M2 8.5 L8 8.5",
  B: "M1.5 0 L1.5 14 M1.5 0.5 C8 -0.5 9 6.5 1.5 6.5 C10.5 6.5 10 14.5 1.5 13.5",
  C: "M9 1.5 C4 -1.5 0.5 2 0.5 7 C0.5 12 4 15 9.5 12.5",
  D: "M1.5 0 L1.5 14 M1.5 0.5 C12 -1 12 15 1.5 13.5",
  E: "M9.5 0.5 L3 0.5 C1.5 0.5 1 1.5 1 3 L1 11 C1 12.5 1.5 13.5 3 13.5 L9.5 13.5 M1 7 L6.5 7",
  F: "M9.5 0.5 L3 0.5 C1.5 0.5 1 1.5 1 3 L1 14 M1 7 L6.5 7",
  G: "M9 2 C6 -1 0.5 0.5 0.5 7 C0.5 14 8 15 9.5 11 L9.5 8 M6 8 L10 8",
  H: "M1 0 L1.5 14 M9 0 L8.5 14 M1.2 6 L8.8 6.5",
  J: "M1.5 0.5 L9.5 0.5 M7 0.5 L7 10 C7 14 2 14.5 0.5 11",
  K: "M1 0 L1 14 M9 0 L1 8 L9.5 14",
  M: "M0.5 14 L0.5 0 L5 12 L9.5 0 L9.5 14",
  N: "M1 14 L1 0 C3 5 7 9 9 14 L9 0",
  P: "M1.5 0 L1.5 14 M1.5 0.5 C11 -1 11 8.5 1.5 7.5",
  Q: "M5 0 C-0.8 0 -0.8 13 5 13 C10.8 13 10.8 0 5 0 M5 8.5 C7 10.5 8 12.5 10 14.5",
  R: "M1.5 0 L1.5 14 M1.5 0.5 C11 -1 11 8.5 1.5 7.5 L9.5 14",
  S: "M9 2.5 C8 -0.5 1.5 -0.5 1.5 3 C1.5 6.5 8.5 6 8.5 10 C8.5 14.5 1.5 14.5 0.5 12",
  T: "M0.5 1.5 C3 0 7 0 9.5 1 M5 0.5 L4.5 14",
  U: "M1 0 L1 10 C1 14.5 9 14.5 9 10 L9 0 L9.5 14",
  W: "M0.5 0 C1 10 2 14 3 14 C4 14 5 6 5 4 C5 6 6 14 7 14 C8 14 9 10 9.5 0",
  X: "M0.5 0 C4 4 6 10 9.5 14 M9.5 0 C6 4 4 10 0.5 14",
  Y: "M0.5 0 L5 7 M9.5 0 L2 14",
};

/** A narrow, angular hand with small serifs: corners where the others curve. */
const ANGULAR: Glyphs = {
  "2": "M1 2 L3.5 0 L7.5 0 L9 2.5 L9 5 L1 14 L9.5 14",
  "3": "M1 2 L2.5 0.5 L7.5 0.5 L9 2 L9 5 L7.5 6.5 L4 6.5 M7.5 6.5 L9.5 8.5 L9.5 12 L8 13.5 L2.5 13.5 L1 12",
  "4": "M6.5 14 L6.5 0 L1 9.5 L1 10 L9.5 10 M4.5 14 L8.5 14",
  "7": "M0.5 0.5 L9.5 0.5 L9.5 2 L5 14",
  "9": "M9 7 L2.5 7 L1 5.5 L1 2 L2.5 0.5 L7.5 0.5 L9 2 L9 12 L7.5 13.5 L1.5 13.5",
  A: "M0 14 L3 14 M7 14 L10 14 M1.5 14 L5 0 L8.5 14 M3 8.5 L7 8.5",
  B: "M1 0.5 L7 0.5 L8.5 2 L8.5 5 L7 6.5 L1 6.5 M7 6.5 L9.5 8.5 L9.5 12 L8 13.5 L1 13.5 M2 0.5 L2 13.5",
  C: "M9.5 0.5 L3 0.5 L1 2.5 L1 11.5 L3 13.5 L9.5 13.5",
  D: "M1 0.5 L6.5 0.5 L9.5 3.5 L9.5 10.5 L6.5 13.5 L1 13.5 M2 0.5 L2 13.5",
  E: "M9.5 3 L9.5 0.5 L1 0.5 L1 13.5 L9.5 13.5 L9.5 11 M1 7 L6 7 M6 5.5 L6 8.5",
  F: "M9.5 3 L9.5 0.5 L1 0.5 L1 14 M1 7 L6 7 M6 5.5 L6 8.5 M0 14 L3 14",
  G: "M9.5 2.5 L9.5 0.5 L2.5 0.5 L1 2 L1 12 L2.5 13.5 L9.5 13.5 L9.5 7.5 L6 7.5",
  H: "M1.5 0 L1.5 14 M8.5 0 L8.5 14 M1.5 7 L8.5 7 M0 0.5 L3 0.5 M7 0.5 L10 0.5 M0 13.5 L3 13.5 M7 13.5 L10 13.5",
  J: "M4 0.5 L9.5 0.5 M8 0.5 L8 11.5 L6 13.5 L2.5 13.5 L1 11.5 L1 10",
  K: "M1.5 0 L1.5 14 M0 0.5 L3 0.5 M0 13.5 L3 13.5 M1.5 8 L9 0.5 M4.5 5 L9.5 13.5",
  M: "M0.5 14 L0.5 0.5 L2 0.5 L5 8 L8 0.5 L9.5 0.5 L9.5 14",
  N: "M1 14 L1 0.5 L2 0.5 L8.5 13.5 L9 13.5 L9 0",
  P: "M1 0.5 L8 0.5 L9.5 2 L9.5 6 L8 7.5 L1 7.5 M2 0.5 L2 14 M0 14 L4 14",
  Q: "M3 0.5 L7 0.5 L9.5 3 L9.5 10.5 L7 13 L3 13 L0.5 10.5 L0.5 3 L3 0.5 M5.5 9.5 L10 14.5",
  R: "M1 0.5 L8 0.5 L9.5 2 L9.5 6 L8 7.5 L1 7.5 M2 0.5 L2 14 M5.5 7.5 L9.5 14 M0 14 L4 14",
  S: "M9.5 2 L8 0.5 L2.5 0.5 L1 2 L1 5 L2.5 6.5 L7.5 6.5 L9 8 L9 12 L7.5 13.5 L2 13.5 L0.5 12",
  T: "M0.5 3 L0.5 0.5 L9.5 0.5 L9.5 3 M5 0.5 L5 14 M3 14 L7 14",
  U: "M0 0.5 L3 0.5 M7 0.5 L10 0.5 M1.5 0.5 L1.5 11 L4 13.5 L6 13.5 L8.5 11 L8.5 0.5",
  W: "M0 0.5 L1.5 14 L5 5 L8.5 14 L10 0.5",
  X: "M1 0.5 L9 13.5 M9 0.5 L1 13.5 M0 0.5 L3 0.5 M7 0.5 L10 0.5 M0 13.5 L3 13.5 M7 13.5 L10 13.5",
  Y: "M0 0.5 L3 0.5 M7 0.5 L10 0.5 M1 0.5 L5 7 L9 0.5 M5 7 L5 14 M3 14 L7 14",
};

export const FONTS: readonly Glyphs[] = [SANS, HAND, ANGULAR];

export type Point = readonly [number, number];

/** A glyph's path as polylines (curves flattened into short segments). */
export function glyphStrokes(path: string): Point[][] {
  const tokens = path.match(/[A-Z]|-?\d*\.?\d+/g) ?? [];
  const strokes: Point[][] = [];
  let current: Point[] = [];
  let at = 0;
  const num = () => Number(tokens[at++]);
  while (at < tokens.length) {
    const op = tokens[at++];
    if (op === "M") {
      if (current.length > 1) strokes.push(current);
      current = [[num(), num()]];
    } else if (op === "L") {
      current.push([num(), num()]);
    } else if (op === "C") {
      const [x0, y0] = current[current.length - 1];
      const [x1, y1, x2, y2, x3, y3] = [num(), num(), num(), num(), num(), num()];
      for (let i = 1; i <= 8; i++) {
        const t = i / 8;
        const u = 1 - t;
        current.push([
          u * u * u * x0 + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t * t * t * x3,
          u * u * u * y0 + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t * t * t * y3,
        ]);
      }
    } else {
      throw new Error(`captcha glyph: unknown path operator ${op}`);
    }
  }
  if (current.length > 1) strokes.push(current);
  return strokes;
}
