import { required } from "../../required.js";
import { escapeHtml } from "../../http/html.js";

// Game card art, generated rather than downloaded: a square card in the vendor's colours
// with a picture of the kind of game, scattered shapes placed from the game's own seed (so no two
// cards look alike and none changes between runs), the game's name and the vendor's badge.

export type VendorColours = { from: string; to: string; accent: string };
export type CardArt = {
  nodeId: string;
  name: string;
  vendorName: string;
  vendorCode: string;
  gameClassify: string;
  colours: VendorColours;
};

const FONT = "'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
const SYMBOLS = ["7", "★", "♦", "♥", "♣", "♠", "$", "♛"];

/** mulberry32 seeded from a string: the same text always draws the same picture. */
export function seededRandom(seedText: string): () => number {
  let a = 0x9e3779b9;
  for (const ch of seedText) a = Math.imul(a ^ ch.charCodeAt(0), 0x85ebca6b) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

const pick = <T>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)];

function reels(rand: () => number, accent: string) {
  return [-62, 0, 62]
    .map(
      (x) =>
        `<rect x="${x - 27}" y="-40" width="54" height="80" rx="10" fill="#fff"/><text x="${x}" y="17" font-size="44" font-weight="900" text-anchor="middle" fill="${accent}">${pick(rand, SYMBOLS)}</text>`,
    )
    .join("")
    .concat(`<rect x="-98" y="-52" width="196" height="104" rx="16" fill="none" stroke="#fff" stroke-width="5"/>`);
}

function cards(rand: () => number, accent: string) {
  const suits = ["♠", "♥", "♦", "♣"];
  const card = (rot: number, dx: number) => {
    const suit = pick(rand, suits);
    const colour = suit === "♥" || suit === "♦" ? accent : "#111827";
    return `<g transform="rotate(${rot}) translate(${dx} 0)"><rect x="-34" y="-50" width="68" height="100" rx="8" fill="#fff"/><text x="-22" y="-26" font-size="18" font-weight="800" fill="${colour}">${pick(rand, ["A", "K", "Q", "J", "9"])}</text><text y="20" font-size="44" text-anchor="middle" fill="${colour}">${suit}</text></g>`;
  };
  return card(-16, -30) + card(0, 0) + card(16, 30);
}

function wheel(rand: () => number, accent: string) {
  const n = 12;
  const slices = Array.from({ length: n }, (_, i) => {
    const a0 = (i / n) * 2 * Math.PI;
    const a1 = ((i + 1) / n) * 2 * Math.PI;
    const p = (a: number) => `${(60 * Math.cos(a)).toFixed(1)},${(60 * Math.sin(a)).toFixed(1)}`;
    return `<path d="M0,0 L${p(a0)} A60,60 0 0 1 ${p(a1)} Z" fill="${i % 2 ? "#111827" : accent}"/>`;
  }).join("");
  const ball = rand() * 2 * Math.PI;
  return `<circle r="70" fill="#7c2d12"/>${slices}<circle r="22" fill="#fbbf24"/><circle cx="${(48 * Math.cos(ball)).toFixed(1)}" cy="${(48 * Math.sin(ball)).toFixed(1)}" r="7" fill="#fff"/>`;
}

function dice(rand: () => number, accent: string) {
  const face = (x: number, rot: number, fill: string, pip: string) => {
    const n = 1 + Math.floor(rand() * 6);
    const spots: Record<number, [number, number][]> = {
      1: [[0, 0]],
      2: [
        [-16, -16],
        [16, 16],
      ],
      3: [
        [-16, -16],
        [0, 0],
        [16, 16],
      ],
      4: [
        [-16, -16],
        [16, -16],
        [-16, 16],
        [16, 16],
      ],
      5: [
        [-16, -16],
        [16, -16],
        [0, 0],
        [-16, 16],
        [16, 16],
      ],
      6: [
        [-16, -18],
        [16, -18],
        [-16, 0],
        [16, 0],
        [-16, 18],
        [16, 18],
      ],
    };
    return `<g transform="translate(${x} 0) rotate(${rot})"><rect x="-36" y="-36" width="72" height="72" rx="14" fill="${fill}"/>${spots[n].map(([cx, cy]) => `<circle cx="${cx}" cy="${cy}" r="7" fill="${pip}"/>`).join("")}</g>`;
  };
  return face(-42, -12, "#fff", accent) + face(42, 14, accent, "#fff");
}

