import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { type NumberRule, type Prizes } from "../../server/modules/lottery/index.js";
import { STATIONS, fastIssues, vietnameseDraws } from "../../server/modules/lottery/schedule.js";
import { betType } from "../../server/modules/lottery/bet-types.js";
import { chainLinks, drawDice, drawFloats, linkLeadsTo } from "../../server/modules/lottery/draw-chain.js";
import { positions, selectionProblem, settle, ticketStake } from "../../server/modules/lottery/settle.js";
import { resultProblem, type Family } from "../../server/modules/lottery/results.js";
import { takenPays, ticketRefusal, type Limits } from "../../server/modules/lottery/limits.js";
import { sandboxFeed, sandboxPrizes } from "../../server/sandbox/lottery/index.js";

// Golden draws settled by hand (reference/lottery.md §1.5): every figure below was worked out
// on paper from the draw, the bet type's published rule and its price and pay per point.

const vnd = (amount: number) => BigInt(amount * 100);
const typeOf = (family: Family, code: string) => {
  const type = betType(family, code);
  if (!type) throw new Error(`no bet type ${family}/${code}`);
  return type;
};
const won = (family: Family, code: string, selection: string[], prizes: Prizes, points = 1n) =>
  settle(typeOf(family, code), selection, points, prizes);

// A Miền Bắc draw whose last two digits repeat: "45" ends seven of its 27 numbers.
const NORTH: Prizes = {
  special: ["12345"],
  first: ["67890"],
  second: ["11145", "22299"],
  third: ["30045", "40012", "50023", "60034", "70056", "80067"],
  fourth: ["1245", "2378", "3489", "4590"],
  fifth: ["5601", "6712", "7823", "8934", "9045", "0156"],
  sixth: ["345", "456", "567"],
  seventh: ["45", "78", "90", "12"],
};

describe("Vietnamese north draw (27 numbers)", () => {
  it("reads 27, 23 and 20 positions for 2, 3 and 4 digits", () => {
    expect(resultProblem("vnNorth", NORTH)).toBeNull();
    expect(positions(typeOf("vnNorth", "lo2"), NORTH)).toHaveLength(27);
    expect(positions(typeOf("vnNorth", "lo3"), NORTH)).toHaveLength(23);
    expect(positions(typeOf("vnNorth", "lo4"), NORTH)).toHaveLength(20);
  });

  it("lô 2 số pays every repeated hit: 45 ends seven numbers", () => {
    const { hits, win, trace } = won("vnNorth", "lo2", ["45"], NORTH);
    expect(hits).toBe(7);
    expect(win).toBe(vnd(7 * 80_000));
    expect(trace[0]).toMatchObject({ rule: "count", chosen: "45", counted: 7 });
    expect("hits" in trace[0] && trace[0].hits).toContainEqual({ tier: "special", number: "12345" });
    expect(ticketStake(typeOf("vnNorth", "lo2"), ["45"], 1n)).toBe(vnd(27_000));
  });

  it("reads only the last digits, never a number's inner digits (the over-paying bug)", () => {
    // 23 and 34 are inside 12345 and 3489, but end only 50023, 7823 and 60034, 8934.
    expect(won("vnNorth", "lo2", ["23"], NORTH).hits).toBe(2);
    expect(won("vnNorth", "lo2", ["34"], NORTH).hits).toBe(2);
    expect(won("vnNorth", "lo2", ["13"], NORTH)).toMatchObject({ hits: 0, win: 0n });
  });

  it("a ticket of several numbers costs and pays per number", () => {
    const type = typeOf("vnNorth", "lo2");
    expect(ticketStake(type, ["45", "12", "13"], 2n)).toBe(vnd(2 * 27_000 * 3));
    expect(won("vnNorth", "lo2", ["45", "12", "13"], NORTH, 2n)).toMatchObject({ hits: 10, win: vnd(2 * 80_000 * 10) });
  });

  it("lô 3 and 4 số, đề, đầu, đuôi and 3 càng", () => {
    expect(won("vnNorth", "lo3", ["345"], NORTH)).toMatchObject({ hits: 2, win: vnd(2 * 700_000) });
    expect(won("vnNorth", "lo3", ["045"], NORTH).hits).toBe(2);
    expect(won("vnNorth", "lo4", ["2345"], NORTH)).toMatchObject({ hits: 1, win: vnd(5_000_000) });
    expect(won("vnNorth", "de", ["45"], NORTH)).toMatchObject({ hits: 1, win: vnd(85_000) });
    // Đề reads the special prize only: the first prize's 90 does not count.
    expect(won("vnNorth", "de", ["90"], NORTH).hits).toBe(0);
    expect(won("vnNorth", "dau", ["4"], NORTH)).toMatchObject({ hits: 1, win: vnd(8_500) });
    expect(won("vnNorth", "dau", ["5"], NORTH).hits).toBe(0);
    expect(won("vnNorth", "duoi", ["5"], NORTH)).toMatchObject({ hits: 1, win: vnd(8_500) });
    expect(won("vnNorth", "bacang", ["345"], NORTH)).toMatchObject({ hits: 1, win: vnd(700_000) });
  });

  it("xiên pays once when all its numbers are drawn; lô trượt once when none is", () => {
    expect(won("vnNorth", "xien2", ["45", "99"], NORTH)).toMatchObject({ hits: 1, win: vnd(15_000) });
    expect(won("vnNorth", "xien2", ["45", "13"], NORTH).hits).toBe(0);
    expect(won("vnNorth", "xien3", ["12", "34", "56"], NORTH)).toMatchObject({ hits: 1, win: vnd(55_000) });
    expect(won("vnNorth", "truot4", ["13", "14", "15", "16"], NORTH)).toMatchObject({ hits: 1, win: vnd(2_300) });
    expect(won("vnNorth", "truot4", ["13", "14", "15", "45"], NORTH).hits).toBe(0);
    expect(ticketStake(typeOf("vnNorth", "xien2"), ["45", "99"], 3n)).toBe(vnd(3 * 1_000));
  });

  it("refuses a selection that is not a ticket of the type", () => {
    expect(selectionProblem(typeOf("vnNorth", "xien2"), ["45"])).toBe("choose exactly 2 numbers");
    expect(selectionProblem(typeOf("vnNorth", "lo2"), ["4"])).toBe("numbers of 2 digits");
    expect(selectionProblem(typeOf("vnNorth", "lo2"), ["45", "45"])).toBe("each number once");
    expect(() => won("vnNorth", "lo2", ["123"], NORTH)).toThrow(/2 digits/);
  });
});

