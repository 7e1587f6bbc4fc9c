import { describe, expect, it } from "vitest";
import { displayOdds, formatOdds, oddsMilli } from "../../contract/odds.js";

// Odds formats (reference/sportsbook.md §2.3, S3's conversion table): decimal D is stored, HK = D − 1, Malay = HK up
// to 1 else −1/HK, Indo = HK from 1 else −1/HK, two decimals. Every expectation below was worked out by hand.

describe("decimal odds in thousandths", () => {
  it("reads up to three decimals", () => {
    expect(oddsMilli("1.95")).toBe(1950n);
    expect(oddsMilli("1.9")).toBe(1900n);
    expect(oddsMilli("1.875")).toBe(1875n);
    expect(oddsMilli("2")).toBe(2000n);
    expect(oddsMilli("1000")).toBe(1_000_000n);
    // A ten-leg parlay's combined odds can pass 1,000.
    expect(oddsMilli("12345.678")).toBe(12_345_678n);
  });

  it("refuses anything else", () => {
    for (const bad of ["1.9555", "abc", "-1", "", "1.", ".5", "1,95", " 1.95", "1.95 ", "+1.95", "1e3", "Infinity"])
      expect(() => oddsMilli(bad), bad).toThrow(/odds/);
  });

  it("shows at least two decimals and the third only when it has one", () => {
    expect(formatOdds(2000n)).toBe("2.00");
    expect(formatOdds(1875n)).toBe("1.875");
    expect(formatOdds(1950n)).toBe("1.95");
    expect(formatOdds(1010n)).toBe("1.01");
    expect(formatOdds(1001n)).toBe("1.001");
    expect(formatOdds(1_000_000n)).toBe("1000.00");
    for (const s of ["1.95", "1.875", "2.00", "1.01", "1.001", "1000.00"]) expect(formatOdds(oddsMilli(s))).toBe(s);
  });
});

describe("Asian formats", () => {
  const all = (milli: bigint) => ({
    decimal: displayOdds(milli, "decimal"),
    hk: displayOdds(milli, "hongkong"),
    malay: displayOdds(milli, "malay"),
    indo: displayOdds(milli, "indo"),
  });

  it("S3's pairs: HK 0.50 ↔ Indo −2.00", () => {
    // D 1.50 → HK 0.50 (below 1): Malay keeps it, Indo shows −1/0.5 = −2.00.
    expect(all(1500n)).toEqual({ decimal: "1.50", hk: "0.50", malay: "0.50", indo: "-2.00" });
  });

  it("S3's pairs: HK 1.15 ↔ Malay −0.87", () => {
    // D 2.15 → HK 1.15: Malay −1/1.15 = −0.869565… S3's table shows −0.86 (it truncates); we round half away from
    // zero to −0.87, the nearest figure, so a member's "risk 0.87 to win 1" is within half a hundredth of the price.
    expect(all(2150n)).toEqual({ decimal: "2.15", hk: "1.15", malay: "-0.87", indo: "1.15" });
  });

  it("S3's pairs: HK 1.97 ↔ Malay −0.51", () => {
    // D 2.97 → HK 1.97: −1/1.97 = −0.507614… → −0.51 (S3 truncates to −0.50).
    expect(all(2970n)).toEqual({ decimal: "2.97", hk: "1.97", malay: "-0.51", indo: "1.97" });
  });

  it("the §2.3 worked examples: Malay −0.88 and Indo −1.25", () => {
    // Malay −0.88 ≈ −1/HK with HK = 1.136 (D 2.136): −0.8802… → −0.88. Indo −1.25 = −1/0.8 (D 1.80).
    expect(displayOdds(2136n, "malay")).toBe("-0.88");
    expect(displayOdds(1800n, "indo")).toBe("-1.25");
    expect(displayOdds(1800n, "malay")).toBe("0.80");
  });

  it("evens (D 2.00) is 1.00 in every format", () => {
    // HK 1 is both "≤ 1" (Malay keeps it) and "≥ 1" (Indo keeps it).
    expect(all(2000n)).toEqual({ decimal: "2.00", hk: "1.00", malay: "1.00", indo: "1.00" });
  });

  it("the shortest price, D 1.01", () => {
    // HK 0.01; Indo −1/0.01 = −100.00.
    expect(all(1010n)).toEqual({ decimal: "1.01", hk: "0.01", malay: "0.01", indo: "-100.00" });
  });

  it("the longest price, D 1000", () => {
    // HK 999; Malay −1/999 = −0.001001… → −0.00: the sign stays so that it still reads as a negative price.
    expect(all(1_000_000n)).toEqual({ decimal: "1000.00", hk: "999.00", malay: "-0.00", indo: "999.00" });
  });

  it("rounds a half away from zero", () => {
    // D 1.875 → HK 0.875 → 0.88; Indo −1/0.875 = −1.142857… → −1.14.
    expect(all(1875n)).toEqual({ decimal: "1.875", hk: "0.88", malay: "0.88", indo: "-1.14" });
    // D 1.005 → HK 0.005 → 0.01; Indo −1/0.005 = −200.00.
    expect(all(1005n)).toEqual({ decimal: "1.005", hk: "0.01", malay: "0.01", indo: "-200.00" });
    // D 2.6 → HK 1.6; Malay −1/1.6 = −0.625 exactly → −0.63 (away from zero, not −0.62).
    expect(displayOdds(2600n, "malay")).toBe("-0.63");
    // D 1.625 → HK 0.625 → 0.63; Indo −1/0.625 = −1.60.
    expect(all(1625n)).toEqual({ decimal: "1.625", hk: "0.63", malay: "0.63", indo: "-1.60" });
  });

  it("odds of 1 (a late bet settled at odds 1) win nothing in any format; below 1 is not a price", () => {
    expect(all(1000n)).toEqual({ decimal: "1.00", hk: "0.00", malay: "0.00", indo: "0.00" });
    expect(() => displayOdds(999n, "malay")).toThrow(/at least 1/);
  });
});
