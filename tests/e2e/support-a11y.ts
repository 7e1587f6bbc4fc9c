import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The page as it stands passes axe (WCAG 2.1 A and AA) and has no sideways scroll on a 360 px phone. */
export async function expectAccessibleOnPhone(page: Page, what: string) {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(
    result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    what,
  ).toEqual([]);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `${what}: no sideways scroll at 360 px`,
  ).toBeLessThanOrEqual(360);
}
