// When draws happen (reference/lottery.md §1.2, R1–R3), as data: the Vietnamese stations by
// weekday and region with the regions' draw times (Vietnam time, UTC+7, whatever the site's own time zone),
// and the fast games' cadences. Station codes are spelled out: "dn" would name Đà Nẵng, Đắk Nông and Đồng Nai
// at once (R1), and Wednesday draws both Đà Nẵng and Đồng Nai. Vietnam merged provinces in 2025, so this
// table is data to keep current, not a rule.
//
// Every bet type of a draw closes at one time, `CLOSE_LEAD_MINUTES` before the draw starts (ADR 0054):
// selling a type until the first prize it reads is revealed (the "lô live" of some sites) pays out on
// results already known when a clock or a feed is late; one close time before any reveal cannot.

export type Region = "north" | "central" | "south";
export type Station = { code: string; name: string; region: Region };
export type ScheduledDraw = { region: Region; station: Station; day: string; drawAt: Date; closesAt: Date };

const s = (code: string, name: string, region: Region): Station => ({ code, name, region });

/** Stations by weekday (0 = Sunday … 6 = Saturday), per region: R2's table, 2025-04. */
const WEEK: Record<Region, Station[][]> = {
  north: [
    [s("thai-binh", "Thái Bình", "north")],
    [s("ha-noi", "Hà Nội", "north")],
    [s("quang-ninh", "Quảng Ninh", "north")],
    [s("bac-ninh", "Bắc Ninh", "north")],
    [s("ha-noi", "Hà Nội", "north")],
    [s("hai-phong", "Hải Phòng", "north")],
    [s("nam-dinh", "Nam Định", "north")],
  ],
  central: [
    [
      s("kon-tum", "Kon Tum", "central"),
      s("khanh-hoa", "Khánh Hòa", "central"),
      s("thua-thien-hue", "Thừa Thiên Huế", "central"),
    ],
    [s("phu-yen", "Phú Yên", "central"), s("thua-thien-hue", "Thừa Thiên Huế", "central")],
    [s("dak-lak", "Đắk Lắk", "central"), s("quang-nam", "Quảng Nam", "central")],
    [s("da-nang", "Đà Nẵng", "central"), s("khanh-hoa", "Khánh Hòa", "central")],
    [
      s("binh-dinh", "Bình Định", "central"),
      s("quang-tri", "Quảng Trị", "central"),
      s("quang-binh", "Quảng Bình", "central"),
    ],
    [s("gia-lai", "Gia Lai", "central"), s("ninh-thuan", "Ninh Thuận", "central")],
    [
      s("da-nang", "Đà Nẵng", "central"),
      s("quang-ngai", "Quảng Ngãi", "central"),
      s("dak-nong", "Đắk Nông", "central"),
    ],
  ],
  south: [
    [s("tien-giang", "Tiền Giang", "south"), s("kien-giang", "Kiên Giang", "south"), s("da-lat", "Đà Lạt", "south")],
    [s("tp-hcm", "TP. Hồ Chí Minh", "south"), s("dong-thap", "Đồng Tháp", "south"), s("ca-mau", "Cà Mau", "south")],
    [s("ben-tre", "Bến Tre", "south"), s("vung-tau", "Vũng Tàu", "south"), s("bac-lieu", "Bạc Liêu", "south")],
    [s("dong-nai", "Đồng Nai", "south"), s("can-tho", "Cần Thơ", "south"), s("soc-trang", "Sóc Trăng", "south")],
    [s("tay-ninh", "Tây Ninh", "south"), s("an-giang", "An Giang", "south"), s("binh-thuan", "Bình Thuận", "south")],
    [s("vinh-long", "Vĩnh Long", "south"), s("binh-duong", "Bình Dương", "south"), s("tra-vinh", "Trà Vinh", "south")],
    [
      s("tp-hcm", "TP. Hồ Chí Minh", "south"),
      s("long-an", "Long An", "south"),
      s("binh-phuoc", "Bình Phước", "south"),
      s("hau-giang", "Hậu Giang", "south"),
    ],
  ],
};

