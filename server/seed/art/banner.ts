import { drawMotif, type Motif } from "./motifs.js";
import { escapeHtml } from "../../http/html.js";

// Generated artwork (no downloads): a gradient scene with a headline on the left
// and a themed picture on the right, at the 3:1 size of the banner strip.

export type Palette = { from: string; to: string; accent: string; light: string; dark: string };

export const palettes = {
  violet: { from: "#2e1065", to: "#9d174d", accent: "#f472b6", light: "#c4b5fd", dark: "#4c1d95" },
  emerald: { from: "#022c22", to: "#065f46", accent: "#fbbf24", light: "#6ee7b7", dark: "#064e3b" },
  ocean: { from: "#0c4a6e", to: "#0e7490", accent: "#fb923c", light: "#67e8f9", dark: "#164e63" },
  sunset: { from: "#7c2d12", to: "#db2777", accent: "#fde047", light: "#fdba74", dark: "#9a3412" },
  midnight: { from: "#0f172a", to: "#1e3a8a", accent: "#facc15", light: "#93c5fd", dark: "#1e293b" },
  crimson: { from: "#450a0a", to: "#b91c1c", accent: "#fcd34d", light: "#fca5a5", dark: "#7f1d1d" },
  neon: { from: "#1e1b4b", to: "#7e22ce", accent: "#22d3ee", light: "#e879f9", dark: "#312e81" },
  gold: { from: "#422006", to: "#a16207", accent: "#fef08a", light: "#fde68a", dark: "#713f12" },
  teal: { from: "#042f2e", to: "#0f766e", accent: "#f9a8d4", light: "#5eead4", dark: "#134e4a" },
} satisfies Record<string, Palette>;

export type PaletteName = keyof typeof palettes;

export type Artwork = {
  kicker: string;
  title: string;
  subtitle: string;
  cta?: string;
  motif: Motif;
  palette: PaletteName;
};

const FONT = "'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** Shrinks the headline so that it always fits beside the picture. */
function headlineSize(title: string): number {
  return Math.min(64, Math.floor(1150 / Math.max(title.length, 1)));
}

// Soft circles scattered in the background, placed from the title so each banner differs but never changes between runs.
function bokeh(seedText: string, color: string): string {
  let h = 0;
  for (const ch of seedText) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  const next = () => {
    h = (h * 1103515245 + 12345) >>> 0;
    return h / 2 ** 32;
  };
  return Array.from({ length: 9 }, () => {
    const x = Math.round(next() * 1200);
    const y = Math.round(next() * 400);
    const r = Math.round(12 + next() * 60);
    const o = (0.06 + next() * 0.12).toFixed(2);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}" opacity="${o}"/>`;
  }).join("");
}

export function bannerSvg(art: Artwork, width = 1200, height = 400): string {
  const p = palettes[art.palette];
  const size = headlineSize(art.title);
  const ctaWidth = art.cta ? Math.round(art.cta.length * 13 + 64) : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1200 400" role="img" aria-label="${escapeHtml(art.title)}">
  <title>${escapeHtml(art.title)}</title>
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${p.from}"/>
      <stop offset="1" stop-color="${p.to}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.78" cy="0.45" r="0.55">
      <stop offset="0" stop-color="${p.accent}" stop-opacity="0.55"/>
      <stop offset="1" stop-color="${p.accent}" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="shine" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#fff" stop-opacity="0"/>
      <stop offset="0.5" stop-color="#fff" stop-opacity="0.12"/>
      <stop offset="1" stop-color="#fff" stop-opacity="0"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="400" fill="url(#bg)"/>
  ${bokeh(art.title, p.light)}
  <rect width="1200" height="400" fill="url(#glow)"/>
  <polygon points="560,400 760,0 860,0 660,400" fill="url(#shine)"/>
  <g font-family="${FONT}">
    ${drawMotif(art.motif, 930, 200, { accent: p.accent, light: p.light, dark: p.dark })}
    <text x="72" y="118" font-size="22" font-weight="700" letter-spacing="5" fill="${p.accent}">${escapeHtml(art.kicker.toUpperCase())}</text>
    <text x="72" y="${118 + size + 18}" font-size="${size}" font-weight="800" fill="#ffffff">${escapeHtml(art.title)}</text>
    <text x="72" y="${118 + size + 68}" font-size="26" fill="#ffffff" fill-opacity="0.85">${escapeHtml(art.subtitle)}</text>
    ${
      art.cta
        ? `<rect x="72" y="${118 + size + 100}" width="${ctaWidth}" height="52" rx="26" fill="${p.accent}"/>
    <text x="${72 + ctaWidth / 2}" y="${118 + size + 134}" font-size="22" font-weight="700" text-anchor="middle" fill="${p.dark}">${escapeHtml(art.cta)}</text>`
        : ""
    }
  </g>
</svg>
`;
}