describe("Vietnamese south and central draw (18 numbers)", () => {
  const SOUTH: Prizes = {
    eighth: ["45"],
    seventh: ["345"],
    sixth: ["1245", "2245", "3399"],
    fifth: ["4401"],
    fourth: ["10045", "20012", "30023", "40034", "50056", "60067", "70078"],
    third: ["81189", "91190"],
    second: ["12121"],
    first: ["23232"],
    special: ["123456"],
  };
  it("counts over its 18 numbers, with a 6-digit special prize", () => {
    expect(resultProblem("vnSouth", SOUTH)).toBeNull();
    expect(positions(typeOf("vnSouth", "lo2"), SOUTH)).toHaveLength(18);
    // 45 ends the eighth, seventh, two sixth and one fourth prize.
    expect(won("vnSouth", "lo2", ["45"], SOUTH)).toMatchObject({ hits: 5, win: vnd(5 * 80_000) });
    expect(ticketStake(typeOf("vnSouth", "lo2"), ["45"], 1n)).toBe(vnd(18_000));
    expect(won("vnSouth", "de", ["56"], SOUTH)).toMatchObject({ hits: 1, win: vnd(85_000) });
    expect(won("vnSouth", "bacang", ["456"], SOUTH).hits).toBe(1);
  });
  it("names what is wrong with an incomplete result", () => {
    expect(resultProblem("vnSouth", { ...SOUTH, fourth: SOUTH.fourth.slice(1) })).toBe("fourth: 7 numbers");
    expect(resultProblem("vnSouth", { ...SOUTH, special: ["12345"] })).toBe("special: 6 digits each");
    expect(resultProblem("vnSouth", { ...SOUTH, ninth: ["1"] })).toBe("ninth: not a prize of this draw");
  });
});

describe("SEA (Thai-style) draw", () => {
  const SEA: Prizes = { first: ["123456"], front3: ["111", "222"], back3: ["333", "444"], last2: ["78"] };
  it("3-top, 3-tod, 2-top, 2-bottom and run", () => {
    expect(won("sea", "top3", ["456"], SEA)).toMatchObject({ hits: 1, win: vnd(900_000) });
    expect(won("sea", "top3", ["654"], SEA).hits).toBe(0);
    expect(won("sea", "tod3", ["654", "465", "123"], SEA)).toMatchObject({ hits: 2, win: vnd(2 * 130_000) });
    expect(won("sea", "top2", ["56"], SEA).win).toBe(vnd(90_000));
    expect(won("sea", "bottom2", ["78"], SEA).win).toBe(vnd(90_000));
    expect(won("sea", "bottom2", ["56"], SEA).hits).toBe(0);
    expect(won("sea", "runTop", ["5", "1"], SEA)).toMatchObject({ hits: 1, win: vnd(3_200) });
    expect(won("sea", "runBottom", ["8"], SEA).win).toBe(vnd(4_200));
  });
});

