import { describe, expect, it } from "vitest";
import { decimal, historyCsv } from "../../app/lib/member/history-csv";

// The account history download: amounts as plain decimals, fields quoted when they must be,
// and a memo that looks like a formula made harmless for spreadsheets.

describe("account history CSV", () => {
  it("writes minor units as decimals with two places", () => {
    expect(decimal("0")).toBe("0.00");
    expect(decimal("5")).toBe("0.05");
    expect(decimal("150050")).toBe("1500.50");
    expect(decimal("-2500")).toBe("-25.00");
  });

  it("has a header, one line per movement, quotes and neutralized formulas", () => {
    const csv = historyCsv(
      [
        {
          id: 2,
          transferId: 9,
          type: "deposit",
          wallet: "main",
          walletName: null,
          amount: "2500000",
          balanceAfter: "2500000",
          memo: 'VCB "778", ref',
          createdAt: "2026-11-24T01:00:00.000Z",
        },
        {
          id: 3,
          transferId: 10,
          type: "bet",
          wallet: "main",
          walletName: null,
          amount: "-100000",
          balanceAfter: "2400000",
          memo: "=HYPERLINK(1)",
          createdAt: "2026-11-24T02:00:00.000Z",
        },
        {
          id: 4,
          transferId: 11,
          type: "points",
          wallet: "points",
          walletName: null,
          amount: "2",
          balanceAfter: "7",
          memo: null,
          createdAt: "2026-11-24T02:01:00.000Z",
        },
      ],
      false,
    );
    expect(csv.split("\r\n")).toEqual([
      "time,type,wallet,amount,balanceAfter,memo,transferId",
      '2026-11-24T01:00:00.000Z,deposit,main,25000.00,25000.00,"VCB ""778"", ref",9',
      "2026-11-24T02:00:00.000Z,bet,main,-1000.00,24000.00,'=HYPERLINK(1),10",
      "2026-11-24T02:01:00.000Z,points,points,2,7,,11",
      "",
    ]);
  });
});
