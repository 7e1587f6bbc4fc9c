// Playwright's second global setup, run once the site answers (its web server starts before global setups): the
// site is asked for what its first tests need — its health, then the pages they open — so the first test of a
// run does not pay for a cold start (compiling, the platform's first queries and key import) inside its own
// 7-second expectations, while the other project's site starts on the same two cores.
const PAGES = ["/", "/?modal=login", "/?lng=EN&modal=login", "/game", "/sports", "/lottery", "/promotions"];

export default async function warmSite(): Promise<void> {
  const base = `http://127.0.0.1:${process.env.E2E_PORT}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    const status = await fetch(`${base}/healthz`).then(
      (answer) => answer.status,
      () => 0,
    );
    if (status === 200) break;
    if (Date.now() > deadline) throw new Error(`${base}/healthz did not answer 200 within 120 s (last: ${status})`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  for (const page of PAGES) await fetch(`${base}${page}`).then((answer) => answer.text());
}