describe("fast dice draw", () => {
  it("a triple loses size and parity; a face pays per die showing it", () => {
    const triple: Prizes = { dice: ["1", "1", "1"] };
    expect(won("dice", "size", ["small"], triple).hits).toBe(0);
    expect(won("dice", "parity", ["odd"], triple).hits).toBe(0);
    expect(won("dice", "face", ["1"], triple)).toMatchObject({ hits: 3, win: vnd(3 * 1_950) });
  });
  it("size, parity and an exact total", () => {
    const roll: Prizes = { dice: ["2", "4", "6"] };
    expect(won("dice", "size", ["big"], roll).win).toBe(vnd(1_950));
    expect(won("dice", "parity", ["even"], roll).win).toBe(vnd(1_950));
    expect(won("dice", "sum", ["12", "4"], roll)).toMatchObject({ hits: 1, win: vnd(6_000) });
    expect(won("dice", "sum", ["11"], roll).hits).toBe(0);
    expect(selectionProblem(typeOf("dice", "sum"), ["3"])).toMatch(/choose among/);
  });
});

describe("shared draws from a committed hash chain", () => {
  const seed = "ab".repeat(32);
  const links = chainLinks(seed, 50);
  const commitment = links[0];
  it("each revealed link leads back to the commitment published before the chain's first draw", () => {
    expect(links[50]).toBe(seed);
    expect(crypto.createHash("sha256").update(Buffer.from(links[7], "hex")).digest("hex")).toBe(links[6]);
    expect(linkLeadsTo(links[7], 7, commitment)).toBe(true);
    expect(linkLeadsTo(links[7], 6, commitment)).toBe(false);
    expect(linkLeadsTo("cd".repeat(32), 7, commitment)).toBe(false);
  });
  it("a draw's numbers are HMAC-SHA-256 of its game and issue under its link, as anyone can recompute", () => {
    const block = crypto.createHmac("sha256", Buffer.from(links[7], "hex")).update("dice1:20261125-0007:0").digest();
    const first = block[0] / 256 + block[1] / 256 ** 2 + block[2] / 256 ** 3 + block[3] / 256 ** 4;
    expect(drawFloats(links[7], "dice1", "20261125-0007", 9)[0]).toBe(first);
    expect(drawFloats(links[7], "dice1", "20261125-0007", 9)).toHaveLength(9);
    const dice = drawDice(links[7], "dice1", "20261125-0007");
    expect(dice[0]).toBe(Math.floor(first * 6) + 1);
    expect(dice.every((face) => face >= 1 && face <= 6)).toBe(true);
    // Another game or issue under the same link draws independently.
    expect(drawFloats(links[7], "dice3", "20261125-0007", 3)).not.toEqual(
      drawFloats(links[7], "dice1", "20261125-0007", 3),
    );
  });
});

describe("the draw schedule", () => {
  it("draws each weekday's stations at the regions' times, Vietnam time, closing 5 minutes before", () => {
    // 2026-11-23 is a Monday: Hà Nội; Phú Yên and Thừa Thiên Huế; TP.HCM, Đồng Tháp and Cà Mau.
    const monday = vietnameseDraws("2026-11-23");
    expect(monday.filter((d) => d.region === "north").map((d) => d.station.name)).toEqual(["Hà Nội"]);
    expect(monday.filter((d) => d.region === "central")).toHaveLength(2);
    expect(monday.filter((d) => d.region === "south").map((d) => d.station.code)).toEqual([
      "tp-hcm",
      "dong-thap",
      "ca-mau",
    ]);
    const north = monday.find((d) => d.region === "north");
    expect(north?.drawAt.toISOString()).toBe("2026-11-23T11:15:00.000Z");
    expect(north?.closesAt.toISOString()).toBe("2026-11-23T11:10:00.000Z");
    expect(monday.find((d) => d.region === "south")?.drawAt.toISOString()).toBe("2026-11-23T09:15:00.000Z");
  });
  it("names Đà Nẵng and Đồng Nai apart on a Wednesday, and draws nothing on a closed day (Tết)", () => {
    const wednesday = vietnameseDraws("2026-11-25").map((d) => d.station.code);
    expect(wednesday).toContain("da-nang");
    expect(wednesday).toContain("dong-nai");
    expect(new Set(STATIONS.map((st) => st.code)).size).toBe(STATIONS.length);
    expect(vietnameseDraws("2027-02-06", new Set(["2027-02-06"]))).toEqual([]);
    expect(() => vietnameseDraws("2026-13-01")).toThrow(/not a day/);
  });
  it("numbers a fast game's issues through the day", () => {
    const start = new Date("2026-11-24T17:00:00.000Z");
    const issues = fastIssues(start, "2026-11-25", 3);
    expect(issues).toHaveLength(480);
    expect(issues[0]).toEqual({ issue: "20261125-0001", opensAt: start, drawAt: new Date("2026-11-24T17:03:00.000Z") });
    expect(issues[479].drawAt.toISOString()).toBe("2026-11-25T17:00:00.000Z");
    expect(() => fastIssues(start, "2026-11-25", 7)).toThrow();
  });
});

