import { describe, expect, it } from "vitest";
import { randomCaptchaText } from "../../server/modules/accounts/captcha/captcha.js";
import {
  CAPTCHA_HEIGHT,
  CAPTCHA_WIDTH,
  Canvas,
  drawCaptcha,
  placeGlyph,
} from "../../server/modules/accounts/captcha/captcha-draw.js";
import { CAPTCHA_ALPHABET, FONTS, glyphStrokes } from "../../server/modules/accounts/captcha/captcha-font.js";
import { solveCaptchaPng } from "../support/captcha-solver.js";

// The captcha against the project's own simple solver: it knows our fonts and colours,
// yet must read at most one captcha in ten. The same solver reads the same characters drawn
// plainly, so a low rate measures the drawing, not a solver that cannot read.

const SAMPLES = 300;

/** The text in our fonts and ink, upright, apart, on a plain background: what the drawing adds is missing. */
function plainDrawing(text: string): Buffer {
  const canvas = new Canvas(CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  canvas.rgb.fill(238);
  [...text].forEach((ch, i) => {
    const strokes = glyphStrokes(FONTS[i % FONTS.length]![ch]!);
    canvas.stroke(
      placeGlyph(strokes, { x: 20 + i * 27, y: 25, scaleX: 2, scaleY: 2, shear: 0, angle: 0 }),
      2.8,
      [40, 30, 110],
    );
  });
  return canvas.png();
}

describe("the captcha against the simple solver", () => {
  it("draws a 150×50 PNG of 4 or 5 characters from an alphabet without look-alikes, every character in every font", () => {
    for (const gone of "0O1ILZ568V") expect(CAPTCHA_ALPHABET).not.toContain(gone);
    for (const font of FONTS)
      for (const ch of CAPTCHA_ALPHABET) expect(glyphStrokes(font[ch]!).length, ch).toBeGreaterThan(0);
    const png = drawCaptcha(randomCaptchaText(5));
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([CAPTCHA_WIDTH, CAPTCHA_HEIGHT]);
  });

  it("the simple solver reads at most 10%", () => {
    let captchas = 0;
    let characters = 0;
    let plain = 0;
    let total = 0;
    for (let n = 0; n < SAMPLES; n++) {
      const text = randomCaptchaText(n % 2 === 0 ? 4 : 5);
      const read = solveCaptchaPng(drawCaptcha(text), text.length);
      if (read === text) captchas++;
      for (let i = 0; i < text.length; i++) if (read[i] === text[i]) characters++;
      total += text.length;
      if (solveCaptchaPng(plainDrawing(text), text.length) === text) plain++;
    }
    const rate = captchas / SAMPLES;
    console.log(
      `captcha: the simple solver read ${captchas} of ${SAMPLES} (${(rate * 100).toFixed(1)}%), ${((characters / total) * 100).toFixed(1)}% of characters; ` +
        `the same texts drawn plainly: ${plain} of ${SAMPLES}`,
    );
    expect(plain / SAMPLES).toBeGreaterThanOrEqual(0.9);
    expect(rate).toBeLessThanOrEqual(0.1);
  }, 120_000);
});
