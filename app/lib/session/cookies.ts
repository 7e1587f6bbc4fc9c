// Plain-valued cookies (language, theme): readable as-is by people and tests, unlike signed ones.

export function parseCookies(header: string | null | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  if (!header) return cookies;
  for (const part of header.split(";")) {
    const at = part.indexOf("=");
    if (at < 1) continue;
    const name = part.slice(0, at).trim();
    if (!name || name in cookies) continue;
    const raw = part
      .slice(at + 1)
      .trim()
      .replace(/^"(.*)"$/, "$1");
    try {
      cookies[name] = decodeURIComponent(raw);
    } catch {
      cookies[name] = raw;
    }
  }
  return cookies;
}

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

export function serializeCookie(
  name: string,
  value: string,
  options: { maxAge?: number; secure?: boolean } = {},
): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    "Path=/",
    `Max-Age=${options.maxAge ?? ONE_YEAR_SECONDS}`,
    "SameSite=Lax",
    "HttpOnly",
  ];
  if (options.secure) parts.push("Secure");
  return parts.join("; ");
}
