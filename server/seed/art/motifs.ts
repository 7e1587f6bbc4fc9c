// Simple vector pictures drawn on the right of a banner, one per theme. Each
// returns SVG markup centred on (cx, cy) within roughly a 300 x 300 box.

export type Motif =
  | "gift"
  | "cards"
  | "chips"
  | "reels"
  | "ball"
  | "fish"
  | "lotteryBalls"
  | "controller"
  | "phone"
  | "question"
  | "trophy"
  | "dice"
  | "star";

type Colors = { accent: string; light: string; dark: string };

const at = (cx: number, cy: number, body: string) => `<g transform="translate(${cx} ${cy})">${body}</g>`;

function gift({ accent, light }: Colors) {
  return `
    <rect x="-110" y="-30" width="220" height="150" rx="14" fill="${accent}"/>
    <rect x="-125" y="-75" width="250" height="55" rx="12" fill="${light}"/>
    <rect x="-18" y="-75" width="36" height="195" fill="#fff" opacity="0.9"/>
    <path d="M0 -75 C -40 -150 -120 -120 -70 -80 Z" fill="#fff" opacity="0.9"/>
    <path d="M0 -75 C 40 -150 120 -120 70 -80 Z" fill="#fff" opacity="0.9"/>
    <circle cx="0" cy="-78" r="14" fill="${light}"/>`;
}

function cards({ accent, light }: Colors) {
  const card = (rot: number, x: number, suit: string, color: string) => `
    <g transform="rotate(${rot}) translate(${x} 0)">
      <rect x="-70" y="-100" width="140" height="200" rx="14" fill="#fff" stroke="${light}" stroke-width="4"/>
      <text x="-48" y="-58" font-size="34" font-weight="700" fill="${color}">A</text>
      <text x="0" y="30" font-size="88" text-anchor="middle" fill="${color}">${suit}</text>
    </g>`;
  return card(-14, -50, "♠", "#111827") + card(10, 50, "♥", accent);
}

function chips({ accent, light, dark }: Colors) {
  const chip = (x: number, y: number, fill: string) => `
    <g transform="translate(${x} ${y})">
      <circle r="62" fill="${fill}"/>
      <circle r="62" fill="none" stroke="#fff" stroke-width="12" stroke-dasharray="16 16"/>
      <circle r="38" fill="none" stroke="#fff" stroke-width="3" opacity="0.8"/>
      <text y="12" font-size="30" font-weight="800" text-anchor="middle" fill="#fff">$</text>
    </g>`;
  return chip(-70, 40, dark) + chip(60, 60, accent) + chip(0, -50, light);
}

function reels({ accent, light }: Colors) {
  const reel = (x: number) => `
    <rect x="${x - 50}" y="-80" width="100" height="160" rx="14" fill="#fff"/>
    <text x="${x}" y="28" font-size="88" font-weight="900" text-anchor="middle" fill="${accent}">7</text>`;
  return `
    <rect x="-190" y="-110" width="380" height="220" rx="26" fill="${light}"/>
    ${reel(-115)}${reel(0)}${reel(115)}
    <rect x="200" y="-60" width="14" height="110" rx="7" fill="#fff"/>
    <circle cx="207" cy="-70" r="20" fill="${accent}"/>`;
}

function ball({ light }: Colors) {
  return `
    <circle r="120" fill="#fff"/>
    <polygon points="0,-42 40,-13 25,34 -25,34 -40,-13" fill="#111827"/>
    <polygon points="0,-120 34,-96 22,-70 -22,-70 -34,-96" fill="#111827"/>
    <polygon points="112,-40 100,8 74,2 66,-38 92,-62" fill="#111827"/>
    <polygon points="-112,-40 -100,8 -74,2 -66,-38 -92,-62" fill="#111827"/>
    <polygon points="70,98 30,112 20,86 50,60 78,72" fill="#111827"/>
    <polygon points="-70,98 -30,112 -20,86 -50,60 -78,72" fill="#111827"/>
    <circle r="120" fill="none" stroke="${light}" stroke-width="6"/>`;
}

function fish({ accent, light }: Colors) {
  return `
    <ellipse cx="-10" cy="0" rx="130" ry="72" fill="${accent}"/>
    <polygon points="110,0 180,-60 180,60" fill="${light}"/>
    <path d="M-30 -70 Q 10 -130 60 -62 Z" fill="${light}"/>
    <circle cx="-80" cy="-14" r="16" fill="#fff"/><circle cx="-84" cy="-14" r="8" fill="#111827"/>
    <path d="M-20 -40 Q 10 0 -20 40" stroke="#fff" stroke-width="6" fill="none" opacity="0.7"/>
    <circle cx="-170" cy="-80" r="12" fill="none" stroke="#fff" stroke-width="4"/>
    <circle cx="-200" cy="-130" r="8" fill="none" stroke="#fff" stroke-width="3"/>`;
}

