import crypto from "node:crypto";

// The member's avatar: initials on a colour and a pattern both derived from the username,
// so that it is stable, different per member and needs no upload or storage.
export function avatarSvg(username: string): string {
  const digest = crypto.createHash("sha256").update(username.toLowerCase()).digest();
  const hue = Math.round((digest[0] / 255) * 360);
  const cells: string[] = [];
  // A symmetric 5×5 identicon behind the initials, mirrored left to right.
  for (let y = 0; y < 5; y++) {
    for (let x = 0; x < 3; x++) {
      if (digest[1 + y * 3 + x] % 2 === 0) continue;
      for (const cx of new Set([x, 4 - x]))
        cells.push(`<rect x="${8 + cx * 16}" y="${8 + y * 16}" width="16" height="16"/>`);
    }
  }
  const initials =
    username
      .replace(/[^A-Za-z0-9]/g, "")
      .slice(0, 2)
      .toUpperCase() || "?";
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" role="img" aria-label="${initials}">`,
    `<rect width="96" height="96" rx="48" fill="hsl(${hue} 55% 42%)"/>`,
    `<g fill="hsl(${hue} 60% 55%)">${cells.join("")}</g>`,
    `<text x="48" y="60" font-family="Arial, Helvetica, sans-serif" font-size="34" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text>`,
    `</svg>`,
  ].join("");
}

export const avatarDataUrl = (username: string) =>
  `data:image/svg+xml;base64,${Buffer.from(avatarSvg(username)).toString("base64")}`;
