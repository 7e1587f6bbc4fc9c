import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMMANDS } from "../../server/ops/commands.js";
import { cockfightRequest, parseCockfightCommand } from "../../server/ops/cockfight-commands.js";
import { EventsUsageError } from "../../server/ops/event-command-words.js";
import { parseEventsCommand } from "../../server/ops/event-forms.js";
import { eventsRequest } from "../../server/ops/events-commands.js";
import { demoAuth, runCli, startPlatformProcess, type PlatformProcess } from "./processes.js";

// The operator's `events …` and `cockfight …` commands (ADR 0056): every form read into the /ops call it
// makes, bad forms refused before anything is contacted; then end to end, as lottery-cli.test.ts does, a real
// platform process on a throw-away data directory with the CLI as a separate process against it: a fixture created,
// shown, its odds changed, stopped and started, settled from the score with the demo member's bets on it, rolled back
// and cancelled; and a fight opened (the sandbox's gives way), called, closed with its payouts fixed and settled.

describe("events and cockfight command forms", () => {
  const feed = (body: unknown) => ({ method: "POST", path: "/ops/events/feed?source=operator", body });
  const event = {
    ref: "m-1",
    sport: "football",
    competition: "Cup",
    home: "A",
    away: "B",
    startsAt: "2026-12-01T12:00:00Z",
    markets: [{ type: "ou", line: "2.5", odds: { over: "1.9", under: "1.9" } }],
  };

  it("reads every form into its /ops call", () => {
    const cases: [string[], ReturnType<typeof eventsRequest>][] = [
      [[], { method: "GET", path: "/ops/events?limit=50" }],
      [["list"], { method: "GET", path: "/ops/events?limit=50" }],
      [["esports"], { method: "GET", path: "/ops/events?game=esports&limit=50" }],
      [["list", "sports"], { method: "GET", path: "/ops/events?game=sports&limit=50" }],
      [["show", "m-1"], { method: "GET", path: "/ops/events/m-1" }],
      [
        ["create", JSON.stringify(event)],
        feed({
          type: "fixture",
          event: {
            ...event,
            markets: [{ type: "ou", line: "2.5", phase: "prematch", odds: { over: "1.9", under: "1.9" } }],
          },
        }),
      ],
      [
        ["odds", "m-1", '[{"type":"1x2","odds":{"home":"2","draw":"3","away":"4"}}]'],
        feed({
          type: "odds_change",
          ref: "m-1",
          markets: [{ type: "1x2", phase: "prematch", odds: { home: "2", draw: "3", away: "4" } }],
        }),
      ],
      [["status", "m-1", "live"], feed({ type: "status", ref: "m-1", status: "live" })],
      [["stop", "m-1"], feed({ type: "bet_stop", ref: "m-1" })],
      [["start", "m-1"], feed({ type: "bet_start", ref: "m-1" })],
      [
        ["result", "m-1", "2-1"],
        feed({ type: "settlement", ref: "m-1", score: { home: 2, away: 1, periods: [] }, reason: "" }),
      ],
      [
        ["result", "m-1", "--reason", "wrong scorer", "1-1"],
        feed({ type: "settlement", ref: "m-1", score: { home: 1, away: 1, periods: [] }, reason: "wrong scorer" }),
      ],
      [
        ["result", "m-1", "2-1", "13-9,10-13", "13-4"],
        feed({
          type: "settlement",
          ref: "m-1",
          score: {
            home: 2,
            away: 1,
            periods: [
              { home: 13, away: 9 },
              { home: 10, away: 13 },
              { home: 13, away: 4 },
            ],
          },
          reason: "",
        }),
      ],
      [["rollback", "m-1"], feed({ type: "rollback_settlement", ref: "m-1", reason: "" })],
      [
        ["rollback", "m-1", "goal", "disallowed"],
        feed({ type: "rollback_settlement", ref: "m-1", reason: "goal disallowed" }),
      ],
      [["cancel", "m-1"], feed({ type: "cancel", ref: "m-1", reason: "" })],
      [
        ["cancel", "m-1", "--from", "2026-12-01T12:10:00Z", "late", "bets", "--to", "2026-12-01T12:12:00Z"],
        feed({
          type: "cancel",
          ref: "m-1",
          from: "2026-12-01T12:10:00Z",
          to: "2026-12-01T12:12:00Z",
          reason: "late bets",
        }),
      ],
      [["rollback-cancel", "m-1"], feed({ type: "rollback_cancel", ref: "m-1", reason: "" })],
    ];
    for (const [args, call] of cases) expect(eventsRequest(parseEventsCommand(args)), args.join(" ")).toEqual(call);
    const id = crypto.randomUUID();
    expect(parseCockfightCommand([])).toEqual({ action: "show" });
    expect(
      cockfightRequest(
        parseCockfightCommand(["open", "Red", "Blue", "--window", "10", "--plasada", "400"]) as never,
        "",
      ),
    ).toEqual({
      method: "POST",
      path: "/ops/cockfight/fights",
      body: { meron: "Red", wala: "Blue", plasadaBps: 400, windowMinutes: 10 },
    });
    expect(cockfightRequest(parseCockfightCommand(["close"]) as never, id)).toEqual({
      method: "POST",
      path: `/ops/cockfight/fights/${id}/close`,
      body: {},
    });
    expect(cockfightRequest(parseCockfightCommand(["result", "wala", "knife", "checked"]) as never, id)).toEqual({
      method: "POST",
      path: `/ops/cockfight/fights/${id}/result`,
      body: { result: "wala", reason: "knife checked" },
    });
  });

  it("refuses bad forms with a message naming the form, and lists every form in help", () => {
    const bad: [string[], RegExp][] = [
      [["maybe"], /events takes nothing, a game, or one of: list, show, create/],
      [["list", "golf"], /events \[list\] \[sports\|esports\]/],
      [["show"], /events show <ref>/],
      [["show", "a b"], /"a b" is not an event's ref/],
      [["create", "{not json"], /the JSON must be such as/],
      [["create", '{"ref":"x"}'], /event: sport: Required/],
      [["odds", "m-1", "[]"], /markets: Array must contain at least 1/],
      [["status", "m-1", "over"], /events status <ref> not_started\|live\|ended\|cancelled/],
      [["result", "m-1", "two-one"], /"two-one" is not a score such as 2-1/],
      [["cancel", "m-1", "--from", "yesterday"], /--from "yesterday" is not a time/],
      [["cancel", "m-1", "--to", "2026-12-01T12:00:00Z", "--from", "2026-12-01T13:00:00Z"], /--to comes after --from/],
      [["cancel", "m-1", "--since", "2026-12-01T12:00:00Z"], /no option --since/],
    ];
    for (const [args, message] of bad) expect(() => parseEventsCommand(args), args.join(" ")).toThrow(message);
    expect(() => parseEventsCommand(["maybe"])).toThrow(EventsUsageError);
    for (const [args, message] of [
      [["open", "Red"], /cockfight open <meron> <wala>/],
      [["open", "Red", "Red"], /two different entries/],
      [["open", "Red", "Blue", "--plasada", "5%"], /--plasada is basis points/],
      [["open", "Red", "Blue", "--window", "0"], /--window is minutes from 1 to 120/],
      [["result", "red"], /cockfight result meron\|wala\|draw\|cancelled/],
      [["close", "now"], /cockfight close/],
    ] as [string[], RegExp][])
      expect(() => parseCockfightCommand(args), args.join(" ")).toThrow(message);
    expect(COMMANDS.find((c) => c.name === "events")?.forms.map((f) => f.arguments.split(" ")[0])).toEqual([
      "[list]",
      "show",
      "create",
      "odds",
      "status",
      "stop",
      "start",
      "result",
      "rollback",
      "cancel",
      "rollback-cancel",
    ]);
    expect(COMMANDS.find((c) => c.name === "cockfight")?.forms.map((f) => f.arguments.split(" ")[0])).toEqual([
      "[show]",
      "open",
      "last-call",
      "close",
      "result",
    ]);
  });
});

type Market = {
  id: string;
  type: string;
  spec: string;
  status: string;
  outcomes: Record<string, { odds: string; id: string; result: string }>;
};

/** The markets a command printed: `<marketId> <type> [line] <status> …` then `  <code> <odds> <outcomeId>[  <result>]`. */
function marketsOf(stdout: string): Market[] {
  const markets: Market[] = [];
  for (const line of stdout.split("\n")) {
    const head = /^([0-9a-f-]{36}) (\S+)((?: map)? \S+)? (active|suspended|closed|settled|cancelled)\b/.exec(line);
    if (head) markets.push({ id: head[1], type: head[2], spec: (head[3] ?? "").trim(), status: head[4], outcomes: {} });
    const outcome = /^ {2}(\S+) +(\d+\.\d+) ([0-9a-f-]{36})(?: {2}(.*))?$/.exec(line);
    if (outcome)
      markets[markets.length - 1].outcomes[outcome[1]] = { odds: outcome[2], id: outcome[3], result: outcome[4] ?? "" };
  }
  return markets;
}

describe("events and cockfight commands against a running platform", () => {
  let base: string;
  let env: NodeJS.ProcessEnv;
  let platform: PlatformProcess;
  let auth: Record<string, string>;
  const ref = `cli-${crypto.randomUUID().slice(0, 8)}`;
  let markets: Market[] = [];

  const events = (...args: string[]) => runCli(["events", ...args], env);
  const cockfight = (...args: string[]) => runCli(["cockfight", ...args], env);
  const post = async (url: string, body: unknown) =>
    (await (await fetch(`${base}${url}`, { method: "POST", headers: auth, body: JSON.stringify(body) })).json()) as {
      code: string;
      value: unknown;
    };
  const market = (type: string) => markets.find((m) => m.type === type)!;

  beforeAll(async () => {
    platform = await startPlatformProcess("events-ops");
    ({ base, env } = platform);
    expect(await runCli(["adjust", "demo", "100000", "events", "tests"], env), platform.stderr()).toMatchObject({
      code: 0,
    });
    auth = await demoAuth(base);
  }, 120_000);

  afterAll(async () => {
    await platform?.close();
  });

  it("creates a fixture and prints its markets with their outcome ids; lists and shows it", async () => {
    // Three days ahead: the newest start of all, the sandbox feed's made-up events included.
    const startsAt = new Date(Date.now() + 3 * 24 * 3_600_000).toISOString().replace(/\.\d{3}Z$/, "Z");
    const fixture = {
      ref,
      sport: "football",
      competition: "CLI Cup",
      home: "North End",
      away: "South Bay",
      startsAt,
      markets: [
        { type: "1x2", odds: { home: "2.10", draw: "3.30", away: "3.60" } },
        { type: "ah", line: "-0.25", odds: { home: "1.875", away: "1.95" } },
        { type: "ou", line: "2.5", odds: { over: "1.95", under: "1.90" } },
      ],
    };
    const created = await events("create", JSON.stringify(fixture));
    expect(created, `${created.stderr}\n${platform.stderr()}`).toMatchObject({ code: 0 });
    expect(created.stdout).toMatch(new RegExp(`^${ref} \\([0-9a-f-]{36}\\): fixture applied; event not_started\n`));
    markets = marketsOf(created.stdout);
    expect(markets.map((m) => [m.type, m.spec, m.status])).toEqual([
      ["1x2", "", "active"],
      ["ah", "-0.25", "active"],
      ["ou", "2.5", "active"],
    ]);
    expect(Object.fromEntries(Object.entries(market("ah").outcomes).map(([code, o]) => [code, o.odds]))).toEqual({
      home: "1.875",
      away: "1.95",
    });
    expect(created.stdout).toMatch(
      / 1x2 active {2}taking bets, stakes 1,000\.00–10,000,000\.00\n {2}home +2\.10 [0-9a-f-]{36}\n/,
    );
    expect(created.stdout).toMatch(/\n\(through the platform at http:\/\/127\.0\.0\.1:\d+\)$/);

    const listed = await events("sports");
    expect(listed.stdout).toMatch(/^\d+ event\(s\) of sports, the latest start first:\n/);
    expect(listed.stdout.split("\n")[1]).toMatch(
      new RegExp(
        `^${ref} +football +not_started +${startsAt.replace(/Z$/, "")}\\.000Z {2}North End v South Bay \\(CLI Cup\\) {2}3 market\\(s\\)$`,
      ),
    );
    // The sandbox feed's day came with the demo install, and says what it is.
    expect(listed.stdout).toMatch(/\nsbx-\d{8}-football-\d\d .* \[sandbox\]\n/);

    const shown = await events("show", ref);
    expect(shown.stdout).toMatch(
      new RegExp(`^${ref} \\([0-9a-f-]{36}\\) football, CLI Cup: North End v South Bay, starts \\S+; not_started\n`),
    );
    expect(marketsOf(shown.stdout)).toEqual(markets);

    const unknown = await events("show", "no-such-event");
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/^ops: the platform refused: NOT_FOUND: No event no-such-event/);
  }, 120_000);

  it("changes odds, stops and starts betting; the member's bets follow", async () => {
    const odds = await events(
      "odds",
      ref,
      '[{ "type": "1x2", "odds": { "home": "2.20", "draw": "3.30", "away": "3.20" } }]',
    );
    expect(odds, odds.stderr).toMatchObject({ code: 0 });
    expect(odds.stdout).toMatch(new RegExp(`^${ref} \\([0-9a-f-]{36}\\): odds changed; event not_started\n`));
    const home = marketsOf(odds.stdout).find((m) => m.type === "1x2")!.outcomes.home;
    expect(home).toEqual({ ...market("1x2").outcomes.home, odds: "2.20" });

    const stopped = await events("stop", ref);
    expect(marketsOf(stopped.stdout).map((m) => m.status)).toEqual(["suspended", "suspended", "suspended"]);
    expect(stopped.stdout).toMatch(/ 1x2 suspended {2}not taking bets/);
    const refused = await post("/lgw/events/bets", {
      selections: [{ outcomeId: home.id, odds: "2.20" }],
      stake: "100000",
      requestKey: crypto.randomUUID(),
    });
    expect(refused.code).toBe("MARKET_CLOSED");
    const started = await events("start", ref);
    expect(marketsOf(started.stdout).map((m) => m.status)).toEqual(["active", "active", "active"]);

    // The demo member's singles: 1x2 home at 2.20 and the Asian handicap −0.25 home.
    for (const [id, price] of [
      [home.id, "2.20"],
      [market("ah").outcomes.home.id, "1.875"],
    ]) {
      const placed = await post("/lgw/events/bets", {
        selections: [{ outcomeId: id, odds: price }],
        stake: "100000",
        requestKey: crypto.randomUUID(),
      });
      expect(placed, JSON.stringify(placed)).toMatchObject({ code: "OK" });
    }
  }, 120_000);

  it("settles from the score, rolls the settlement back, and cancels", async () => {
    const result = await events("result", ref, "1-1");
    expect(result, result.stderr).toMatchObject({ code: 0 });
    // A draw: 1x2 home lost, −0.25 home half lost.
    expect(result.stdout).toMatch(
      new RegExp(
        `^${ref} \\([0-9a-f-]{36}\\): settled from the score 1-1; event ended\nsettled 2, resettled 0, reopened 0, unchanged 0\n`,
      ),
    );
    const settled = marketsOf(result.stdout);
    expect(settled.map((m) => m.status)).toEqual(["settled", "settled", "settled"]);
    expect(
      settled.map((m) => Object.fromEntries(Object.entries(m.outcomes).map(([code, o]) => [code, o.result]))),
    ).toEqual([
      { home: "lost", draw: "won", away: "lost" },
      { home: "half lost", away: "half won" },
      { over: "lost", under: "won" },
    ]);

    const rollback = await events("rollback", ref);
    expect(rollback, rollback.stderr).toMatchObject({ code: 0 });
    expect(rollback.stdout).toMatch(
      new RegExp(
        `^${ref} \\([0-9a-f-]{36}\\): settlement rolled back; event ended\nsettled 0, resettled 0, reopened 2, unchanged 0\n`,
      ),
    );
    expect(marketsOf(rollback.stdout).every((m) => Object.values(m.outcomes).every((o) => o.result === ""))).toBe(true);

    const cancel = await events("cancel", ref, "match", "abandoned");
    expect(cancel, cancel.stderr).toMatchObject({ code: 0 });
    expect(cancel.stdout).toMatch(
      new RegExp(
        `^${ref} \\([0-9a-f-]{36}\\): bets cancelled \\(match abandoned\\); event ended\nsettled 2, resettled 0, reopened 0, unchanged 0\n`,
      ),
    );
    expect(marketsOf(cancel.stdout).map((m) => m.status)).toEqual(["cancelled", "cancelled", "cancelled"]);
  }, 120_000);

  it("opens a fight (the sandbox's gives way), calls it, closes it with its payouts fixed and settles it", async () => {
    const before = await cockfight();
    expect(before, before.stderr).toMatchObject({ code: 0 });
    expect(before.stdout).toMatch(/^(No fight on now|On now: #\d+ .*\[sandbox\])\n/);

    const opened = await cockfight("open", "Red Hatch", "Blue Kelso", "--window", "10");
    expect(opened, opened.stderr).toMatchObject({ code: 0 });
    const number = /^Opened fight #(\d+) open: /.exec(opened.stdout)?.[1];
    expect(opened.stdout).toMatch(
      /^Opened fight #\d+ open: Meron Red Hatch v Wala Blue Kelso; pool meron 0\.00, wala 0\.00, draw 0\.00; payout per 100 meron -, wala -, draw 900\.00; plasada 5\.00%; last call due \S+\n/,
    );
    const fightId = (
      (await (await fetch(`${base}/lgw/cockfight/arena`)).json()) as {
        value: { current: { id: string; number: number } };
      }
    ).value.current;
    expect(String(fightId.number)).toBe(number);
    for (const [side, stake] of [
      ["meron", "100000"],
      ["wala", "50000"],
    ]) {
      const placed = await post("/lgw/cockfight/bets", {
        fightId: fightId.id,
        side,
        stake,
        requestKey: crypto.randomUUID(),
      });
      expect(placed, JSON.stringify(placed)).toMatchObject({ code: "OK" });
    }

    const lastCall = await cockfight("last-call");
    expect(lastCall.stdout).toMatch(
      new RegExp(
        `^Last call on fight #${number} last_call: Meron Red Hatch v Wala Blue Kelso; pool meron 1,000\\.00, wala 500\\.00, draw 0\\.00; payout per 100 meron 142\\.50, wala 285\\.00, draw 900\\.00; `,
      ),
    );
    const closed = await cockfight("close");
    expect(closed.stdout).toMatch(
      new RegExp(
        `^Closed fight #${number} closed: .*; payout per 100 meron 142\\.50, wala 285\\.00, draw 900\\.00; plasada 5\\.00%; closed \\S+\n`,
      ),
    );

    const result = await cockfight("result", "meron");
    expect(result, result.stderr).toMatchObject({ code: 0 });
    expect(result.stdout).toMatch(
      new RegExp(
        `^Result of fight #${number} settled meron: Meron Red Hatch v Wala Blue Kelso; .*\n2 bet\\(s\\) settled\n`,
      ),
    );
    expect((await cockfight()).stdout).toMatch(
      new RegExp(`\n {2}#${number} settled meron: Meron Red Hatch v Wala Blue Kelso; `),
    );
  }, 120_000);
});
