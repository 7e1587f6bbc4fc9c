import { execFileSync } from "node:child_process";
import { expect, test } from "@playwright/test";
import type { Identity } from "../support/register.js";
import {
  closeDraw,
  createMember,
  freshIdentity,
  ops,
  ownAddress,
  signInWithTicket,
  unusedMinute,
  visitorFrom,
} from "./support";
import { loggedIn } from "./support-agents";
import { Lynx, lynxLogIn, type LynxPage } from "./support-lynx";

// The main flows in a real text browser (DESIGN §6), as a player whose phone runs no JavaScript and no CSS: Debian's
// lynx, driven key by key, logs in, deposits through the sandbox gateway, places a sports single, buys a lottery
// ticket and plays an in-house round reached from /game; each outcome is read in the ledger through the operator
// CLI. On the way, what lynx prints is read as such a player reads it: each count once, each label once. Once,
// in the JavaScript-off project: lynx runs no script either way.

test.describe.configure({ timeout: 60_000 });

/**
 * Lynx logged in as a member of the test's own (made from the address lynx speaks from: a new address would ask for
 * a code), funded with `funds` first; `before` runs before the login. Lynx is closed however the flow ends.
 */
async function asLynxMember(
  funds: number,
  flow: (lynx: Lynx, member: Identity, home: LynxPage) => Promise<void>,
  before?: (member: Identity) => Promise<void>,
) {
  const ip = ownAddress();
  const member = await createMember(ip, freshIdentity("tb"));
  if (funds) await ops("adjust", member.username, String(funds), "e2e", "text", "browser");
  await before?.(member);
  const lynx = await Lynx.open(test.info().project.use.baseURL!, ip, "/?lng=EN");
  try {
    await flow(lynx, member, await lynxLogIn(lynx, member));
  } finally {
    await lynx.close();
  }
}

