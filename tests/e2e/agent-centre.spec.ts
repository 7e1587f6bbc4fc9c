import { expect, test, type Page } from "@playwright/test";
import { AGENT_SECTIONS as SECTIONS } from "../../app/lib/member/centres";
import { changedPassword, loggedIn, registerDownline } from "./support-agents";
import {
  createMember,
  freshIdentity,
  ops,
  overFifty,
  ownAddress,
  playRound,
  signInWithTicket,
  visitorFrom,
} from "./support";

// The agent centre (SPEC §2.7, §6), JS on and off: each run makes an agent of its own under the demo
// agent1 (registered from agent1's registerCenter), so its team holds only what the test puts there.

const MENU = [
  "Announcement",
  "Team overview",
  "Account registration",
  "Team management",
  "Team betting",
  "User profit and loss",
  "My income",
  "Transaction details",
];
const CONTRACT_MENU = ["Dividend", "Daily salary", "Hourly salary", "Real-time salary"];
const PAYMENT_PASSWORD = "135790";

const changed = changedPassword;

/** The operator API (X-Operator-Key), as the operator's tools call it; the answer's value. */
async function operator<T>(method: "POST" | "DELETE", path: string, body?: unknown): Promise<T> {
  const res = await fetch(`http://127.0.0.1:${process.env.E2E_PLATFORM_PORT}${path}`, {
    method,
    headers: {
      "X-Operator-Key": process.env.E2E_OPERATOR_KEY!,
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await res.json()) as { success: boolean; value: T };
  expect(answer.success, `${method} ${path}`).toBe(true);
  return answer.value;
}

/** Agents' announcements this file published and has not withdrawn yet (a failed test leaves none behind). */
const published = new Set<string>();
async function withdraw(id: string) {
  await operator("DELETE", `/ops/announcements/${id}`);
  published.delete(id);
}
test.afterEach(async () => {
  for (const id of [...published]) await withdraw(id);
});

async function figure(page: Page, name: string): Promise<string> {
  return (await page.locator(`[data-figure="${name}"] dd`).innerText()).trim();
}

test("an agent's centre: the menu, an announcement, registering downlines, the overview, the team drilled into, a transfer and team betting", async ({
  browser,
  javaScriptEnabled,
}) => {
  test.setTimeout(180_000);
  const agent = freshIdentity("ag");
  const member = freshIdentity("dm");
  const subAgent = freshIdentity("ds");
  const deep = freshIdentity("dd");
  // An announcement to agents, published through the operator API under a title of this run's own.
  const title = `Agents' notice ${agent.username}`;
  const { id: noticeId } = await operator<{ id: string }>("POST", "/ops/announcements", {
    type: "AG",
    title,
    content: `Text of ${title}`,
  });
  published.add(noticeId);

  // agent1 registers this test's agent from its registerCenter, and finds it in its team by a search.
  const boss = await loggedIn(browser, javaScriptEnabled, { username: "agent1", password: "Agent1234" });
  await registerDownline(boss.page, agent, "Agent");
  await boss.page.goto(`/agent/downlineManagmentView?lng=EN&username=${agent.username}`);
  await expect(boss.page.getByTestId("downline").locator(`tr[data-username="${agent.username}"]`)).toContainText(
    "Agent",
  );
  await boss.context.close();

  const { context, page } = await loggedIn(browser, javaScriptEnabled, agent, changed(agent));
  // /agent opens on the team overview; the close link goes back to where it was opened from.
  await page.goto("/help?lng=EN");
  await page.goto("/agent?from=%2Fhelp");
  await expect(page).toHaveURL(/\/agent\/agentTeamOverview/);
  const centre = page.locator("dialog#agent-centre");
  // SPEC §2.7's eight entries first; the contract entries after them depend on what the operator enabled.
  const entries = await centre
    .getByRole("navigation", { name: "Agent centre sections" })
    .getByRole("link")
    .allInnerTexts();
  expect(entries.slice(0, MENU.length).map((entry) => entry.trim())).toEqual(MENU);
  for (const entry of entries.slice(MENU.length)) expect(CONTRACT_MENU).toContain(entry.trim());
  await expect(centre.getByRole("link", { name: "Close" })).toHaveAttribute("href", "/help");
  await expect(centre.getByRole("link", { name: "Team overview" })).toHaveAttribute("aria-current", "page");

  // The agents' announcement: its title, its date and time in site time, its text.
  await page.goto("/agent/agentAnnouncement");
  const notice = page.locator(`li[data-announcement="${noticeId}"]`);
  await expect(notice.getByRole("heading", { name: title })).toBeVisible();
  await expect(notice.locator("time")).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  await expect(notice).toContainText(`Text of ${title}`);

  // The referral link: this site's address with the agent's code, as text and as a QR code.
  await page.goto("/agent/registerCenter");
  await expect(page.getByText("is asked to change it at its first login")).toBeVisible();
  await expect(page.getByTestId("referral-link")).toHaveValue(/\/\?modal=register&affiliateCode=/);
  await expect(page.getByRole("img", { name: "QR code of your referral link" })).toBeVisible();

  // A member and a sub-agent registered here; the sub-agent registers one of its own.
  await registerDownline(page, member, "Member");
  await registerDownline(page, subAgent, "Agent");
  const sub = await loggedIn(browser, javaScriptEnabled, subAgent, changed(subAgent));
  await registerDownline(sub.page, deep, "Member");
  await sub.context.close();

  // The overview counts the whole team: two direct downlines, three in all, three registered today.
  await page.goto("/agent/agentTeamOverview?range=today");
  await expect(page.getByRole("link", { name: "Today" })).toHaveAttribute("aria-current", "true");
  expect(await figure(page, "teamDirect")).toBe("2");
  expect(await figure(page, "teamTotal")).toBe("3");
  expect(await figure(page, "registrations")).toBe("3");
  expect(await figure(page, "deposits")).toBe("0.00");
  expect(await figure(page, "winLoss")).toMatch(/^\+?0\.00$/);
  // The figures' presets: the last 7 site days, today included, and the registrations in them.
  await page.getByRole("link", { name: "Previous 7 days" }).click();
  await expect(page.getByRole("link", { name: "Previous 7 days" })).toHaveAttribute("aria-current", "true");
  const shown = (await page.getByTestId("period").innerText()).match(/(\d{4}-\d{2}-\d{2}) to (\d{4}-\d{2}-\d{2})/);
  expect(shown && (Date.parse(shown[2]) - Date.parse(shown[1])) / 86_400_000).toBe(6);
  expect(await figure(page, "registrations")).toBe("3");
  await expect(page.getByRole("link", { name: "Previous 30 days" })).toBeVisible();

  // Team management: both direct downlines, newest first; the sub-agent's team drilled into and back.
  await page.goto("/agent/downlineManagmentView");
  const table = page.getByTestId("downline");
  await expect(table.locator("tbody tr")).toHaveCount(2);
  await expect(table.locator("tbody tr").first()).toHaveAttribute("data-username", subAgent.username);
  await expect(table.locator(`tr[data-username="${member.username}"]`)).toContainText("Member");
  await expect(table.locator(`tr[data-username="${subAgent.username}"] td`).nth(6)).toHaveText("1");
  await table.getByRole("link", { name: `Show the team of ${subAgent.username}` }).click();
  await expect(page.getByRole("navigation", { name: "Team levels" })).toContainText(subAgent.username);
  await expect(table.locator("tbody tr")).toHaveCount(1);
  await expect(table.locator(`tr[data-username="${deep.username}"] td`).nth(1)).toHaveText("2");
  // A downline of a downline gets no transfer: only direct downlines do.
  await expect(table.getByRole("link", { name: `Transfer to ${deep.username}` })).toHaveCount(0);
  await page.getByRole("link", { name: "Up one level" }).click();
  await expect(table.locator("tbody tr")).toHaveCount(2);

  // A member outside the team cannot be drilled into.
  await page.goto("/agent/downlineManagmentView?lng=EN&path=agent2");
  await expect(page.getByText("That member is not in your downline.")).toBeVisible();

  // A transfer to a direct downline: the amount, then the confirmation with the payment password.
  await ops("adjust", agent.username, "500000", "e2e", "agent", "float");
  await page.goto("/member/securityCenter");
  await page.getByLabel("New payment password (6 digits)").fill(PAYMENT_PASSWORD);
  await page.getByLabel("Confirm payment password").fill(PAYMENT_PASSWORD);
  await page.getByRole("button", { name: "Save payment password" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Payment password saved." })).toBeVisible();
  await page.goto("/agent/downlineManagmentView");
  await page.getByRole("link", { name: `Transfer to ${member.username}` }).click();
  await expect(page.getByTestId("agent-balance")).toContainText("500,000.00");
  await page.getByLabel("Amount (VND)").fill("1500");
  await page.getByRole("button", { name: "Continue" }).click();
  const dialog = page.getByRole("dialog", { name: "Please confirm" });
  await expect(dialog).toContainText(`Transfer 1,500.00 to your downline ${member.username}?`);
  await dialog.getByLabel("Payment password", { exact: true }).fill(PAYMENT_PASSWORD);
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: `1,500.00 transferred to ${member.username}. Your main wallet: 498,500.00.` }),
  ).toBeVisible();
  await expect(page.getByTestId("downline").locator(`tr[data-username="${member.username}"] td`).nth(3)).toHaveText(
    "1,500.00",
  );

  // The transfer is in the team's transaction details.
  await page.goto(`/agent/agentDownlineTransactionDetailsCopy?username=${member.username}`);
  await expect(page.getByTestId("team-transactions").locator("tbody tr").first()).toContainText("1,500.00");

  // Team betting: the member plays a round of dice; the agent sees it by the lobby's names, not codes.
  const player = await loggedIn(browser, javaScriptEnabled, member, changed(member));
  await player.page.goto("/game?nodeId=inhouse-dice&lng=EN");
  await playRound(player.page.frameLocator('[data-testid="game-frame"]'), 1, overFifty);
  await player.context.close();
  await page.goto(`/agent/personalHistoryCopy?username=${member.username}`);
  const round = page.getByTestId("team-rounds").locator("tbody tr").first();
  await expect(round).toContainText("Dice");
  await expect(round).toContainText("Laro Originals");
  await expect(round).not.toContainText("INHOUSE");
  await expect(round.locator("td").nth(4)).toHaveText("1,000.00");

  // My income: no contract, so nothing settled, and it says so.
  await page.goto("/agent/agentRevenueReport");
  await expect(page.getByTestId("agent-income")).toContainText(
    "No salary or dividend was settled for this account in this period.",
  );

  // Every section fits a 320 px phone without a sideways scroll.
  await page.setViewportSize({ width: 320, height: 640 });
  for (const section of SECTIONS) {
    await page.goto(`/agent/${section}`);
    await expect(page.locator("dialog#agent-centre")).toBeVisible();
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.scroll, `${section} at 320 px`).toBeLessThanOrEqual(widths.client);
  }

  // The announcement withdrawn: the section no longer shows it.
  await withdraw(noticeId);
  await page.goto("/agent/agentAnnouncement");
  await expect(page.locator("dialog#agent-centre")).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
  await context.close();
});

test("a member who is not an agent is sent away from the agent centre", async ({ browser, javaScriptEnabled }) => {
  const { context, page, ip } = await visitorFrom(browser, javaScriptEnabled, ownAddress());
  const member = await createMember(ip);
  await signInWithTicket(page, member);
  await page.goto("/agent/agentTeamOverview");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("dialog#agent-centre")).toHaveCount(0);
  await context.close();
});
