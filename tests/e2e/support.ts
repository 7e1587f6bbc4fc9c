import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, type Browser, type BrowserContext, type FrameLocator, type Page } from "@playwright/test";
import { opsBundle } from "../support/ops-bundle.js";
import { registerOverHttp, type Identity } from "../support/register.js";

const run = promisify(execFile);

/** The operator CLI as its own process, against the site under test (bundled once by the global setup). */
export async function ops(...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, [opsBundle, ...args], {
    env: {
      ...process.env,
      PLATFORM_PORT: process.env.E2E_PLATFORM_PORT,
      DATA_DIR: process.env.E2E_DATA_DIR,
      OPERATOR_KEY: process.env.E2E_OPERATOR_KEY,
      DATABASE_URL: "",
      // The site under test is a demo install (playwright.config.ts), whatever this shell's NODE_ENV says.
      SITE_MODE: "demo",
    },
  });
  // A change of what public pages show reaches every web copy within 2 s (ADR 0025): the tests see the
  // site as a visitor would, once that promise has had its time.
  if (PUBLIC_CHANGES.has(args[0])) await new Promise((resolve) => setTimeout(resolve, 2_000));
  return stdout;
}

/** Operator commands that raise the site version. */
const PUBLIC_CHANGES = new Set([
  "maintenance",
  "region",
  "vendor",
  "toggle",
  "register",
  "mirrors",
  "service",
  "social",
]);

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
export async function platform<T>(path: string): Promise<T> {
  const res = await fetch(`http://127.0.0.1:${process.env.E2E_PLATFORM_PORT}${path}`);
  const body = (await res.json()) as { success: boolean; value: T };
  if (!body.success) throw new Error(`platform ${path} failed`);
  return body.value;
}

let visitor = Math.floor(Math.random() * 60_000);
/** An address of its own for a test (the e2e web server and platform trust loopback proxies). */
export function ownAddress(): string {
  visitor += 1;
  return `198.19.${Math.floor(visitor / 250) % 250}.${(visitor % 250) + 1}`;
}

/** The address each browser context of visitorFrom speaks from; the others speak from 127.0.0.1. */
const addresses = new WeakMap<BrowserContext, string>();

/** A browser context that speaks from its own address. */
export async function visitorFrom(browser: Browser, javaScriptEnabled: boolean, ip = ownAddress()) {
  const context = await browser.newContext({ javaScriptEnabled, extraHTTPHeaders: { "X-Forwarded-For": ip } });
  addresses.set(context, ip);
  return { context, page: await context.newPage(), ip };
}

/** A fresh username and mobile number nobody has used. */
export function freshIdentity(prefix = "t") {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.slice(-9);
  const mobile = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
  return { username: `${prefix}${stamp}`, mobile, password: `Pass${stamp.slice(-4)}9x` };
}

/**
 * Registers a member straight through the platform (sealed like the web does, the captcha answered
 * from the development ops route) so that tests of other flows start from a member of their own.
 */
export async function createMember(ip: string, identity: Identity = freshIdentity()) {
  const token = await registerOverHttp(
    `http://127.0.0.1:${process.env.E2E_PLATFORM_PORT}`,
    identity,
    ip,
    process.env.E2E_OPERATOR_KEY!,
  );
  return { ...identity, token };
}

/**
 * The answer to the captcha the visitor's session now expects: a fresh picture is fetched (so the
 * session holds its id), and its answer comes from the development ops command by the address the
 * visitor speaks from, the way the platform saw it through the web (ADR 0017). Nothing reads the picture.
 */
export async function solveCaptcha(page: Page): Promise<string> {
  // The page's own image must have loaded first, or it would replace the one answered here.
  await page.waitForLoadState("networkidle");
  const image = await page.request.get("/captcha.png");
  expect(image.status(), "a fresh captcha picture").toBe(200);
  // The ops command's own API (what `npm run ops -- captcha --ip` asks): one HTTP call, not a CLI start
  // per captcha on a busy machine.
  const ip = addresses.get(page.context()) ?? "127.0.0.1";
  const res = await fetch(
    `http://127.0.0.1:${process.env.E2E_PLATFORM_PORT}/ops/dev/captchas?ip=${encodeURIComponent(ip)}`,
    {
      headers: { "X-Operator-Key": process.env.E2E_OPERATOR_KEY! },
    },
  );
  const body = (await res.json()) as { success: boolean; value: { answer: string } };
  if (!body.success) throw new Error(`no captcha answer for ${ip}`);
  return body.value.answer;
}