function fish(rand: () => number, accent: string) {
  const tilt = Math.round(rand() * 20 - 10);
  return `<g transform="rotate(${tilt})"><ellipse cx="-6" rx="66" ry="38" fill="${accent}"/><polygon points="54,0 96,-34 96,34" fill="#fff" opacity="0.9"/><circle cx="-40" cy="-8" r="9" fill="#fff"/><circle cx="-42" cy="-8" r="4" fill="#111827"/><path d="M-10 -24 Q 8 0 -10 24" stroke="#fff" stroke-width="4" fill="none" opacity="0.7"/></g><circle cx="-84" cy="-44" r="7" fill="none" stroke="#fff" stroke-width="3"/><circle cx="-100" cy="-66" r="4" fill="none" stroke="#fff" stroke-width="2"/>`;
}

function ball() {
  return `<circle r="60" fill="#fff"/><polygon points="0,-20 19,-6 12,16 -12,16 -19,-6" fill="#111827"/><polygon points="0,-60 17,-48 11,-35 -11,-35 -17,-48" fill="#111827"/><polygon points="56,-20 50,4 37,1 33,-19 46,-31" fill="#111827"/><polygon points="-56,-20 -50,4 -37,1 -33,-19 -46,-31" fill="#111827"/><polygon points="35,49 15,56 10,43 25,30 39,36" fill="#111827"/><polygon points="-35,49 -15,56 -10,43 -25,30 -39,36" fill="#111827"/>`;
}

function controller(_rand: () => number, accent: string) {
  return `<path d="M-80 -25 Q -80 -45 -60 -45 L 60 -45 Q 80 -45 80 -25 L 95 35 Q 100 60 75 55 L 45 20 L -45 20 L -75 55 Q -100 60 -95 35 Z" fill="#fff"/><rect x="-55" y="-20" width="30" height="10" rx="2" fill="#111827"/><rect x="-45" y="-30" width="10" height="30" rx="2" fill="#111827"/><circle cx="40" cy="-25" r="7" fill="${accent}"/><circle cx="55" cy="-12" r="7" fill="#111827"/><circle cx="25" cy="-12" r="7" fill="#111827"/><circle cx="40" cy="0" r="7" fill="${accent}"/>`;
}

function lotteryBalls(rand: () => number, accent: string) {
  const spots: [number, number][] = [
    [-60, 20],
    [-15, -30],
    [30, 25],
    [72, -22],
  ];
  return spots
    .map(
      ([x, y], i) =>
        `<circle cx="${x}" cy="${y}" r="30" fill="${i % 2 ? "#fff" : accent}"/><circle cx="${x}" cy="${y}" r="17" fill="#fff" stroke="#111827" stroke-width="2"/><text x="${x}" y="${y + 7}" font-size="18" font-weight="800" text-anchor="middle" fill="#111827">${1 + Math.floor(rand() * 80)}</text>`,
    )
    .join("");
}

function rooster(_rand: () => number, accent: string) {
  return `<polygon points="30,-10 95,-60 85,0 100,30 40,30" fill="#111827"/><ellipse cx="0" cy="10" rx="55" ry="40" fill="${accent}"/><circle cx="-45" cy="-35" r="24" fill="${accent}"/><circle cx="-55" cy="-64" r="9" fill="#dc2626"/><circle cx="-42" cy="-68" r="9" fill="#dc2626"/><circle cx="-30" cy="-62" r="8" fill="#dc2626"/><polygon points="-68,-38 -86,-30 -68,-26" fill="#fbbf24"/><circle cx="-50" cy="-40" r="4" fill="#111827"/><path d="M-10 48 L-16 70 M14 48 L20 70" stroke="#fbbf24" stroke-width="6"/>`;
}

