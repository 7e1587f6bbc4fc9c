import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { encodePng } from "../../server/modules/accounts/captcha/png.js";
import { createMember, freshIdentity, ops, signInWithTicket, visitorFrom } from "./support";

// Platform information and feedback (ADR 0030), with JavaScript on and off: the operator writes
// to a member with the CLI, the member sees the unread count, opens the message and the count drops;
// feedback goes out with a picture, the operator answers it and the answer arrives as a message.

test.describe.configure({ timeout: 150_000 });

const header = (page: Page) => page.locator("header#site-header");
const unreadBadge = (page: Page) => header(page).locator("summary").getByTestId("unread-count");
/** axe (WCAG 2.1 A and AA), as member-centre-a11y.spec.ts runs it on every section. */
async function violations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
const messageItem = (page: Page, title: string) => page.locator("li[data-message]").filter({ hasText: title });

/** Messages through the operator API, many at once (the CLI's own call, without a process per message). */
async function sendMany(username: string, titles: string[]) {
  for (const title of titles) {
    const res = await fetch(`http://127.0.0.1:${process.env.E2E_PLATFORM_PORT}/ops/messages`, {
      method: "POST",
      headers: { "X-Operator-Key": process.env.E2E_OPERATOR_KEY!, "Content-Type": "application/json" },
      body: JSON.stringify({ audience: "members", usernames: [username], title, body: `Text of ${title}` }),
    });
    expect(((await res.json()) as { success: boolean }).success).toBe(true);
  }
}

test("the operator's message: counted unread in the header, read when opened, paged", async ({
  browser,
  javaScriptEnabled,
}) => {
  const { context, page, ip } = await visitorFrom(browser, javaScriptEnabled);
  const member = await createMember(ip, freshIdentity("msg"));
  await signInWithTicket(page, member);

  await page.goto("/member/messageV2");
  await expect(page.getByText("No messages yet")).toBeVisible();
  await expect(unreadBadge(page)).toHaveCount(0);

  const sent = await ops(
    "message",
    "to",
    member.username,
    "--title",
    "Weekend maintenance",
    "--body",
    "The site rests on Sunday from 02:00 to 03:00.",
  );
  expect(sent).toMatch(/Sent message [0-9a-f-]{36} to 1 member\(s\)/);

  await page.reload();
  await expect(unreadBadge(page)).toContainText("1");
  const item = messageItem(page, "Weekend maintenance");
  await expect(item).toHaveAttribute("data-read", "0");
  await expect(item).toContainText("New");
  await expect(page.getByTestId("message-body")).toHaveCount(0);

  await item.getByRole("button", { name: /Weekend maintenance/ }).click();
  await expect(page).toHaveURL(/message=/);
  await expect(page.getByTestId("message-body")).toHaveText("The site rests on Sunday from 02:00 to 03:00.");
  await expect(messageItem(page, "Weekend maintenance")).toHaveAttribute("data-read", "1");
  await expect(unreadBadge(page)).toHaveCount(0);

  // A page holds ten; the eleventh and older are on the next.
  await sendMany(
    member.username,
    Array.from({ length: 10 }, (_, i) => `Notice ${i + 1}`),
  );
  await page.goto("/member/messageV2");
  await expect(unreadBadge(page)).toContainText("10");
  await expect(page.locator("li[data-message]")).toHaveCount(10);
  await expect(messageItem(page, "Weekend maintenance")).toHaveCount(0);
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.locator("li[data-message]")).toHaveCount(1);
  await expect(messageItem(page, "Weekend maintenance")).toHaveCount(1);
  await context.close();
});

