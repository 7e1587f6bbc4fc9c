import { expect, test, type Page } from "@playwright/test";
import { AGENT_CONTRACT_SECTIONS, AGENT_SECTIONS, MEMBER_SECTIONS } from "../../app/lib/member/centres";
import { createMember, logInWithPassword, ops, ownAddress, signInWithTicket } from "./support";

// Every route of SPEC §2.1 and every modal, at 320, 360 and 768 px, JavaScript on and off (ADR 0031):
// - nothing scrolls sideways: the document is exactly as wide as the screen;
// - no control is cut by its container: a visible button, link, input, select or text area lies inside
//   every ancestor that clips it (overflow hidden or clip), and is no wider than one that scrolls it (or a
//   strip that moves on purpose, marked data-strip: a carousel, a ticker);
// - no content is cut inside a box (ADR 0069): no element that clips or scrolls sideways (overflow hidden,
//   clip, auto or scroll) holds content wider than itself — a wide table in a scrolling box counts as cut,
//   text cut by overflow hidden too — except a strip that moves on purpose (data-strip, or a scrolling list
//   of links and buttons: a strip of chips) and a form field's own text;
// - tap targets are at least 24 × 24 px (WCAG 2.2 AA 2.5.8), except a link inside a line of text and an
//   undersized target whose 24 px circle touches no other target.
// One browser context per width: the visitor's pages first, then the same browser logged in as a member
// with a balance, for the member centre's sections and the money forms; then the demo's agent1 in the agent
// centre's sections.

test.describe.configure({ timeout: 240_000 });

const VISITOR_PAGES = [
  "/",
  "/home",
  "/register",
  "/pointMall",
  "/lottery",
  "/vnlottery",
  "/promotions",
  "/promoDetail",
  "/seamless",
  "/helpmc",
  "/help",
  "/down",
  "/download",
  "/elott",
  "/live",
  "/sports",
  "/fish",
  "/pvp",
  "/esports",
  "/cockfight",
  "/rng",
  "/inhouse",
  "/seaLottery",
  "/vnLottery",
  "/game?nodeId=inhouse-dice",
  "/?modal=login",
  "/?modal=register",
  "/?modal=forgotPassword",
  "/?modal=announcement",
  "/?modal=download",
  "/?modal=speedTest",
  "/inhouse?modal=vendorGames&vendor=INHOUSE",
];

// The agent centre's sections (SPEC §2.7), the contract screens among them, for the demo's agent1.
const AGENT_PAGES = [
  "/agent",
  ...AGENT_SECTIONS.map((section) => `/agent/${section}`),
  ...AGENT_CONTRACT_SECTIONS.map(({ section }) => `/agent/${section}`),
];

const MEMBER_PAGES = [
  "/",
  "/rng",
  "/inhouse",
  "/game?nodeId=inhouse-dice",
  "/?modal=changePassword",
  "/?modal=logout",
  ...MEMBER_SECTIONS.map((section) => `/member/${section}`),
];

type Problem = string;