function lotteryBalls({ accent, light, dark }: Colors) {
  const balls: [number, number, string, number][] = [
    [-120, 40, accent, 7],
    [-30, -50, light, 18],
    [60, 40, dark, 23],
    [140, -40, accent, 36],
    [10, 120, light, 42],
  ];
  return balls
    .map(
      ([x, y, fill, n]) => `
    <circle cx="${x}" cy="${y}" r="58" fill="${fill}"/>
    <circle cx="${x}" cy="${y}" r="32" fill="#fff"/>
    <text x="${x}" y="${y + 12}" font-size="34" font-weight="800" text-anchor="middle" fill="#111827">${n}</text>`,
    )
    .join("");
}

function controller({ accent, light }: Colors) {
  return `
    <path d="M-160 -50 Q -160 -90 -120 -90 L 120 -90 Q 160 -90 160 -50 L 190 70 Q 200 120 150 110 L 90 40 L -90 40 L -150 110 Q -200 120 -190 70 Z" fill="${light}"/>
    <rect x="-110" y="-40" width="60" height="20" rx="4" fill="#fff"/>
    <rect x="-90" y="-60" width="20" height="60" rx="4" fill="#fff"/>
    <circle cx="80" cy="-50" r="14" fill="${accent}"/><circle cx="110" cy="-25" r="14" fill="#fff"/>
    <circle cx="50" cy="-25" r="14" fill="#fff"/><circle cx="80" cy="0" r="14" fill="${accent}"/>`;
}

function phone({ accent, light }: Colors) {
  return `
    <rect x="-85" y="-150" width="170" height="300" rx="26" fill="#111827" stroke="${light}" stroke-width="6"/>
    <rect x="-70" y="-125" width="140" height="240" rx="10" fill="${accent}"/>
    <path d="M0 -70 L 0 30 M -40 -10 L 0 30 L 40 -10" stroke="#fff" stroke-width="16" stroke-linecap="round" stroke-linejoin="round" fill="none"/>
    <rect x="-40" y="60" width="80" height="14" rx="7" fill="#fff"/>
    <circle cx="0" cy="134" r="7" fill="${light}"/>`;
}

function question({ accent, light }: Colors) {
  return `
    <path d="M-140 -110 H 140 Q 170 -110 170 -80 V 60 Q 170 90 140 90 H -20 L -90 150 L -80 90 H -140 Q -170 90 -170 60 V -80 Q -170 -110 -140 -110 Z" fill="${light}"/>
    <text x="0" y="40" font-size="150" font-weight="900" text-anchor="middle" fill="${accent}">?</text>`;
}

function trophy({ accent, light }: Colors) {
  return `
    <path d="M-90 -120 H 90 V -40 Q 90 40 0 60 Q -90 40 -90 -40 Z" fill="${light}"/>
    <path d="M-90 -100 Q -160 -100 -140 -40 Q -125 0 -80 10" stroke="${light}" stroke-width="16" fill="none"/>
    <path d="M90 -100 Q 160 -100 140 -40 Q 125 0 80 10" stroke="${light}" stroke-width="16" fill="none"/>
    <rect x="-20" y="58" width="40" height="50" fill="${light}"/>
    <rect x="-80" y="105" width="160" height="34" rx="8" fill="${accent}"/>
    <polygon points="0,-95 12,-62 46,-62 19,-42 29,-8 0,-28 -29,-8 -19,-42 -46,-62 -12,-62" fill="#fff"/>`;
}

function dice({ accent, light }: Colors) {
  const pips = (positions: [number, number][], color: string) =>
    positions.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="11" fill="${color}"/>`).join("");
  return `
    <g transform="rotate(-12) translate(-80 0)">
      <rect x="-75" y="-75" width="150" height="150" rx="24" fill="#fff"/>
      ${pips(
        [
          [-40, -40],
          [0, 0],
          [40, 40],
        ],
        accent,
      )}
    </g>
    <g transform="rotate(14) translate(90 30)">
      <rect x="-75" y="-75" width="150" height="150" rx="24" fill="${light}"/>
      ${pips(
        [
          [-40, -40],
          [40, -40],
          [-40, 40],
          [40, 40],
          [0, 0],
        ],
        "#fff",
      )}
    </g>`;
}

function star({ accent, light }: Colors) {
  return `
    <circle r="130" fill="${light}" opacity="0.9"/>
    <polygon points="0,-105 27,-36 100,-32 43,14 62,85 0,45 -62,85 -43,14 -100,-32 -27,-36" fill="${accent}"/>
    <circle r="130" fill="none" stroke="#fff" stroke-width="6" stroke-dasharray="4 14"/>`;
}

const drawings: Record<Motif, (c: Colors) => string> = {
  gift,
  cards,
  chips,
  reels,
  ball,
  fish,
  lotteryBalls,
  controller,
  phone,
  question,
  trophy,
  dice,
  star,
};

export function drawMotif(motif: Motif, cx: number, cy: number, colors: Colors): string {
  return at(cx, cy, drawings[motif](colors));
}