test("feedback with a picture: checked, sent, answered by the operator, and the answer read as a message", async ({
  browser,
  javaScriptEnabled,
}) => {
  const { context, page, ip } = await visitorFrom(browser, javaScriptEnabled);
  const member = await createMember(ip, freshIdentity("fb"));
  await signInWithTicket(page, member);

  await page.goto("/member/messageV2");
  await page.getByRole("link", { name: "Feedback", exact: true }).click();
  await expect(page).toHaveURL(/tab=feedback/);
  const form = page.locator("form.feedback-form");
  await expect(form).toHaveAttribute("enctype", "multipart/form-data");
  await expect(form).toHaveAttribute("novalidate", "");

  // A question type must be chosen (SPEC §5), and the content has bounds.
  await form.getByRole("button", { name: "Send feedback" }).click();
  await expect(form.getByText("Please choose a question type.")).toBeVisible();
  await expect(form.getByText("Please write 10 to 1000 characters.")).toBeVisible();
  await form.getByLabel("Question type").selectOption({ label: "Games" });
  await form.getByLabel("Your feedback").fill("Too short");
  await form.getByRole("button", { name: "Send feedback" }).click();
  await expect(form.getByText("Please write 10 to 1000 characters.")).toBeVisible();
  await expect(form.getByText("Please choose a question type.")).toHaveCount(0);

  // A file that only claims to be a picture is refused by its content, under its input.
  await form.getByLabel("Question type").selectOption({ label: "Deposit" });
  await form.getByLabel("Your feedback").fill("My deposit of 500,000 this morning has not arrived.");
  await form
    .getByLabel(/Pictures/)
    .setInputFiles({ name: "screen.png", mimeType: "image/png", buffer: Buffer.from("not a picture at all") });
  await form.getByRole("button", { name: "Send feedback" }).click();
  await expect(form.getByText("Each picture must be a PNG or JPG of at most 5 MB.")).toBeVisible();

  const picture = encodePng(4, 4, new Uint8Array(4 * 4 * 4).fill(120));
  await form.getByLabel("Question type").selectOption({ label: "Deposit" });
  await form.getByLabel("Your feedback").fill("My deposit of 500,000 this morning has not arrived.");
  await form.getByLabel(/Pictures/).setInputFiles({ name: "screen.png", mimeType: "image/png", buffer: picture });
  await form.getByRole("button", { name: "Send feedback" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your feedback has been sent" })).toBeVisible();
  const mine = page.locator("li[data-feedback]");
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText("1 picture");
  await expect(mine).toContainText("Waiting for our answer.");

  // The operator's queue names the member; the answer goes back as a message.
  const queue = await ops("feedback");
  const id = new RegExp(`([0-9a-f-]{36})\\s+\\S+\\s+${member.username}\\s+deposit\\s+1 image`).exec(queue)?.[1];
  expect(id, queue).toBeTruthy();
  expect(await ops("feedback", "answer", id!, "It arrived at 10:02.", "Please check your balance again.")).toContain(
    `Answered feedback ${id}`,
  );

  await page.goto("/member/messageV2");
  await expect(unreadBadge(page)).toContainText("1");
  await page.getByRole("button", { name: /We answered your feedback \(Deposit\)/ }).click();
  await expect(page.getByTestId("message-body")).toContainText("It arrived at 10:02. Please check your balance again.");
  await expect(unreadBadge(page)).toHaveCount(0);
  // axe with JavaScript on only: with it off, axe outlasts the test on a loaded machine (member-centre-a11y.spec.ts walks the section with it off).
  if (javaScriptEnabled) expect(await violations(page), "an open answer").toEqual([]);
  await page.goto("/member/messageV2?tab=feedback");
  await expect(page.locator("li[data-feedback]")).toContainText("It arrived at 10:02.");
  await page.locator("form.feedback-form").getByRole("button", { name: "Send feedback" }).click();
  await expect(page.locator("form.feedback-form").getByText("Please choose a question type.")).toBeVisible();
  if (javaScriptEnabled)
    expect(await violations(page), "the feedback form with its errors, and the answered feedback").toEqual([]);

  // In Tagalog, and on a 320 px phone without sideways scrolling.
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/member/messageV2?lng=TY");
  await expect(page.getByRole("link", { name: "Mga mensahe" })).toBeVisible();
  await expect(page.locator("li[data-message]").first()).toContainText("Sinagot namin ang iyong feedback (Deposito)");
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways).toBeLessThanOrEqual(0);
  await page.goto("/member/messageV2?tab=feedback&lng=TY");
  await expect(page.getByLabel("Uri ng tanong")).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
  await context.close();
});