describe("a draw's limits and number rules", () => {
  const lo2 = typeOf("vnNorth", "lo2");
  const limits: Limits = {
    minPoints: 1n,
    maxPointsPerTicket: 100n,
    maxPointsPerNumber: 150n,
    liabilityCap: vnd(10_000_000),
  };
  const none = new Map<string, NumberRule>();
  it("refuses points out of range, a blocked number, a number's last room taken and a payout past the cap", () => {
    expect(ticketRefusal(lo2, ["45"], 0n, limits, none, new Map())).toMatchObject({ code: "POINTS_OUT_OF_RANGE" });
    expect(ticketRefusal(lo2, ["45"], 101n, limits, none, new Map())).toMatchObject({
      code: "POINTS_OUT_OF_RANGE",
      max: 100n,
    });
    expect(ticketRefusal(lo2, ["12", "45"], 1n, limits, new Map([["45", "blocked"]]), new Map())).toEqual({
      code: "NUMBER_BLOCKED",
      number: "45",
    });
    const taken = new Map([["45", { points: 120n, payout: vnd(120 * 80_000) }]]);
    expect(ticketRefusal(lo2, ["45"], 40n, limits, none, taken)).toEqual({
      code: "NUMBER_LIMIT",
      number: "45",
      left: 30n,
    });
    // 30 more points fit the number's limit, but one hit would then pay 150 × 80,000 > 10,000,000.
    expect(ticketRefusal(lo2, ["45"], 30n, limits, none, taken)).toEqual({ code: "LIABILITY_CAP", number: "45" });
    expect(ticketRefusal(lo2, ["12"], 30n, limits, none, taken)).toBeNull();
  });
  it("a half-pay number pays half, at the rule in force when the ticket was taken", () => {
    const rules = new Map<string, NumberRule>([["45", "halfPay"]]);
    const pays = takenPays(lo2, ["45", "12"], rules);
    expect(pays.get("45")).toBe(vnd(40_000));
    // 7 hits on 45 at half pay, 3 on 12 at full pay.
    expect(settle(lo2, ["45", "12"], 1n, NORTH, pays)).toMatchObject({ hits: 10, win: vnd(7 * 40_000 + 3 * 80_000) });
    const xien = typeOf("vnNorth", "xien2");
    expect(takenPays(xien, ["99", "45"], rules).get("45+99")).toBe(vnd(7_500));
    expect(ticketRefusal(xien, ["99", "45"], 1n, limits, new Map([["99", "blocked"]]), new Map())).toEqual({
      code: "NUMBER_BLOCKED",
      number: "45+99",
    });
  });
});

describe("the sandbox results feed", () => {
  it("makes a whole result of each family's shape, the same for the same draw, and says it is a sandbox", async () => {
    for (const family of ["vnNorth", "vnSouth", "sea", "dice"] as const) {
      const prizes = sandboxPrizes({ family, game: `g-${family}`, issue: "2026-11-25" });
      expect(resultProblem(family, prizes)).toBeNull();
    }
    const draw = { family: "vnNorth" as const, game: "vn-north", issue: "2026-11-25:ha-noi" };
    expect(await sandboxFeed.resultFor(draw)).toEqual(sandboxPrizes(draw));
    expect(sandboxPrizes({ ...draw, issue: "2026-11-26:quang-ninh" })).not.toEqual(sandboxPrizes(draw));
    expect(sandboxFeed.sandbox).toBe(true);
  });
});
