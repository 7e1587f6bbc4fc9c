import { expect, test, type APIResponse, type Response } from "@playwright/test";
import { createMember, signInWithTicket, visitorFrom } from "./support";

// The call budget (ADR 0025): every page declares how many platform answers it may use, and how
// many of them may be round trips once the public cache is warm. A change that adds a call to a page fails
// here until its budget is raised on purpose. The web reports each answer's cost in Server-Timing.

/** answers: platform answers the page uses (round trips + cached); warmTrips: round trips on a repeat view. */
// + the footer's vendors (the badges are the vendors that play), a public answer, on every page with a footer.
// + the footer's launchable categories and deposit kinds (ADR 0063), two public answers on every page with a footer:
//   no round trip once warm.
const VISITOR_PAGES: Record<string, { answers: number; warmTrips: number }> = {
  // + the winners board (SPEC §7), a public answer: no round trip once warm.
  "/": { answers: 9, warmTrips: 0 },
  "/rng": { answers: 8, warmTrips: 0 },
  "/promotions": { answers: 6, warmTrips: 0 },
  // + the social sign-in providers (ADR 0033), a public answer: no round trip once warm.
  "/register": { answers: 7, warmTrips: 5 },
  // The lottery: its lobby changes with every draw, so it is asked each time (ADR 0055).
  "/lottery": { answers: 2, warmTrips: 1 },
  "/elott": { answers: 7, warmTrips: 1 },
  // Event betting: the lobby's odds and the arena's pool move all the time, so each is asked on every view.
  "/sports": { answers: 7, warmTrips: 1 },
  "/cockfight": { answers: 7, warmTrips: 1 },
};
/** A member's page: the member's own calls are never shared, the public ones are. */
const MEMBER_PAGES: Record<string, { answers: number; warmTrips: number }> = {
  // + the unread message count (ADR 0030) on every member page.
  // + the winners board, public: shared, no round trip once warm.
  "/": { answers: 15, warmTrips: 6 },
  // + the available promotions count (SPEC §3) the centre's menu badges on the reward centre.
  "/member/transactionHistory": { answers: 11, warmTrips: 6 },
  // The lottery lobby: the lobby, the member's favourites and recently played games, never shared.
  "/lottery": { answers: 8, warmTrips: 7 },
};

function cost(answer: APIResponse | Response | null): { trips: number; answers: number } {
  const timing = answer?.headers()["server-timing"] ?? "";
  const match = /calls=(\d+) cached=(\d+)/.exec(timing);
  expect(match, `Server-Timing of ${answer?.url()}: ${timing}`).not.toBeNull();
  const [trips, cached] = [Number(match![1]), Number(match![2])];
  return { trips, answers: trips + cached };
}

test("a visitor's pages stay within their declared platform calls", async ({ request }) => {
  // Once this web copy knows the site version (asked once a second), its public answers are shared.
  await expect
    .poll(async () => cost(await request.get("/", { headers: { cookie: "calls-guard=1" } })).trips, { timeout: 5_000 })
    .toBe(0);
  for (const [path, budget] of Object.entries(VISITOR_PAGES)) {
    // A cookie the pages do not know makes the web render this request on its own: the true cost.
    const first = cost(await request.get(path, { headers: { cookie: "calls-guard=1" } }));
    expect(first.answers, `${path}: platform answers`).toBeLessThanOrEqual(budget.answers);
    // Other tests may change the site version meanwhile (a cold cache again): the warm figure is the best of a few views.
    await expect
      .poll(async () => cost(await request.get(path, { headers: { cookie: "calls-guard=1" } })).trips, {
        message: `${path}: round trips with a warm cache`,
        timeout: 5_000,
      })
      .toBeLessThanOrEqual(budget.warmTrips);
  }
});

test("a member's pages stay within their declared platform calls", async ({ browser }) => {
  const { context, page, ip } = await visitorFrom(browser, false);
  await signInWithTicket(page, await createMember(ip));
  for (const [path, budget] of Object.entries(MEMBER_PAGES)) {
    const first = cost(await page.goto(path));
    expect(first.answers, `${path}: platform answers`).toBeLessThanOrEqual(budget.answers);
    await expect
      .poll(async () => cost(await page.goto(path)).trips, {
        message: `${path}: round trips with a warm cache`,
        timeout: 5_000,
      })
      .toBeLessThanOrEqual(budget.warmTrips);
  }
  await context.close();
});
