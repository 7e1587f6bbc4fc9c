import { expect, test } from "@playwright/test";

// Shared visitor pages (ADR 0025): a visitor's page is rendered once per site version and language and
// answered with each visitor's own secrets — CSP nonce, CSRF token, honeypot time — filled in.

const secrets = (html: string) => ({
  nonces: [...new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]))],
  csrf: [...new Set([...html.matchAll(/name="csrf" value="([^"]+)"/g)].map((m) => m[1]))],
});

test("two visitors get the same page with their own nonce and CSRF token, and no placeholder ever shows", async ({
  playwright,
  baseURL,
}) => {
  const answers: { html: string; nonce: string; csrf: string; timing: string }[] = [];
  for (let n = 0; n < 3; n++) {
    const visitor = await playwright.request.newContext({ baseURL });
    const res = await visitor.get("/promotions");
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).not.toContain("laroPage");
    const { nonces, csrf } = secrets(html);
    expect(nonces).toHaveLength(1);
    expect(res.headers()["content-security-policy"]).toContain(`'nonce-${nonces[0]}'`);
    expect(csrf).toHaveLength(1);
    expect(res.headers()["set-cookie"]).toMatch(/^csrf=/);
    answers.push({ html, nonce: nonces[0], csrf: csrf[0], timing: res.headers()["server-timing"] });
    await visitor.dispose();
  }
  expect(answers.some((a) => a.timing.includes("page=shared"))).toBe(true);
  expect(new Set(answers.map((a) => a.nonce)).size).toBe(3);
  expect(new Set(answers.map((a) => a.csrf)).size).toBe(3);
  const bare = (a: (typeof answers)[number]) =>
    a.html
      .replaceAll(a.nonce, "N")
      .replaceAll(a.csrf, "C")
      .replace(/"[0-9a-f-]{36}"/g, "U")
      .replace(/name="from__confirm" value="[^"]*"/g, "F");
  expect(bare(answers[1]).length).toBe(bare(answers[0]).length);
});

test("a shared page's CSRF token is the visitor's own: its theme form works, another's token is refused", async ({
  browser,
  playwright,
  baseURL,
}) => {
  const [a, b] = [await playwright.request.newContext({ baseURL }), await playwright.request.newContext({ baseURL })];
  const tokenOf = async (visitor: typeof a) => secrets(await (await visitor.get("/rng")).text()).csrf[0];
  const [tokenA, tokenB] = [await tokenOf(a), await tokenOf(b)];
  const post = (visitor: typeof a, csrf: string) =>
    visitor.post("/theme", {
      form: { theme: "light", redirectTo: "/", csrf },
      maxRedirects: 0,
      headers: { origin: baseURL! },
    });
  expect((await post(b, tokenA)).headers()["set-cookie"] ?? "").not.toMatch(/theme=/);
  expect((await post(b, tokenB)).headers()["set-cookie"] ?? "").toMatch(/theme=light/);
  await Promise.all([a.dispose(), b.dispose()]);

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/rng");
  await page.goto("/rng");
  const html = page.locator("html");
  const before = await html.getAttribute("data-theme");
  await page.locator("#theme-form").getByRole("button").click();
  await expect(html).toHaveAttribute("data-theme", before === "dark" ? "light" : "dark");
  await context.close();
});
