import { describe, expect, it } from "vitest";
import { accessStatus, isRegionBlocked } from "../../server/modules/system/access.js";
import { InvalidCidrError, normalizeCidr } from "../../server/modules/system/index.js";

describe("CIDR validation", () => {
  it.each([
    ["10.1.2.3/8", "10.0.0.0/8"],
    ["203.0.113.9", "203.0.113.9/32"],
    [" 192.0.2.0/24 ", "192.0.2.0/24"],
    ["2001:DB8::1/32", "2001:db8::/32"],
    ["::1", "::1/128"],
    ["::ffff:198.51.100.0/120", "198.51.100.0/24"],
    ["::ffff:198.51.100.7", "198.51.100.7/32"],
  ])("accepts %s as %s", (input, canonical) => {
    expect(normalizeCidr(input)).toBe(canonical);
  });

  it.each([
    "",
    "10.0.0.0/33",
    "10.1/8",
    "010.0.0.1/8",
    "1.2.3.4/8/9",
    "1.2.3.4/-1",
    "1.2.3.4/x",
    "2001:db8::/129",
    "::ffff:1.2.3.4/64",
    "example.com/24",
  ])("rejects %j", (input) => {
    expect(() => normalizeCidr(input)).toThrow(InvalidCidrError);
  });
});

describe("region rules", () => {
  const off = { maintenance: false, maintenanceUntil: null };

  it("blocks listed ranges of either family and treats IPv4-mapped addresses as IPv4", () => {
    const region = { block: ["203.0.113.0/24", "2001:db8::/32"], allow: [] };
    expect(isRegionBlocked(region, "203.0.113.200")).toBe(true);
    expect(isRegionBlocked(region, "::ffff:203.0.113.200")).toBe(true);
    expect(isRegionBlocked(region, "2001:db8:ffff::1")).toBe(true);
    expect(isRegionBlocked(region, "203.0.114.1")).toBe(false);
    expect(isRegionBlocked(region, "2001:db9::1")).toBe(false);
  });

  it("refuses everything outside a non-empty allow list", () => {
    const region = { block: [], allow: ["198.51.100.0/24"] };
    expect(isRegionBlocked(region, "198.51.100.1")).toBe(false);
    expect(isRegionBlocked(region, "192.0.2.1")).toBe(true);
    expect(isRegionBlocked(region, "::1")).toBe(true);
    expect(isRegionBlocked({ block: [], allow: [] }, "192.0.2.1")).toBe(false);
  });

  it("puts maintenance before region and region before the app", () => {
    const region = { block: ["192.0.2.0/24"], allow: [] };
    expect(accessStatus({ ...off, maintenance: true, region }, "192.0.2.1")).toEqual({ status: 1, blocked: true });
    expect(accessStatus({ ...off, region }, "192.0.2.1")).toEqual({ status: 2, blocked: true });
    expect(accessStatus({ ...off, region }, "198.51.100.1")).toEqual({ status: 0, blocked: false });
  });
});
