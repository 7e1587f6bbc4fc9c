import fs from "node:fs";
import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { cancelReasonText, fightBetVerdict } from "~/lib/cockfight/settlement";
import { correctionText, drawLabel, drawStanding, settlementLineText, ticketStanding } from "~/lib/lottery/settlement";
import { historyText, legScore, legVerdict } from "~/lib/sports/settlement";
import type { BetChange, BetLeg, FightBet } from "~contract/answers/events";
import type { TicketDraw } from "~contract/answers/lottery";
import { FIGHT_RESULTS, FIGHT_SIDES, MARKET_CHANGES } from "~contract/events";
import { oddsMilli } from "~contract/odds";
import { gradeMarket } from "../../server/modules/events/grade.js";
import { betReturn, inCancelWindow, type LegSettlement } from "../../server/modules/events/settle.js";
import { betType } from "../../server/modules/lottery/bet-types.js";
import { settle } from "../../server/modules/lottery/settle.js";
import { type Family } from "../../server/modules/lottery/results.js";
import { GOLDEN_CASES as EVENT_CASES, type GoldenLeg } from "./events-golden.js";
import { GOLDEN_CASES as LOTTERY_CASES } from "./lottery-golden-cases.js";

// What decided a bet, said in the member's language (ADR 0064): the platform answers facts, the web says them through
// i18n keys. Every golden case of the lottery and of event betting, and every cockfight outcome, is rendered in TY
// and EN; a Tagalog line must hold no English word (any word the English lines use, but the betting terms and names
// both languages share), no raw code (snake_case, an issue id, "→", a tier's code) and no key or placeholder left.

const read = (lng: string, ns: string) => JSON.parse(fs.readFileSync(`locales/${lng}/${ns}.json`, "utf8"));
type Translate = (key: string, options?: Record<string, unknown>) => string;
type Texts = { lottery: Translate; sports: Translate; cockfight: Translate; has: (key: string) => boolean };
const texts: Record<"TY" | "EN", Texts> = {} as Record<"TY" | "EN", Texts>;

beforeAll(async () => {
  for (const lng of ["TY", "EN"] as const) {
    const instance = i18next.createInstance();
    await instance.init({
      lng,
      resources: {
        [lng]: { lottery: read(lng, "lottery"), sports: read(lng, "sports"), cockfight: read(lng, "cockfight") },
      },
      interpolation: { escapeValue: false },
    });
    texts[lng] = {
      lottery: instance.getFixedT(lng, "lottery") as Translate,
      sports: instance.getFixedT(lng, "sports") as Translate,
      cockfight: instance.getFixedT(lng, "cockfight") as Translate,
      has: (key) => instance.exists(key, { ns: "cockfight" }),
    };
  }
});

/**
 * Words both languages use: the betting terms Filipino players use as they are (odds, parlay, dice, digit, triple, odd,
 * even, Meron, Wala), the Vietnamese bet names, the cockfight's entries and the tests' teams, and "at", a word of both.
 */
const SHARED = new Set([
  "odds",
  "dice",
  "digit",
  "triple",
  "odd",
  "even",
  "meron",
  "wala",
  "at",
  "pula",
  "puti",
  "agila",
  "lawin",
  "kalabaw",
]);
const words = (line: string) => line.toLowerCase().match(/\p{L}{2,}/gu) ?? [];
const CODES = [/_/, /→/, /\{\{|\}\}/, /\b\d{8}-/, /\b[a-z]+\.[a-zA-Z]/, /\b(?:none|front3|back3|last2)\b/];

/** Every string of a language's namespaces, however deep. */
const strings = (value: unknown): string[] =>
  typeof value === "string" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(strings) : [];
/** Every word of the English texts (not of the values put in them: a reason, a name), but the shared ones. */
const ENGLISH = new Set(
  ["lottery", "sports", "cockfight"]
    .flatMap((ns) => strings(read("EN", ns)))
    .flatMap(words)
    .filter((w) => !SHARED.has(w)),
);

/** Renders each case in both languages and checks each Tagalog line for English words, raw codes and untranslated lines. */
function checkCorpus(render: (t: Texts) => string[]) {
  const en = render(texts.EN);
  const ty = render(texts.TY);
  expect(ty).toHaveLength(en.length);
  const english = ENGLISH;
  const problems = ty.flatMap((line, i) => {
    const found = [
      ...words(line).filter((w) => english.has(w)),
      ...CODES.filter((code) => code.test(line)).map(String),
    ];
    return found.length || line === en[i] || !line.trim()
      ? [`${line}  ←  ${found.join(", ") || "same as English"}`]
      : [];
  });
  expect(problems).toEqual([]);
  return { en, ty };
}