/** The member's newest ledger line, as the operator's CLI prints it. */
async function newestEntry(username: string): Promise<string> {
  const ledger = await ops("ledger", username);
  return ledger.split("\n").find((line) => /#\d+/.test(line)) ?? "";
}

test("lynx logs in and deposits through the sandbox gateway; the centre's counts read once", async () => {
  // Two messages: the header reads "2 unread messages" (a badge drawn twice read "22 unread").
  const twoMessages = async (member: Identity) => {
    await ops("message", "to", member.username, "--title", "One", "--body", "First");
    await ops("message", "to", member.username, "--title", "Two", "--body", "Second");
  };
  await asLynxMember(
    0,
    async (lynx, member, home) => {
      expect(home.flat).toContain(`${member.username} 2 unread messages`);
      expect(home.flat).not.toMatch(/22 unread/);
      // Words side by side in the header are apart in the text too ("DepositWithdrawBalance" ran together).
      expect(home.flat).toMatch(/Deposit \[\d+\]Withdraw Balance: ₫0\.00/);

      let page = await lynx.goto("/member/depositv2?lng=EN");
      // The centre's menu counts, each once, with its words (they read "44 promotions" for 4).
      expect(page.flat).toMatch(/Reward centre ([1-9]) promotions? you can join or claim now/);
      expect(page.flat).not.toMatch(/Reward centre (\d)\1 promotions/);
      await lynx.choose(page, "Online payment (sandbox)");
      await lynx.fill(page, "Amount (VND)", "250000");
      page = await lynx.press(page, "Deposit");
      expect(page.flat).toContain("Please confirm Deposit 250,000.00 through Online payment (sandbox)?");
      page = await lynx.press(page, "Confirm");
      // The gateway's own page, then back to the site with the deposit approved.
      expect(page.flat).toContain("Sandbox payment");
      page = await lynx.press(page, "Pay");
      expect(page.flat).toContain("Your deposit of 250,000.00 through Online payment (sandbox): Approved");
      expect(page.flat).toContain("Balance: ₫250,000.00");
      expect(await newestEntry(member.username)).toMatch(/deposit\s+main\s+250,000\.00\s+→ 250,000\.00/);
    },
    twoMessages,
  );
});

test("lynx places a sports single: its stake is a field of the slip's form", async () => {
  await asLynxMember(100_000, async (lynx, member) => {
    const s = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
    const created = await ops(
      "events",
      "create",
      JSON.stringify({
        ref: `e2e-tb-${s}`,
        sport: "football",
        competition: `Lynx Cup ${s}`,
        home: "Lions",
        away: "Tigers",
        startsAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
        markets: [{ type: "1x2", odds: { home: "2.00", draw: "3.40", away: "3.60" } }],
      }),
    );
    const event = /\(([0-9a-f-]{36})\)/.exec(created)?.[1];
    expect(event, created).toBeTruthy();
    let page = await lynx.goto(`/sports?event=${event}&lng=EN`);
    // The market's heading names it once (a hidden copy of the name was printed under it).
    expect(page.flat).not.toContain("Match result (1X2) Match result (1X2)");
    page = await lynx.press(page, "Lions 2.00");
    expect(page.flat).toContain("Bet slip (1)");
    // Lynx sends a form's own descendants only: a stake tied to the form by a form= attribute never arrived.
    await lynx.fill(page, "Stake on Lions", "1000");
    page = await lynx.press(page, "Review bet");
    expect(page.flat).toContain("Please confirm your bet");
    expect(page.flat).toContain("Potential return 2,000.00");
    page = await lynx.press(page, "Place bet");
    expect(page.flat).toContain("1 single bet(s) placed: stake 1,000.00 in all.");
    expect(await newestEntry(member.username)).toMatch(/bet\s+main\s+-1,000\.00\s+→ 99,000\.00\s+EVENTS sports/);
  });
});

test("lynx buys a lottery ticket; the draw's countdown reads its label once", async () => {
  await asLynxMember(100_000, async (lynx, member) => {
    // On a fresh site the minute dice may have drawn nothing yet: its current draw's time is let come and the draw job
    // run (as lottery.spec.ts does), so the page has a last result to read.
    const form = await (await fetch(`${test.info().project.use.baseURL}/elott?gameCode=dice-1&lng=EN`)).text();
    await closeDraw(
      "dice-1",
      /name="draws"[^>]*value="([^"]+)"|value="([^"]+)"[^>]*name="draws"/.exec(form)!.slice(1).find(Boolean)!,
    );
    await ops("job", "run", "lottery-draws", unusedMinute());
    let page = await lynx.goto("/elott?gameCode=dice-1&playType=face&lng=EN");
    expect(page.flat).toMatch(/closes in \d\d:\d\d draws at/);
    expect(page.flat).not.toContain("closes in closes in");
    expect(page.flat).toMatch(/Big \/ small \[\d+\]Odd \/ even \[\d+\]Total \[\d+\]Face/);
    // The last draw's dice, each its own number (boxes side by side ran into one: "613").
    expect(page.flat).toMatch(/Last result, Draw no\. \d+, \d{4}-\d\d-\d\d \d\d:\d\d: [1-6] [1-6] [1-6] total \d+/);
    // The draw after the current one: a minute away, however late in its minute the test starts.
    // A draw reads by its number and time, never its id (ADR 0064).
    const draws = [...page.flat.matchAll(/\[\d+\]\[[ X]\] (Draw no\. \d+, \d{4}-\d\d-\d\d \d\d:\d\d) closes/g)].map(
      (m) => m[1]!,
    );
    expect(draws.length).toBeGreaterThan(1);
    await lynx.choose(page, draws[0]!);
    await lynx.choose(page, draws[1]!);
    await lynx.choose(page, "3");
    await lynx.fill(page, "Points", "1");
    page = await lynx.press(page, "Review ticket");
    expect(page.flat).toContain("Please confirm your ticket");
    page = await lynx.press(page, "Buy ticket");
    expect(page.flat).toContain("Ticket bought: 1,000.00 for 1 draw.");
    // The ticket as My tickets lists it: its play and standing apart, each draw's multiple filled in.
    expect(page.flat).toMatch(
      /Face Waiting for the draw 3 · 1 point · stake 1,000\.00 \+ Draw no\. \d+, [\d-]+ [\d:]+ · ×1 · stake 1,000\.00/,
    );
    expect(page.flat).not.toContain("{{");
    expect(await newestEntry(member.username)).toMatch(/bet\s+main\s+-1,000\.00\s+→ 99,000\.00/);
  });
});

test("lynx plays an in-house round from /game's link to the game's own page, verifies it with the fairness form, and comes back", async () => {
  await asLynxMember(100_000, async (lynx, member) => {
    let page: LynxPage = await lynx.goto("/game?nodeId=inhouse-dice&lng=EN");
    page = await lynx.follow(page, "Open Dice on a page of its own");
    expect(page.flat).toContain("Dice · Laro Originals");
    await lynx.fill(page, "Stake (VND)", "1000");
    await lynx.fill(page, "Target", "50");
    await lynx.choose(page, "Over the target");
    page = await lynx.press(page, "Place bet");
    expect(page.flat).toContain("(nonce 1)");
    expect(await ops("ledger", member.username)).toMatch(/-1,000\.00\s+→ 99,000\.00/);
    const roll = /Roll:? ([\d.]+)/.exec(page.flat)?.[1];
    expect(roll, page.text).toBeTruthy();

    // The fairness check is a form of fields, filled in from the round once its seed is revealed: Recompute, as
    // lynx sends it, gives the same roll (DESIGN §10: every round has a page that recomputes it without JavaScript).
    const verify = lynx.linkPath(page, "Verify this round");
    page = await lynx.press(page, "Change seeds");
    page = await lynx.goto(verify);
    expect(page.flat).not.toMatch(/\{"|Bet \(as recorded\)/);
    expect(page.flat).toContain(`Roll ${roll}`);
    await lynx.fill(page, "Nonce", "1");
    page = await lynx.press(page, "Recompute");
    expect(page.flat).toContain("Outcome from these seeds");
    expect(page.flat).toContain(`Roll ${roll}`);
    page = await lynx.follow(page, "Back to the site");
    expect(page.flat).toContain("In-house games");
  });
});

test("w3m shows /game's way to the game and the way back (it draws no frames)", async ({ browser }) => {
  const { context, page, ip } = await visitorFrom(browser, false);
  await signInWithTicket(page, await createMember(ip, freshIdentity("tw")));
  await page.goto("/game?nodeId=inhouse-dice&lng=EN");
  const shown = execFileSync("w3m", ["-dump", "-T", "text/html", "-cols", "120"], {
    input: await page.content(),
    encoding: "utf8",
  });
  expect(shown).toContain("Open Dice on a page of its own");
  expect(shown).toContain("Back to the in-house games");
  await context.close();
});

test("lynx reads the header, the footer and the tab bars once each, word by word", async () => {
  await asLynxMember(0, async (lynx, _member, home) => {
    // A button reads by its value in lynx: the balance's button by its label (never "(balanceVisibility) Hide"), the
    // theme's by its name (never an empty "(BUTTON)").
    expect(home.flat).not.toContain("balanceVisibility");
    expect(home.flat).toMatch(/\[\d+\]Hide \[\d+\]Refresh/);
    expect(home.flat).toMatch(/\(\[\d+\]Switch to (light|dark) theme\)/);
    expect(home.flat).not.toMatch(/BUTTON\) Switch to/);
    // The footer's last line: the name and the help link apart.
    expect(home.flat).toMatch(/© \S+ \[\d+\]Help centre/);
    // Tabs drawn side by side read apart (the shared tab bar puts a space between them in the text).
    const shop = await lynx.goto("/pointMall?lng=EN");
    expect(shop.flat).toMatch(/Goods \[\d+\]Redeem history \[\d+\]Convert points \[\d+\]Points rules/);
    const messages = await lynx.goto("/member/messageV2?lng=EN");
    expect(messages.flat).toMatch(/\[\d+\]Messages \[\d+\]Feedback/);
  });
});

/** A page as lynx prints it, from the HTML chromium got (as the w3m test reads /game): for a page behind a login lynx's flows do not make. */
const lynxDump = (html: string) =>
  execFileSync("lynx", ["-dump", "-stdin", "-force_html", "-nolist", "-width=160", "-display_charset=utf-8"], {
    input: html,
    encoding: "utf8",
    env: { ...process.env, LC_ALL: "C.UTF-8" },
  });

test("lynx reads the menu as a word, the language chooser's button, the login's links and the download steps apart", async () => {
  // English first (the language is kept in a cookie): a member page sends a visitor to the login without its ?lng.
  const lynx = await Lynx.open(test.info().project.use.baseURL!, ownAddress(), "/?lng=EN");
  try {
    // A member page opens the login for a visitor: its tabs and its links apart ("Forgot passwordCreate an account").
    const login = await lynx.goto("/member/securityCenter");
    expect(login.flat).toMatch(/\[\d+\]Username \[\d+\]SMS code/);
    expect(login.flat).toMatch(/\[\d+\]Forgot password \[\d+\]Create an account \[\d+\]Free demo/);
    // The side menu's button is the word "Menu" (a CSS checkbox hack read "[ ] Menu"), apart from the logo.
    expect(login.flat).not.toMatch(/\[[ X]\] Menu/);
    expect(login.flat).toMatch(/ Menu \[\d+\]Laro/);
    // The language chooser's button reads by its word, never "(BUTTON) Apply".
    expect(login.flat).not.toContain("BUTTON) Apply");
    expect(login.flat).toMatch(/Choose a language \[\d+\]\[[^\]]*English_*\] \[\d+\]Apply Texts are/);
    // The register page's reset reads by its word, apart from the link before it.
    const register = await lynx.goto("/register?lng=EN");
    expect(register.flat).toMatch(/\[\d+\]I have an account \[\d+\]Reset/);
    // The download page's tabs apart, each step's title apart from its text ("Open the siteScan the QR code").
    const download = await lynx.goto("/down?lng=EN");
    expect(download.flat).toMatch(/\[\d+\]Android \[\d+\]iOS/);
    expect(download.text).toMatch(/Open the site\s+Scan the QR code/);
    expect(download.text).not.toMatch(/Open the siteScan/);
  } finally {
    await lynx.close();
  }
});

test("lynx reads a message's New badge, the missions' tabs and progress, and My bets' tabs word by word", async () => {
  await asLynxMember(
    0,
    async (lynx) => {
      const messages = await lynx.goto("/member/messageV2?lng=EN");
      // The badge, the title and the time apart (lynx read "NewHello2026-12-03 01:55").
      expect(messages.flat).toMatch(/New Hello \d{4}-\d\d-\d\d \d\d:\d\d/);
      const missions = await lynx.goto("/member/missionLeaderboard?lng=EN");
      expect(missions.flat).toMatch(/\[\d+\]Missions \[\d+\]Leaderboard/);
      // Each mission's progress once ("0%0% — 0 of 20": the bar's own text was printed before the words).
      expect(missions.flat).toMatch(/(^| )\d+% — /);
      expect(missions.flat).not.toMatch(/(\d+%)\1/);
      const bets = await lynx.goto("/sports?view=bets&lng=EN");
      expect(bets.flat).toMatch(/\[\d+\]Today \[\d+\]Early \[\d+\]Live \[\d+\]My bets/);
      expect(bets.flat).toMatch(/\[\d+\]Open \[\d+\]Settled/);
    },
    (member) => ops("message", "to", member.username, "--title", "Hello", "--body", "World").then(() => undefined),
  );
});

test("lynx reads the agent centre's contract tabs, settlements, offer form and team actions word by word", async ({
  browser,
}) => {
  await ops("contracts", "features", "dailySalary", "on", "300");
  const { context, page } = await loggedIn(browser, false, { username: "agent1", password: "Agent1234" });
  try {
    await page.goto("/agent/agentDailyWages2?lng=EN&tab=settlements&side=received");
    const settlements = lynxDump(await page.content()).replace(/\s+/g, " ");
    // The contract's tabs and the settlement sides apart; a paid settlement's state apart from its time ("Paid2026-12-03").
    expect(settlements).toMatch(/My contract Downlines Settlements Received Paid /);
    expect(settlements).not.toMatch(/Pay allMy contract/);
    expect(settlements).toMatch(/ Paid \d{4}-\d\d-\d\d \d\d:\d\d/);
    expect(settlements).not.toMatch(/Paid\d{4}-/);
    await page.goto("/agent/agentDailyWages2?lng=EN&tab=downlines");
    // The offer form's tier heads apart ("TierValid bet from (VND)Active from").
    expect(lynxDump(await page.content()).replace(/\s+/g, " ")).toContain(
      "Tier Valid bet from (VND) Active from Rate (%)",
    );
    await page.goto("/agent/downlineManagmentView?lng=EN");
    // A downline agent's two actions apart ("TransferOffer contract").
    const team = lynxDump(await page.content()).replace(/\s+/g, " ");
    expect(team).toMatch(/agent2 .*Transfer Offer contract/);
    expect(team).not.toContain("TransferOffer");
  } finally {
    await context.close();
  }
});
