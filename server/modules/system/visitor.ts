import type { FastifyRequest } from "fastify";
import ipaddr from "ipaddr.js";

/**
 * The visitor's address as the platform sees it: Fastify has already taken it from
 * X-Forwarded-For when (and only when) the request came through a TRUSTED_PROXIES hop.
 * Dual-stack sockets report IPv4 clients as ::ffff:a.b.c.d; we show and match those as IPv4.
 */
export function visitorIp(request: FastifyRequest): string {
  const ip = request.ip;
  if (ipaddr.IPv6.isValid(ip)) {
    const v6 = ipaddr.IPv6.parse(ip);
    if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  }
  return ip;
}
