import { describe, expect, it } from "vitest";
import { drawCaptcha, randomCaptchaText } from "../../server/modules/auth/captcha.js";
import { solveCaptchaPng } from "../support/captcha-solver.js";

// The browser tests read captchas with this solver; it must read every drawing, or they flake.
describe("the test suite's captcha reader", () => {
  it("reads 600 random captchas of 4 and 5 characters", () => {
    const misses: string[] = [];
    for (let n = 0; n < 600; n++) {
      const text = randomCaptchaText(n % 2 === 0 ? 4 : 5);
      const read = solveCaptchaPng(drawCaptcha(text), text.length);
      if (read !== text) misses.push(`${text}→${read}`);
    }
    expect(misses).toEqual([]);
  });
});
