import { describe, expect, it } from "vitest";
import { formatMinor, formatSignedMinor, parseAmount } from "~contract/money";

describe("parseAmount", () => {
  it("reads whole VND and decimals into minor units", () => {
    expect(parseAmount("150000")).toBe(15_000_000n);
    expect(parseAmount("1,500.50")).toBe(150_050n);
    expect(parseAmount("1500.5")).toBe(150_050n);
    expect(parseAmount(" 0.01 ")).toBe(1n);
    expect(parseAmount("0")).toBe(0n);
    expect(parseAmount("1,234,567.89")).toBe(123_456_789n);
  });

  it("keeps exact values that a float would round", () => {
    expect(parseAmount("0.29")).toBe(29n);
    expect(parseAmount("1.15")).toBe(115n);
    expect(parseAmount("9999999999999.99")).toBe(999_999_999_999_999n);
  });

  it("refuses what is not an amount", () => {
    for (const text of [
      "",
      " ",
      "-5",
      "+5",
      "1.005",
      "1,50",
      "1,5000",
      ",100",
      "1e3",
      "abc",
      "1.",
      ".5",
      "1 000",
      "12,34.5",
    ]) {
      expect(parseAmount(text), text).toBeNull();
    }
  });

  it("refuses more digits than the platform takes", () => {
    expect(parseAmount("99999999999999")).toBeNull();
  });
});

describe("formatMinor", () => {
  it("shows two decimals with thousands separators", () => {
    expect(formatMinor(0n)).toBe("0.00");
    expect(formatMinor(5)).toBe("0.05");
    expect(formatMinor("123450")).toBe("1,234.50");
    expect(formatMinor("-100000000")).toBe("-1,000,000.00");
  });

  it("round-trips with parseAmount", () => {
    for (const text of ["1,500.50", "0.01", "150,000.00"]) expect(formatMinor(parseAmount(text)!)).toBe(text);
  });

  it("signs the account record's amounts", () => {
    expect(formatSignedMinor("150000")).toBe("+1,500.00");
    expect(formatSignedMinor("-150000")).toBe("-1,500.00");
    expect(formatSignedMinor("0")).toBe("0.00");
  });
});