const typeOf = (family: Family, code: string) => {
  const type = betType(family, code);
  if (!type) throw new Error(`no bet type ${family}/${code}`);
  return type;
};

describe("the lottery's settlement lines", () => {
  it("say every golden case in Tagalog, without English or a raw code", () => {
    const { en } = checkCorpus((t) =>
      LOTTERY_CASES.flatMap((c) =>
        settle(typeOf(c.family, c.code), c.selection, c.points, c.prizes).trace.map((line) =>
          settlementLineText(t.lottery, line),
        ),
      ),
    );
    // The English lines are sentences of the facts, e.g. the tiers by name.
    expect(en).toContain("27: Second prize 18927, Third prize 90127, Seventh prize 27, 3 hits");
    expect(en).toContain("21: not among the prize numbers, no hit");
  });

  it("say a ticket's and a draw's standing, a refund's and a correction's reason, and a draw's name, never its issue", () => {
    const draw = (status: TicketDraw["status"], extra: Partial<TicketDraw> = {}) => ({
      status,
      win: status === "won" ? "1700000" : status === "lost" ? "0" : null,
      refundReason: null,
      cancelReason: null,
      ...extra,
    });
    checkCorpus((t) => [
      ticketStanding(t.lottery, { status: "open", win: "0" }),
      ticketStanding(t.lottery, { status: "open", win: "1700000" }),
      ticketStanding(t.lottery, { status: "settled", win: "0" }),
      ticketStanding(t.lottery, { status: "settled", win: "1700000" }),
      ticketStanding(t.lottery, { status: "refunded", win: "0" }),
      drawStanding(t.lottery, draw("open")),
      drawStanding(t.lottery, draw("won")),
      drawStanding(t.lottery, draw("lost")),
      drawStanding(t.lottery, draw("refunded", { refundReason: "cancelled", cancelReason: "bagyo" })),
      drawStanding(t.lottery, draw("refunded", { refundReason: "cancelled" })),
      drawStanding(t.lottery, draw("refunded", { refundReason: "winStop" })),
      correctionText(t.lottery, {
        version: 2,
        reason: "mali sa espesyal",
        winBefore: "17000000",
        winAfter: "0",
        at: "2026-11-29T11:40:00Z",
      }),
      correctionText(t.lottery, {
        version: 2,
        reason: null,
        winBefore: "0",
        winAfter: "850000",
        at: "2026-11-29T11:40:00Z",
      }),
      drawLabel(t.lottery, { station: { name: "Thái Bình" }, number: null, drawAt: "2026-11-29T11:15:00Z" }),
      drawLabel(t.lottery, { station: null, number: 42, drawAt: "2026-11-29T11:15:00Z" }),
      drawLabel(t.lottery, { station: null, number: null, drawAt: "2026-12-01T09:00:00Z" }),
      t.lottery("ticketLine", { numbers: "13", count: 1, stake: "1,000.00" }),
      t.lottery("ticketLine", { numbers: "13", count: 2, stake: "2,000.00" }),
    ]);
    // "1 point", never "1 points"; a waiting ticket never reads as a win of 0.00.
    expect(texts.EN.lottery("ticketLine", { numbers: "13", count: 1, stake: "1,000.00" })).toBe(
      "13 · 1 point · stake 1,000.00",
    );
    expect(ticketStanding(texts.EN.lottery, { status: "open", win: "0" })).toBe("Waiting for the draw");
    expect(
      drawLabel(texts.EN.lottery, { station: { name: "Thái Bình" }, number: null, drawAt: "2026-11-29T11:15:00Z" }),
    ).not.toMatch(/20261129/);
  });
});

const settlementOf = (leg: GoldenLeg): LegSettlement =>
  leg.settlement
    ? leg.settlement
    : gradeMarket(
        { type: leg.graded!.type, line: leg.graded!.line, map: leg.graded!.map },
        leg.graded!.outcomes,
        leg.graded!.score,
      ).get(leg.graded!.outcome)!;
const REASONS = ["", "huling taya matapos ang gol"];

/** Each golden leg as My bets gets it: its state, its facts (the score it was graded on, its settlement, a cancel window). */
function goldenLegs(): Pick<BetLeg, "status" | "facts" | "odds" | "event">[] {
  return EVENT_CASES.flatMap((c, i) => {
    const settled = betReturn(
      BigInt(c.stake),
      c.legs.map((leg) => ({ oddsMilli: oddsMilli(leg.odds), settlement: settlementOf(leg) })),
    );
    const window =
      c.cancel &&
      inCancelWindow(new Date(c.cancel.placedAt), {
        from: c.cancel.from === null ? null : new Date(c.cancel.from),
        to: c.cancel.to === null ? null : new Date(c.cancel.to),
      });
    return c.legs.map((leg, j) => {
      const score = leg.graded ? leg.graded.score : null;
      const event = {
        home: "Agila",
        away: "Lawin",
        sport: "football" as const,
        competition: "Liga",
        startsAt: "2026-11-29T10:00:00Z",
      };
      if (window && c.cancel)
        return {
          status: "void" as const,
          odds: leg.odds,
          event,
          facts: {
            score,
            settlement: null,
            voided: { cause: "cancel_window" as const, reason: REASONS[i % 2], from: c.cancel.from, to: c.cancel.to },
          },
        };
      return {
        status: settled.states[j],
        odds: leg.odds,
        event,
        facts: { score, settlement: { ...settlementOf(leg) }, voided: null },
      };
    });
  });
}

