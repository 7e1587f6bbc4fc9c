import ipaddr from "ipaddr.js";

// Region rules are lists of CIDR ranges (IPv4 and IPv6). An IPv4-mapped IPv6
// address (::ffff:1.2.3.4, as dual-stack sockets report IPv4 clients) is treated
// as the IPv4 address it carries, both in rules and in visitor addresses.

export class InvalidCidrError extends Error {}

type Parsed = ipaddr.IPv4 | ipaddr.IPv6;

function parseAddress(text: string): Parsed | null {
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return ipaddr.IPv4.parse(text);
  if (ipaddr.IPv6.isValid(text)) {
    const v6 = ipaddr.IPv6.parse(text);
    return v6.isIPv4MappedAddress() ? v6.toIPv4Address() : v6;
  }
  return null;
}

/**
 * Validates an operator's range and returns its canonical form (network address,
 * prefix length). A bare address means that one address (/32 or /128).
 */
export function normalizeCidr(input: string): string {
  const text = input.trim();
  const [addressText, bitsText, extra] = text.split("/");
  if (extra !== undefined || !addressText) throw new InvalidCidrError(`"${input}" is not a CIDR range`);
  const address = parseAddress(addressText);
  if (!address) throw new InvalidCidrError(`"${input}" is not an IPv4 or IPv6 address`);
  const mappedV4 = address.kind() === "ipv4" && addressText.includes(":");
  const maxBits = address.kind() === "ipv4" ? 32 : 128;
  let bits = maxBits;
  if (bitsText !== undefined) {
    if (!/^\d{1,3}$/.test(bitsText)) throw new InvalidCidrError(`"${input}" has a bad prefix length`);
    bits = Number(bitsText);
    if (mappedV4) {
      // ::ffff:0:0/96 and longer are IPv4 ranges written the IPv6 way
      if (bits < 96 || bits > 128) throw new InvalidCidrError(`"${input}": an IPv4-mapped prefix must be /96 to /128`);
      bits -= 96;
    } else if (bits > maxBits) {
      throw new InvalidCidrError(`"${input}": prefix length must be at most ${maxBits}`);
    }
  }
  const network =
    address.kind() === "ipv4"
      ? ipaddr.IPv4.networkAddressFromCIDR(`${address.toString()}/${bits}`).toString()
      : ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/${bits}`).toRFC5952String();
  return `${network}/${bits}`;
}

export type RangeMatcher = (ip: string) => boolean;

/** Compiles canonical ranges once so that each visitor check is a few integer compares. */
export function rangeMatcher(cidrs: readonly string[]): RangeMatcher {
  const ranges = cidrs.map((c) => ipaddr.parseCIDR(c));
  return (ip) => {
    const address = parseAddress(ip);
    if (!address) return false;
    return ranges.some(([network, bits]) => network.kind() === address.kind() && address.match(network, bits));
  };
}