function rocket(rand: () => number, accent: string) {
  const multiplier = (1 + rand() * 98).toFixed(2);
  return `<path d="M-90 50 Q 0 40 70 -50" stroke="#fff" stroke-width="6" fill="none" stroke-dasharray="2 10" stroke-linecap="round"/><g transform="translate(62 -42) rotate(40)"><path d="M0 -40 Q 18 -20 14 20 L -14 20 Q -18 -20 0 -40 Z" fill="#fff"/><circle cy="-8" r="7" fill="${accent}"/><polygon points="-14,8 -26,28 -14,22" fill="${accent}"/><polygon points="14,8 26,28 14,22" fill="${accent}"/><polygon points="-8,20 0,40 8,20" fill="#fbbf24"/></g><text x="-40" y="-10" font-size="30" font-weight="900" text-anchor="middle" fill="#fff">${multiplier}×</text>`;
}

function minesGrid(rand: () => number, accent: string) {
  return Array.from({ length: 16 }, (_, i) => {
    const x = -66 + (i % 4) * 34;
    const y = -66 + Math.floor(i / 4) * 34;
    const gem = rand() < 0.3;
    return `<rect x="${x}" y="${y}" width="30" height="30" rx="6" fill="${gem ? "#fff" : "#111827"}" opacity="${gem ? 1 : 0.55}"/>${gem ? `<polygon points="${x + 15},${y + 5} ${x + 25},${y + 13} ${x + 15},${y + 26} ${x + 5},${y + 13}" fill="${accent}"/>` : ""}`;
  }).join("");
}

function plinko(rand: () => number, accent: string) {
  const pegs = Array.from({ length: 6 }, (_, row) =>
    Array.from(
      { length: row + 3 },
      (_, i) => `<circle cx="${(i - (row + 2) / 2) * 24}" cy="${-56 + row * 22}" r="4" fill="#fff"/>`,
    ).join(""),
  ).join("");
  return `${pegs}<circle cx="${Math.round(rand() * 60 - 30)}" cy="-70" r="9" fill="${accent}"/>`;
}

function crown(_rand: () => number, accent: string) {
  return `<polygon points="-70,30 -80,-40 -35,-5 0,-55 35,-5 80,-40 70,30" fill="#fbbf24"/><rect x="-72" y="30" width="144" height="22" rx="6" fill="#f59e0b"/><circle cx="0" cy="5" r="10" fill="${accent}"/><circle cx="-40" cy="12" r="7" fill="#fff"/><circle cx="40" cy="12" r="7" fill="#fff"/>`;
}

const pictures: Record<string, (rand: () => number, accent: string) => string> = {
  SLOT: reels,
  JACKPOT: crown,
  MEGAWAYS: reels,
  TABLE: cards,
  BACCARAT: cards,
  BLACKJACK: cards,
  DRAGON_TIGER: cards,
  POKER: cards,
  CARD: cards,
  ROULETTE: wheel,
  SICBO: dice,
  DICE: dice,
  FISHING: fish,
  SPORTSBOOK: ball,
  VIRTUAL: ball,
  ESPORTSBOOK: controller,
  LOTTO: lotteryBalls,
  KENO: lotteryBalls,
  FAST_DRAW: lotteryBalls,
  DERBY: rooster,
  CRASH: rocket,
  LIMBO: rocket,
  ARCADE: rocket,
  MINES: minesGrid,
  PLINKO: plinko,
};

// Splits a name into at most two lines of about 16 characters, at spaces.
function nameLines(name: string): string[] {
  if (name.length <= 16) return [name];
  const words = name.split(" ");
  let first = "";
  while (words.length && (first + " " + words[0]).trim().length <= 16) first = (first + " " + words.shift()).trim();
  if (!first) first = required(words.shift(), "a word of the name");
  return words.length ? [first, words.join(" ")] : [first];
}