/** What is wrong with the page as laid out now (runs in the page; no script of the site needed). */
function layoutProblems(page: Page): Promise<Problem[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth)
      problems.push(`wide: the page is ${root.scrollWidth} px wide in a ${root.clientWidth} px screen`);

    const name = (el: Element) => {
      const text = (el.getAttribute("aria-label") ?? (el as HTMLElement).innerText ?? el.getAttribute("name") ?? "")
        .trim()
        .replace(/\s+/g, " ")
        .slice(0, 40);
      const cls =
        typeof el.className === "string" && el.className ? `.${el.className.trim().split(/\s+/).join(".")}` : "";
      return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${cls}> "${text}"`;
    };
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1) return false;
      const style = getComputedStyle(el);
      if (style.visibility === "hidden" || style.display === "none") return false;
      // Inside a closed <details>, a closed <dialog>, the visually-hidden pattern or a card not yet laid out
      // (content-visibility: auto, ADR 0027): not on the screen.
      return (
        !el.closest(".visually-hidden") &&
        el.checkVisibility({ opacityProperty: false, visibilityProperty: true, contentVisibilityAuto: true })
      );
    };
    const controls = [
      ...document.querySelectorAll(
        "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button]",
      ),
    ].filter(shown);

    for (const el of controls) {
      const r = el.getBoundingClientRect();
      for (let parent = el.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        const p = parent.getBoundingClientRect();
        const clipsX = style.overflowX !== "visible";
        const clipsY = style.overflowY !== "visible";
        if (!clipsX && !clipsY) continue;
        // A strip that moves on purpose (a carousel, a ticker) says so with data-strip: it is judged as one that scrolls.
        const scrollsX =
          style.overflowX === "auto" || style.overflowX === "scroll" || parent.hasAttribute("data-strip");
        const scrollsY = style.overflowY === "auto" || style.overflowY === "scroll";
        // A scrolling container may hold a control out of view (a strip of chips): it must fit in it.
        if (clipsX && (scrollsX ? r.width > parent.clientWidth + 1 : r.left < p.left - 1 || r.right > p.right + 1)) {
          problems.push(
            `cut: ${name(el)} (${Math.round(r.left)}–${Math.round(r.right)}) is cut by ${name(parent)} (${Math.round(p.left)}–${Math.round(p.right)})`,
          );
          break;
        }
        if (clipsY && !scrollsY && (r.top < p.top - 1 || r.bottom > p.bottom + 1)) {
          problems.push(`cut: ${name(el)} is cut vertically by ${name(parent)}`);
          break;
        }
      }
    }

    // Content cut inside a box: anything clipping or scrolling sideways whose content is wider than it.
    for (const box of document.body.querySelectorAll("*")) {
      if (
        box instanceof HTMLInputElement ||
        box instanceof HTMLTextAreaElement ||
        box instanceof HTMLSelectElement ||
        box.closest("[data-strip]")
      )
        continue;
      const style = getComputedStyle(box);
      if (style.overflowX === "visible") continue;
      if (box.scrollWidth <= box.clientWidth + 1 || !shown(box)) continue;
      // A scrolling list whose every item is a link or button is a strip of chips (judged above: each fits).
      const scrolls = style.overflowX === "auto" || style.overflowX === "scroll";
      const items = box.matches("ul, ol") ? [...box.children] : [];
      if (
        scrolls &&
        items.length > 0 &&
        items.every((item) => item.querySelector("a[href], button") || item.matches("a[href], button"))
      )
        continue;
      problems.push(
        `cut: ${name(box)} holds ${box.scrollWidth} px of content in ${box.clientWidth} px (overflow ${style.overflowX})`,
      );
    }

    // WCAG 2.2 2.5.8: 24 × 24, or an inline link in a sentence, or an undersized target spaced apart.
    const targets = controls.filter(
      (el) => !(el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio") && el.labels?.length),
    );
    const boxes = targets.map((el) => el.getBoundingClientRect());
    const small = (r: DOMRect) => r.width < 24 - 0.5 || r.height < 24 - 0.5;
    const inline = (el: Element) => {
      if (el.tagName !== "A" || getComputedStyle(el).display !== "inline") return false;
      const block = el.parentElement;
      return !!block && (block.textContent ?? "").trim().length > (el.textContent ?? "").trim().length;
    };
    targets.forEach((el, i) => {
      const r = boxes[i]!;
      if (!small(r) || inline(el)) return;
      const cx = r.left + r.width / 2;
      const cy = r.top + r.height / 2;
      const crowded = boxes.some((o, j) => {
        if (j === i || targets[j]!.contains(el) || el.contains(targets[j]!)) return false;
        if (small(o)) return Math.hypot(o.left + o.width / 2 - cx, o.top + o.height / 2 - cy) < 24;
        // The circle of 12 px radius around the small target's centre meets the other's box.
        const dx = Math.max(o.left - cx, 0, cx - o.right);
        const dy = Math.max(o.top - cy, 0, cy - o.bottom);
        return Math.hypot(dx, dy) < 12;
      });
      if (crowded)
        problems.push(
          `small: ${name(el)} is a ${Math.round(r.width)} × ${Math.round(r.height)} px target, too close to another`,
        );
    });
    return [...new Set(problems)];
  });
}

/** The walk's figures (reported with each width): views seen, and views with each kind of problem. */
type Figures = { views: number; cut: number; small: number; wide: number };

async function walk(page: Page, paths: string[], who: string, figures: Figures): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    const response = await page.goto(path, { waitUntil: "load" });
    expect(response?.status(), `${who} ${path}`).toBeLessThan(500);
    const problems = await layoutProblems(page);
    figures.views++;
    for (const kind of ["cut", "small", "wide"] as const)
      if (problems.some((p) => p.startsWith(`${kind}:`))) figures[kind]++;
    for (const problem of problems) found.push(`${who} ${path}: ${problem}`);
  }
  return found;
}

for (const width of [320, 360, 768]) {
  test(`every route and modal fits a ${width} px screen, with tap targets of 24 px`, async ({
    browser,
    javaScriptEnabled,
  }) => {
    const ip = ownAddress();
    const member = await createMember(ip);
    await ops("adjust", member.username, "500000", "phone", "walk");
    const context = await browser.newContext({
      javaScriptEnabled,
      viewport: { width, height: 740 },
      extraHTTPHeaders: { "X-Forwarded-For": ip },
    });
    const page = await context.newPage();
    await page.goto("/?lng=EN");
    const figures: Figures = { views: 0, cut: 0, small: 0, wide: 0 };
    const found = await walk(page, VISITOR_PAGES, "visitor", figures);
    // A lobby on a phone shows three tiles a row (four from 480 px), as betting sites do.
    await page.goto("/inhouse");
    const tops = await page
      .locator("ul.game-grid > li")
      .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
    const firstRow = tops.filter((top) => top === tops[0]).length;
    if (width < 480) expect(firstRow, "game tiles in the first row").toBe(3);
    else if (width < 768) expect(firstRow, "game tiles in the first row").toBe(4);
    await signInWithTicket(page, member);
    found.push(...(await walk(page, MEMBER_PAGES, "member", figures)));
    await context.close();
    const agentContext = await browser.newContext({
      javaScriptEnabled,
      viewport: { width, height: 740 },
      extraHTTPHeaders: { "X-Forwarded-For": ownAddress() },
    });
    const agentPage = await agentContext.newPage();
    await logInWithPassword(agentPage, { username: "agent1", password: "Agent1234" });
    found.push(...(await walk(agentPage, AGENT_PAGES, "agent", figures)));
    await agentContext.close();
    const summary = `${width} px, JavaScript ${javaScriptEnabled ? "on" : "off"}: ${figures.views} views, ${figures.cut} with content cut, ${figures.small} with small targets, ${figures.wide} wider than the screen`;
    test.info().annotations.push({ type: "phone walk", description: summary });
    console.log(`phone walk: ${summary}`);
    expect(found, found.join("\n")).toEqual([]);
  });
}

test("the header's Deposit opens the deposit form itself on a 360 px phone, the centre's menu after it", async ({
  browser,
  javaScriptEnabled,
}) => {
  const ip = ownAddress();
  const member = await createMember(ip);
  const context = await browser.newContext({
    javaScriptEnabled,
    viewport: { width: 360, height: 740 },
    extraHTTPHeaders: { "X-Forwarded-For": ip },
  });
  const page = await context.newPage();
  await page.goto("/?lng=EN");
  await signInWithTicket(page, member);
  await page.locator("header#site-header").getByRole("link", { name: "Deposit", exact: true }).click();
  await expect(page).toHaveURL(/\/member\/depositv2/);
  const centre = page.locator("dialog#member-centre");
  // The deposit form starts on the first screen; the 16-item menu comes after the section.
  await expect(centre.locator(".member-centre__content form").first()).toBeInViewport();
  const order = await centre.evaluate((dialog) => {
    const section = dialog.querySelector(".member-centre__content");
    const menu = dialog.querySelector(".member-centre__menu");
    return section && menu ? section.getBoundingClientRect().top < menu.getBoundingClientRect().top : null;
  });
  expect(order, "the section above the menu").toBe(true);
  await context.close();
});