describe("the sportsbook's bet explanations", () => {
  it("say every golden leg's score and verdict in Tagalog, without English or a raw code", () => {
    const legs = goldenLegs();
    expect(legs.length).toBeGreaterThanOrEqual(100);
    const { en } = checkCorpus((t) =>
      legs.flatMap((leg) =>
        [legScore(t.sports, leg), legVerdict(t.sports, leg)].filter((line): line is string => line !== null),
      ),
    );
    // A map's score follows the final one: "Final score 2–1 (13–7, 7–13, 13–11)".
    expect(en.some((line) => /^Final score \d+–\d+ \(\d+–\d+, /.test(line))).toBe(true);
    expect(en.some((line) => line.startsWith("void: bets placed from"))).toBe(true);
  });

  it("say a void leg's cause with its reason, and each change of a bet's history with its reason and amounts", () => {
    const event = {
      home: "Agila",
      away: "Lawin",
      sport: "football" as const,
      competition: "Liga",
      startsAt: "2026-11-29T10:00:00Z",
    };
    const voided = (cause: "event_cancelled" | "market_cancelled", reason: string) => ({
      status: "void" as const,
      odds: "1.90",
      event,
      facts: { score: null, settlement: null, voided: { cause, reason, from: null, to: null } },
    });
    const change = (
      kind: BetChange["change"],
      cause: (typeof MARKET_CHANGES)[number],
      reason: string,
      before: string | null,
      returned: string | null,
    ): BetChange => ({
      version: 2,
      change: kind,
      status: returned === null ? "open" : returned === "0" ? "lost" : "won",
      returned,
      before,
      cause: { kind: cause, reason },
      at: "2026-11-29T12:00:00Z",
    });
    const { en } = checkCorpus((t) =>
      [
        ...REASONS.flatMap((reason) => [
          legVerdict(t.sports, voided("event_cancelled", reason)),
          legVerdict(t.sports, voided("market_cancelled", reason)),
        ]),
        ...MARKET_CHANGES.flatMap((cause) =>
          REASONS.flatMap((reason) => [
            historyText(t.sports, change("settled", cause, reason, null, "190000"), true),
            historyText(t.sports, change("settled", cause, reason, null, "0"), false),
            historyText(t.sports, change("reopened", cause, reason, "190000", null), false),
            historyText(t.sports, change("resettled", cause, reason, "190000", "100000"), false),
          ]),
        ),
      ].filter((line): line is string => line !== null),
    );
    expect(en).toContain(
      "2026-11-29 20:00: the settlement was reversed by a rollback of the result: 1,900.00 taken back, the bet is open again until the new result. Reason: huling taya matapos ang gol",
    );
  });
});

describe("the cockfight's bet explanations", () => {
  it("say every result, side and cancel reason in Tagalog, without English or a raw code", () => {
    type Settled = Pick<FightBet, "status" | "side" | "result" | "cancelReason" | "per100">;
    const bets: Settled[] = FIGHT_RESULTS.flatMap((result) =>
      FIGHT_SIDES.flatMap((side): Settled[] => {
        if (result === "cancelled")
          return ["ONE_SIDED", "EMPTY_SIDE", "SANDBOX_YIELDS", "OPERATOR", "", "pinsala sa tari"].map(
            (cancelReason) => ({ status: "refunded" as const, side, result, cancelReason, per100: null }),
          );
        const status = result === "draw" ? (side === "draw" ? "won" : "refunded") : side === result ? "won" : "lost";
        return [{ status, side, result, cancelReason: null, per100: side === "draw" ? "900.00" : "186.45" }];
      }),
    );
    const { en } = checkCorpus((t) => bets.map((bet) => fightBetVerdict(t.cockfight, t.has, bet) ?? ""));
    expect(en).toContain("Meron wins: paid at 186.45 per 100");
    expect(en).toContain("Cancelled (one-sided: payout 107 or less): all bets refunded.");
    expect(cancelReasonText(texts.TY.cockfight, texts.TY.has, "pinsala sa tari")).toContain("pinsala sa tari");
  });
});
