// The lottery's pages (SPEC §2.1) and which of the in-house lottery's games each shows; shared by the loader
// and the browser.
import type { LottoArea, PrizeMode } from "~contract/lottery";

/** Which games a page shows: its area, the prize modes it lists, and the page a game's links stay on. */
export const LOTTERY_PAGES = {
  all: { path: "/lottery", lottoArea: undefined, prizeModes: ["Lott", "ZY", "SEA", "Elott"] },
  vn: { path: "/vnlottery", lottoArea: "VN", prizeModes: ["Lott", "ZY"] },
  sea: { path: "/seaLottery", lottoArea: "SEA", prizeModes: ["SEA"] },
  elott: { path: "/elott", lottoArea: undefined, prizeModes: ["Elott"] },
} as const satisfies Record<
  string,
  { path: string; lottoArea: LottoArea | undefined; prizeModes: readonly PrizeMode[] }
>;
export type LotteryPageKind = keyof typeof LOTTERY_PAGES;