/** Logs in through the login pop-up with username and password (no captcha asked yet), landing where it was. */
export async function logInWithPassword(page: Page, member: { username: string; password: string }): Promise<void> {
  await page.goto("/?lng=EN&modal=login");
  const dialog = page.locator("dialog#modal-login");
  await dialog.getByLabel("Username").fill(member.username);
  await dialog.getByLabel("Password", { exact: true }).fill(member.password);
  await dialog.getByRole("button", { name: "Log in" }).click();
  await expect(page.locator("header#site-header").getByRole("link", { name: "Deposit" })).toBeVisible();
}

/** A login ticket for a member's session (POST /wps/session/ticket), as an app or a mirror domain asks for one. */
export async function loginTicket(token: string): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${process.env.E2E_PLATFORM_PORT}/wps/session/ticket`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { success: boolean; value: { ticket: string } };
  if (!body.success) throw new Error("no login ticket for that session");
  return body.value.ticket;
}

/**
 * Logs the page's browser in as the member: a login ticket opened at the landing and confirmed, the way
 * a member carries a login over (ADR 0019). Lands on home.
 */
export async function signInWithTicket(page: Page, member: { token: string; username: string }): Promise<void> {
  await page.goto(`/login?lng=EN&token=${await loginTicket(member.token)}`);
  await page
    .locator("dialog#modal-loginTicket")
    .getByRole("button", { name: `Log in as ${member.username}` })
    .click();
  // The landing is left once the login is done: a browser signed in before shows a Deposit link at once, so
  // that link alone would let a test go on as the account it had (the free-spins device test did, now and then).
  await page.waitForURL((url) => !url.searchParams.has("token"));
  await expect(page.locator("header#site-header").getByRole("link", { name: "Deposit" })).toBeVisible();
}

/** The newest 6-digit code sent to a number or address, from the development outbox. */
export async function lastCode(channel: "sms" | "email", to: string): Promise<string> {
  const text = await ops("outbox", channel, "--to", to);
  const code = /code is (\d{6})/.exec(text)?.[1];
  if (!code) throw new Error(`no code in the ${channel} outbox for ${to}:\n${text}`);
  return code;
}

/** "1,234.50" (VND as pages show it) → minor units. */
export const minor = (vnd: string) => BigInt(vnd.replace(/[^\d]/g, ""));

/** Plays one round of 1,000 in a framed in-house game; answers what it paid (minor units) and the round's text. */
export async function playRound(
  frame: FrameLocator,
  nonce: number,
  choose: (frame: FrameLocator) => Promise<void>,
  stake = "1000",
) {
  await frame.getByLabel("Stake (VND)").fill(stake);
  await choose(frame);
  await frame.getByRole("button", { name: "Place bet" }).click();
  const last = frame.getByTestId("last-round");
  await expect(last).toContainText(`(nonce ${nonce})`);
  const text = await last.innerText();
  const won = /Won ([\d,]+\.\d\d)/.exec(text);
  return { paid: won ? minor(won[1]!) : 0n, text };
}

/** Dice over 50: the choice the e2e rounds of dice make. */
export async function overFifty(frame: FrameLocator) {
  await frame.getByLabel("Target", { exact: true }).fill("50");
  await frame.getByLabel("Over the target").check();
}

/**
 * A minute period no run has used, for `job run` (the scheduler runs each current minute itself, and a period
 * already done is not run again); the wagering job works from the clock, whatever minute names it.
 */
export const unusedMinute = () =>
  new Date(Date.UTC(2001, 0, 1) + Math.floor(Math.random() * 525_600) * 60_000).toISOString().slice(0, 16);

/** Sets the member's payment password in the security centre (the page's language must be EN). */
export async function setPaymentPassword(page: Page, password: string) {
  await page.goto("/member/securityCenter");
  await page.getByLabel("New payment password (6 digits)").fill(password);
  await page.getByLabel("Confirm payment password").fill(password);
  await page.getByRole("button", { name: "Save payment password" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Payment password saved." })).toBeVisible();
}

/** Lets a draw's time come now (the tests' clock route, like the care and agent clocks; not in production). */
export async function closeDraw(game: string, issue: string) {
  const res = await fetch(`http://127.0.0.1:${process.env.E2E_PLATFORM_PORT}/ops/dev/lottery/close`, {
    method: "POST",
    headers: { "X-Operator-Key": process.env.E2E_OPERATOR_KEY!, "Content-Type": "application/json" },
    body: JSON.stringify({ game, issue }),
  });
  expect(((await res.json()) as { success: boolean }).success).toBe(true);
}
