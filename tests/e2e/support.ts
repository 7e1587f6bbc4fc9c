import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, type Page } from "@playwright/test";

const run = promisify(execFile);

/** The operator CLI, exactly as an operator runs it, against the site under test. */
export async function ops(...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ["--import", "tsx", "server/ops/cli.ts", ...args], {
    env: {
      ...process.env,
      PLATFORM_PORT: process.env.E2E_PLATFORM_PORT,
      DATA_DIR: process.env.E2E_DATA_DIR,
      OPERATOR_KEY: process.env.E2E_OPERATOR_KEY,
      DATABASE_URL: "",
    },
  });
  return stdout;
}

export const landmarks = {
  header: "header#site-header",
  banner: "section#banner-strip",
  footer: "footer#site-footer",
  sideMenu: "nav#side-menu",
  rightBar: "aside#right-bar",
} as const;

export type Frame = Partial<Record<keyof typeof landmarks, boolean>>;

/** Present parts exist in the HTML; absent parts are not in it at all (DESIGN §9). */
export async function expectFrame(page: Page, frame: Frame) {
  for (const [part, selector] of Object.entries(landmarks)) {
    const wanted = frame[part as keyof typeof landmarks];
    if (wanted === undefined) continue;
    await expect(page.locator(selector), `${part} on ${page.url()}`).toHaveCount(wanted ? 1 : 0);
  }
  await expect(page.locator("main")).toHaveCount(1);
}

/** The platform as the test sees it (seeded content to compare the screen against). */
export async function platform<T = any>(path: string): Promise<T> {
  const res = await fetch(`http://127.0.0.1:${process.env.E2E_PLATFORM_PORT}${path}`);
  const body = (await res.json()) as { success: boolean; value: T };
  if (!body.success) throw new Error(`platform ${path} failed`);
  return body.value;
}
