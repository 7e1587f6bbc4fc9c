import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { offerSchema, parseRate, termsToForm, uplineExcess } from "~/lib/agent/contracts";
import { formatRate } from "~/lib/shell/rate";

// The contract offer form (SPEC §2.7 entries 9–12, ADR 0044): percent and VND as typed, basis points and minor
// units for the platform, empty tier rows ignored, and refusals said at the field the agent typed.

function form(entries: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
}

describe("rates", () => {
  it("reads percent with up to two decimals as basis points, and writes them back", () => {
    expect(parseRate("1.5")).toBe(150);
    expect(parseRate("12.25")).toBe(1225);
    expect(parseRate("100")).toBe(10_000);
    expect(parseRate("0")).toBe(0);
    for (const wrong of ["100.01", "1.005", "-1", "1,5", "abc", ""]) expect(parseRate(wrong)).toBeNull();
    expect(formatRate(150)).toBe("1.50%");
    expect(formatRate(5)).toBe("0.05%");
  });
});

describe("the offer form", () => {
  it("turns the typed terms into the platform's, ignoring empty rows", () => {
    const submission = parseWithZod(
      form({
        username: " agent2 ",
        "tiers[0].minValidBet": "1,000",
        "tiers[0].minActive": "1",
        "tiers[0].rate": "0.5",
        "tiers[1].minValidBet": "",
        "tiers[2].minValidBet": "50000.50",
        "tiers[2].minActive": "3",
        "tiers[2].rate": "1",
        activeMinBet: "1",
      }),
      { schema: offerSchema("dailySalary") },
    );
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toEqual({
      username: "agent2",
      terms: {
        tiers: [
          { minValidBet: "100000", minActive: 1, rateBp: 50 },
          { minValidBet: "5000050", minActive: 3, rateBp: 100 },
        ],
        activeMinBet: "100",
      },
      rows: [0, 2],
      terminateLower: false,
    });
  });

  it("says what is missing or wrong at its own field, and the order of the tiers at the tiers", () => {
    const partial = parseWithZod(
      form({ username: "agent2", "tiers[1].minValidBet": "1000", "tiers[1].rate": "101", activeMinBet: "1" }),
      { schema: offerSchema("hourlySalary") },
    );
    expect(partial.status).toBe("error");
    expect(Object.keys(partial.reply().error ?? {}).sort()).toEqual(["tiers[1].minActive", "tiers[1].rate"]);
    const order = parseWithZod(
      form({
        username: "a",
        "tiers[0].minValidBet": "1000",
        "tiers[0].minActive": "1",
        "tiers[0].rate": "2",
        "tiers[1].minValidBet": "2000",
        "tiers[1].minActive": "1",
        "tiers[1].rate": "1",
        activeMinBet: "1",
      }),
      { schema: offerSchema("dailySalary") },
    );
    expect(order.reply().error).toEqual({ tiers: ["agent:contract.validation.tiersOrder"] });
    const none = parseWithZod(form({ username: "a", activeMinBet: "1" }), { schema: offerSchema("dailySalary") });
    expect(none.reply().error).toEqual({ tiers: ["agent:contract.validation.tiersMin"] });
  });

  it("needs a dividend's period and a real-time contract's two rates and minimum", () => {
    const dividend = parseWithZod(
      form({
        username: "a",
        "tiers[0].minValidBet": "0",
        "tiers[0].minActive": "0",
        "tiers[0].rate": "30",
        activeMinBet: "1",
        period: "Weekly",
        terminateLower: "on",
      }),
      {
        schema: offerSchema("dividend"),
      },
    );
    expect(dividend.status === "success" && dividend.value).toMatchObject({
      terms: { period: "Weekly" },
      terminateLower: true,
    });
    const realtime = parseWithZod(form({ username: "a", profitRate: "0.3", lossRate: "0.7", minSingleBet: "10" }), {
      schema: offerSchema("realtimeSalary"),
    });
    expect(realtime.status === "success" && realtime.value.terms).toEqual({
      profitRateBp: 30,
      lossRateBp: 70,
      minSingleBet: "1000",
    });
  });

  it("shows terms in force as the agent types them", () => {
    expect(
      termsToForm("dividend", {
        period: "Monthly",
        tiers: [{ minValidBet: "100000", minActive: 2, rateBp: 150 }],
        activeMinBet: "100",
      }),
    ).toEqual({
      period: "Monthly",
      tiers: [{ minValidBet: "1,000.00", minActive: "2", rate: "1.50" }],
      activeMinBet: "1.00",
    });
  });
});

describe("terms above the agent's own (EXCEEDS_UPLINE)", () => {
  it("are pointed at the row and field typed", () => {
    const upline = { tiers: [{ minValidBet: "100000", minActive: 1, rateBp: 300 }], activeMinBet: "100" };
    const offered = {
      tiers: [
        { minValidBet: "100000", minActive: 1, rateBp: 200 },
        { minValidBet: "200000", minActive: 1, rateBp: 400 },
      ],
      activeMinBet: "50",
    };
    expect(uplineExcess("dailySalary", upline, offered, [0, 3])).toEqual({
      activeMinBet: ['agent:contract.validation.belowUplineAmount::{"amount":"1.00"}'],
      "tiers[3].rate": ['agent:contract.validation.aboveUplineRate::{"rate":"3.00%"}'],
    });
    expect(
      uplineExcess(
        "realtimeSalary",
        { profitRateBp: 50, lossRateBp: 50, minSingleBet: "100" },
        { profitRateBp: 60, lossRateBp: 50, minSingleBet: "100" },
        [],
      ),
    ).toEqual({
      profitRate: ['agent:contract.validation.aboveUplineRate::{"rate":"0.50%"}'],
    });
  });
});