/** When each region's draw starts, Vietnam time (R3: Miền Bắc 18:15 since 2013; Miền Trung 17:15; Miền Nam 16:15). */
export const DRAW_TIMES: Record<Region, string> = { south: "16:15", central: "17:15", north: "18:15" };
export const CLOSE_LEAD_MINUTES = 5;

const VIETNAM_OFFSET = "+07:00";

/**
 * The Vietnamese draws of a day (YYYY-MM-DD, Vietnam's calendar): each region's stations with the draw's
 * start and the close of its bets. None on a day without draws (Tết: the operator lists them).
 */
export function vietnameseDraws(day: string, closedDays: ReadonlySet<string> = new Set()): ScheduledDraw[] {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`)))
    throw new Error(`not a day: ${day}`);
  if (closedDays.has(day)) return [];
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return (["south", "central", "north"] as const).flatMap((region) => {
    const drawAt = new Date(`${day}T${DRAW_TIMES[region]}:00${VIETNAM_OFFSET}`);
    const closesAt = new Date(drawAt.getTime() - CLOSE_LEAD_MINUTES * 60_000);
    return WEEK[region][weekday].map((station) => ({ region, station, day, drawAt, closesAt }));
  });
}

/** The Thai-style draw (reference/lottery.md §1.6): the 1st and the 16th of each month at 16:00 Thai time (UTC+7). */
export const SEA_DRAW_TIME = "16:00";
export const SEA_DRAW_DAYS = ["01", "16"];

/** The Thai-style draw of a day (YYYY-MM-DD, Thai calendar), if it is a draw day and not closed. */
export function seaDraw(
  day: string,
  closedDays: ReadonlySet<string> = new Set(),
): { day: string; drawAt: Date; closesAt: Date } | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`not a day: ${day}`);
  if (closedDays.has(day) || !SEA_DRAW_DAYS.includes(day.slice(8))) return null;
  const drawAt = new Date(`${day}T${SEA_DRAW_TIME}:00${VIETNAM_OFFSET}`);
  return { day, drawAt, closesAt: new Date(drawAt.getTime() - CLOSE_LEAD_MINUTES * 60_000) };
}

/** The calendar day (YYYY-MM-DD) in Vietnam and Thailand (UTC+7) at an instant. */
export const indochinaDay = (at: Date) => new Date(at.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);

/** Every station code, once: what an operator enters a result for. */
export const STATIONS: readonly Station[] = [
  ...new Map(Object.values(WEEK).flatMap((days) => days.flat().map((st) => [st.code, st] as const))).values(),
];

/** A fast game's draw number in its day, as its issue names it (20260101-0042 is 42); null for any other issue. */
export function drawNumber(issue: string): number | null {
  const match = /^\d{8}-(\d{4})$/.exec(issue);
  return match ? Number(match[1]) : null;
}

/**
 * The issues of a fast game every `minutes` minutes over one day of the site's calendar beginning at
 * `dayStart`: issue n (1-based, four digits) opens when issue n − 1 draws and draws `minutes` later.
 */
export function fastIssues(
  dayStart: Date,
  day: string,
  minutes: number,
): { issue: string; opensAt: Date; drawAt: Date }[] {
  if (!Number.isInteger(minutes) || minutes < 1 || 1440 % minutes !== 0)
    throw new Error("a fast game draws every 1 to 1,440 minutes, a divisor of a day");
  const count = 1440 / minutes;
  return Array.from({ length: count }, (_, i) => ({
    issue: `${day.replaceAll("-", "")}-${String(i + 1).padStart(4, "0")}`,
    opensAt: new Date(dayStart.getTime() + i * minutes * 60_000),
    drawAt: new Date(dayStart.getTime() + (i + 1) * minutes * 60_000),
  }));
}
