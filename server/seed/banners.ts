import type { Tx } from "../db/connect.js";
import type { BannerGroup } from "../../contract/banner-groups.js";
import { banners } from "../db/schema.js";
import { putMedia, staticUrl } from "../modules/media/index.js";
import { bannerSvg, type Artwork } from "./art/banner.js";

type DemoBanner = Artwork & { linkageType: "URL" | "PROMOTION" | null; link: string | null };

const toPromotion = (id: string) => ({ linkageType: "PROMOTION" as const, link: `/promotions/${id}` });
const toPage = (path: string) => ({ linkageType: "URL" as const, link: path });
const noLink = { linkageType: null, link: null };

// SPEC §2.2: every route group has its own strip; home carries the most.
export const demoBanners: Record<BannerGroup, DemoBanner[]> = {
  w_home: [
    { kicker: "New players", title: "100% Welcome Bonus", subtitle: "Double your first deposit up to ₫5,000,000", cta: "Claim now", motif: "gift", palette: "violet", ...toPromotion("welcome-bonus") },
    { kicker: "Live casino", title: "Live Casino Nights", subtitle: "Baccarat, roulette and blackjack with real dealers", cta: "Play live", motif: "chips", palette: "crimson", ...toPage("/live") },
    {
      kicker: "Sports",
      title: "Weekend Accumulator Boost",
      subtitle: "Up to 50% extra winnings on 4+ leg parlays",
      cta: "See details",
      motif: "ball",
      palette: "emerald",
      ...toPromotion("weekend-accumulator-boost"),
    },
    { kicker: "Every day", title: "Daily Rebate 1.2%", subtitle: "Paid back on every bet, win or lose", motif: "trophy", palette: "gold", ...noLink },
  ],
  w_rng: [
    { kicker: "Slots", title: "Spin for the Jackpot", subtitle: "Progressive jackpots growing every minute", motif: "reels", palette: "neon", ...noLink },
    { kicker: "New this week", title: "50 Free Spins", subtitle: "For new players on selected slots", cta: "Get spins", motif: "star", palette: "sunset", ...toPromotion("new-player-free-spins") },
  ],
  w_live: [
    { kicker: "Live casino", title: "Real Dealers, Real Time", subtitle: "HD tables open around the clock", motif: "cards", palette: "crimson", ...noLink },
    {
      kicker: "Cashback",
      title: "5% Weekly Live Cashback",
      subtitle: "Every Monday, straight to your wallet",
      cta: "Learn more",
      motif: "chips",
      palette: "midnight",
      ...toPromotion("live-casino-cashback"),
    },
  ],
  w_fish: [{ kicker: "Fishing", title: "Fishing Frenzy", subtitle: "Aim, fire and catch the golden dragon", motif: "fish", palette: "ocean", ...noLink }],
  w_pvp: [{ kicker: "Card tables", title: "Table Battles", subtitle: "Tien Len, Phom and Mau Binh against real players", motif: "cards", palette: "teal", ...noLink }],
  w_sports: [
    { kicker: "Sports", title: "Every League, Every Day", subtitle: "Pre-match and live odds on 30+ sports", motif: "ball", palette: "emerald", ...noLink },
    { kicker: "Weekend", title: "Accumulator Boost", subtitle: "Up to 50% extra on winning parlays", cta: "See details", motif: "trophy", palette: "midnight", ...toPromotion("weekend-accumulator-boost") },
  ],
  w_esports: [{ kicker: "Esports", title: "Esports Arena", subtitle: "LoL, Dota 2, CS2 and Valorant markets", motif: "controller", palette: "neon", ...noLink }],
  w_lott: [
    { kicker: "Lottery", title: "Lucky Numbers Daily", subtitle: "Northern, central and southern draws every day", motif: "lotteryBalls", palette: "sunset", ...noLink },
    { kicker: "Fast draws", title: "Draws Every 5 Minutes", subtitle: "Electronic lottery that never sleeps", motif: "lotteryBalls", palette: "violet", ...toPage("/elott") },
  ],
  w_down: [{ kicker: "App", title: "Laro in Your Pocket", subtitle: "Android, iOS and a lite app for any phone", motif: "phone", palette: "ocean", ...noLink }],
  w_promotion: [
    { kicker: "Promotions", title: "This Month's Offers", subtitle: "Bonuses, rebates and cashback for everyone", motif: "gift", palette: "violet", ...noLink },
    {
      kicker: "Refer and earn",
      title: "Invite Friends, Earn Together",
      subtitle: "Up to 0.5% of your friends' turnover",
      cta: "Invite now",
      motif: "star",
      palette: "teal",
      ...toPromotion("refer-a-friend"),
    },
  ],
  w_shop: [{ kicker: "Points shop", title: "Redeem Your Points", subtitle: "Gadgets, vouchers and bonus credit", motif: "gift", palette: "gold", ...noLink }],
  w_help: [{ kicker: "Help centre", title: "We're Here to Help", subtitle: "Answers to common questions, day and night", motif: "question", palette: "midnight", ...noLink }],
  w_reg: [
    { kicker: "Join today", title: "Start With a Bonus", subtitle: "100% on your first deposit, 50 free spins too", cta: "See offers", motif: "star", palette: "violet", ...toPromotion("welcome-bonus") },
    { kicker: "Zalo", title: "Link Zalo, Get ₫131K", subtitle: "Add your Zalo number when you register", motif: "gift", palette: "ocean", ...toPromotion("zalo-link-bonus") },
  ],
  w_inhouse: [
    { kicker: "Laro originals", title: "Provably Fair Games", subtitle: "Dice, crash and mines you can verify yourself", motif: "dice", palette: "teal", ...noLink },
    { kicker: "Laro originals", title: "Roll the Dice", subtitle: "Instant rounds, instant results", cta: "Play now", motif: "dice", palette: "crimson", ...toPage("/inhouse") },
  ],
};

export async function seedBanners(tx: Tx): Promise<void> {
  const rows = Object.entries(demoBanners).flatMap(([group, list]) =>
    list.map((art, i) => {
      const id = `${group}-${i + 1}`;
      return { id, group, art, mediaPath: `banners/${id}.svg`, sequence: i + 1 };
    }),
  );
  await putMedia(
    tx,
    rows.map((r) => ({ path: r.mediaPath, contentType: "image/svg+xml", body: bannerSvg(r.art) })),
  );
  await tx
    .insert(banners)
    .values(
      rows.map((r) => ({
        id: r.id,
        groupName: r.group,
        title: r.art.title,
        imageUrl: staticUrl(r.mediaPath),
        linkageType: r.art.linkageType,
        link: r.art.link,
        sequence: r.sequence,
      })),
    )
    .onConflictDoNothing();
}