function decorations(rand: () => number, accent: string): string {
  return Array.from({ length: 7 }, () => {
    const x = Math.round(rand() * 300);
    const y = Math.round(rand() * 210);
    const r = Math.round(6 + rand() * 30);
    const opacity = (0.08 + rand() * 0.14).toFixed(2);
    const shape = Math.floor(rand() * 3);
    if (shape === 0) return `<circle cx="${x}" cy="${y}" r="${r}" fill="${accent}" opacity="${opacity}"/>`;
    if (shape === 1)
      return `<rect x="${x - r / 2}" y="${y - r / 2}" width="${r}" height="${r}" transform="rotate(45 ${x} ${y})" fill="#fff" opacity="${opacity}"/>`;
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="#fff" stroke-width="3" opacity="${opacity}"/>`;
  }).join("");
}

/** A 300 × 300 game card, valid standalone SVG. */
export function gameCardSvg(art: CardArt): string {
  const rand = seededRandom(art.nodeId);
  const { from, to, accent } = art.colours;
  const lines = nameLines(art.name);
  const size = Math.min(lines.length === 1 ? 30 : 23, Math.floor(460 / Math.max(...lines.map((l) => l.length), 1)));
  const picture = (pictures[art.gameClassify] ?? reels)(rand, accent);
  const angle = Math.round(rand() * 90);
  const id = art.nodeId.replace(/[^A-Za-z0-9]/g, "");
  const nameY = lines.length === 1 ? 258 : 240;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300" role="img" aria-label="${escapeHtml(art.name)}">
  <title>${escapeHtml(art.name)}</title>
  <defs>
    <linearGradient id="bg-${id}" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
    <radialGradient id="glow-${id}" cx="0.5" cy="0.4" r="0.5"><stop offset="0" stop-color="${accent}" stop-opacity="0.55"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="300" height="300" rx="24" fill="url(#bg-${id})"/>
  ${decorations(rand, accent)}
  <rect width="300" height="300" rx="24" fill="url(#glow-${id})"/>
  <g font-family="${FONT}">
    <g transform="translate(150 122)">${picture}</g>
    <rect x="0" y="212" width="300" height="88" fill="#000" opacity="0.35"/>
    ${lines.map((line, i) => `<text x="150" y="${nameY + i * (size + 3)}" font-size="${size}" font-weight="800" text-anchor="middle" fill="#fff">${escapeHtml(line)}</text>`).join("\n    ")}
    <text x="150" y="292" font-size="13" text-anchor="middle" fill="#fff" fill-opacity="0.75">${escapeHtml(art.vendorName)}</text>
    <rect x="14" y="14" width="${Math.max(44, art.vendorCode.length * 11 + 20)}" height="26" rx="13" fill="#000" opacity="0.45"/>
    <text x="${14 + Math.max(44, art.vendorCode.length * 11 + 20) / 2}" y="32" font-size="14" font-weight="700" text-anchor="middle" fill="${accent}">${escapeHtml(art.vendorCode)}</text>
  </g>
</svg>
`;
}

/** A 240 × 120 vendor logo for lane cards and the footer: the name on the vendor's colours. */
export function vendorLogoSvg(vendor: { code: string; name: string; colours: VendorColours }): string {
  const { from, to, accent } = vendor.colours;
  const size = Math.min(34, Math.floor(380 / Math.max(vendor.name.length, 1)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120" viewBox="0 0 240 120" role="img" aria-label="${escapeHtml(vendor.name)}">
  <title>${escapeHtml(vendor.name)}</title>
  <defs><linearGradient id="logo-${vendor.code}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="240" height="120" rx="18" fill="url(#logo-${vendor.code})"/>
  <circle cx="210" cy="22" r="40" fill="${accent}" opacity="0.25"/>
  <g font-family="${FONT}" text-anchor="middle">
    <text x="120" y="${62 + size / 3}" font-size="${size}" font-weight="900" fill="#fff">${escapeHtml(vendor.name)}</text>
    <text x="120" y="102" font-size="14" font-weight="700" letter-spacing="3" fill="${accent}">${escapeHtml(vendor.code)}</text>
  </g>
</svg>
`;
}
