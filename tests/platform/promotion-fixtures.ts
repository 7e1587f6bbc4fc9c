import type { Db } from "../../server/db/connect.js";
import { putMedia, staticUrl } from "../../server/modules/media/index.js";
import { promotionImages, promotions, promotionTexts } from "../../server/db/schema.js";
import { bannerSvg, type Artwork } from "../../server/seed/art/banner.js";
import { escapeHtml } from "../../server/http/html.js";

// Promotions as an operator will publish them once the promotions engine exists (a later issue). No
// install is seeded with any (ADR 0037): the tests of the promotions pages write these into their own
// throw-away database to test listing, paging, categories, images and dates.

type TestPromotion = {
  id: string;
  category: string;
  title: string;
  summary: string;
  intro: string;
  steps: string[];
  table: { caption: string; head: string[]; rows: string[][] };
  terms: string[];
  art: Artwork[];
  // Days from the first seed; null means open-ended.
  startsInDays: number | null;
  endsInDays: number | null;
};

// Operator-style HTML: headings, an ordered list of steps, a table of tiers and the terms.
function promotionHtml(p: TestPromotion): string {
  const e = escapeHtml;
  return [
    `<p>${e(p.intro)}</p>`,
    `<h3>How to join</h3>`,
    `<ol>${p.steps.map((s) => `<li>${e(s)}</li>`).join("")}</ol>`,
    `<h3>${e(p.table.caption)}</h3>`,
    `<table><thead><tr>${p.table.head.map((h) => `<th>${e(h)}</th>`).join("")}</tr></thead>`,
    `<tbody>${p.table.rows.map((r) => `<tr>${r.map((c) => `<td>${e(c)}</td>`).join("")}</tr>`).join("")}</tbody></table>`,
    `<h3>Terms and conditions</h3>`,
    `<ul>${p.terms.map((t) => `<li>${e(t)}</li>`).join("")}</ul>`,
    `<p><strong>Laro reserves the right to change or end this promotion; play responsibly.</strong></p>`,
  ].join("\n");
}

export const testPromotions: TestPromotion[] = [
  {
    id: "welcome-bonus",
    category: "new_player",
    title: "100% First Deposit Welcome Bonus",
    summary: "Double your first deposit, up to ₫5,000,000 in bonus credit.",
    intro: "New to Laro? Make your first deposit and we match it one to one, so you start with twice the balance.",
    steps: [
      "Register an account and verify your mobile number.",
      "Deposit at least ₫100,000 within 7 days of registering.",
      "Apply for the bonus from the promotions page before you place a bet.",
    ],
    table: {
      caption: "Bonus tiers",
      head: ["First deposit", "Bonus", "Turnover required"],
      rows: [
        ["₫100,000 – ₫999,999", "100%", "15× (deposit + bonus)"],
        ["₫1,000,000 – ₫4,999,999", "100%", "18× (deposit + bonus)"],
        ["₫5,000,000 and above", "₫5,000,000", "20× (deposit + bonus)"],
      ],
    },
    terms: [
      "One welcome bonus per person, household, device and bank account.",
      "Bets on live casino count at 50% towards turnover; sports bets at odds below 1.50 do not count.",
      "The bonus expires if the turnover is not reached within 30 days.",
    ],
    art: [
      {
        kicker: "New players",
        title: "100% Welcome Bonus",
        subtitle: "Up to ₫5,000,000 on your first deposit",
        cta: "Apply now",
        motif: "gift",
        palette: "violet",
      },
      {
        kicker: "Step by step",
        title: "Register, Deposit, Apply",
        subtitle: "Your bonus is credited within minutes",
        motif: "star",
        palette: "sunset",
      },
    ],
    startsInDays: -20,
    endsInDays: null,
  },
  {
    id: "new-player-free-spins",
    category: "new_player",
    title: "50 Free Spins for New Players",
    summary: "Fifty free spins on selected slots after your first deposit of ₫200,000.",
    intro: "Try our most popular slots on the house: fifty free spins, with winnings paid as bonus credit.",
    steps: [
      "Deposit at least ₫200,000 as a new member.",
      "Open any of the selected slots from the slots page.",
      "Your free spins are waiting in the game; winnings go to your bonus wallet.",
    ],
    table: {
      caption: "Selected slots",
      head: ["Game", "Spins", "Value per spin"],
      rows: [
        ["Fortune Dragon", "20", "₫2,000"],
        ["Golden Temple", "20", "₫2,000"],
        ["Lucky Neko", "10", "₫4,000"],
      ],
    },
    terms: [
      "Free spins must be used within 3 days of being credited.",
      "Winnings from free spins require 10× turnover before withdrawal.",
      "Cannot be combined with the 100% welcome bonus on the same deposit.",
    ],
    art: [
      {
        kicker: "New players",
        title: "50 Free Spins",
        subtitle: "On our most popular slots",
        cta: "Spin now",
        motif: "reels",
        palette: "neon",
      },
      {
        kicker: "Slots",
        title: "Fortune Dragon and More",
        subtitle: "Three hit games to try for free",
        motif: "star",
        palette: "gold",
      },
    ],
    startsInDays: -20,
    endsInDays: null,
  },
  {
    id: "zalo-link-bonus",
    category: "new_player",
    title: "Link Zalo and Get up to ₫131,000",
    summary: "Add your Zalo number at registration and receive a bonus of up to ₫131,000.",
    intro:
      "Stay in touch with our VIP hosts on Zalo. Link your Zalo account when you register and we add a bonus to your wallet.",
    steps: [
      "Enter your Zalo number in the registration form.",
      "Verify it by replying to the message from the Laro official account.",
      "The bonus is credited within 24 hours of verification.",
    ],
    table: {
      caption: "Bonus amount",
      head: ["Deposits in the first week", "Zalo bonus"],
      rows: [
        ["None", "₫31,000"],
        ["₫500,000 or more", "₫81,000"],
        ["₫2,000,000 or more", "₫131,000"],
      ],
    },
    terms: [
      "One Zalo account per member; the number must not be linked to another Laro account.",
      "The bonus requires 5× turnover before withdrawal.",
    ],
    art: [
      {
        kicker: "New players",
        title: "Link Zalo, Get ₫131K",
        subtitle: "A bonus for staying in touch",
        cta: "Register",
        motif: "phone",
        palette: "ocean",
      },
    ],
    startsInDays: -10,
    endsInDays: 120,
  },
  {
    id: "weekend-accumulator-boost",
    category: "sports",
    title: "Weekend Accumulator Boost",
    summary: "Up to 50% extra winnings on accumulators of four legs or more, every weekend.",
    intro: "Build a parlay on Saturday or Sunday and we boost your winnings. The more legs, the bigger the boost.",
    steps: [
      "Place an accumulator of 4 or more selections between Friday 18:00 and Sunday 23:59.",
      "Each selection must have odds of 1.40 or higher.",
      "The boost is added to your winnings automatically when the bet settles.",
    ],
    table: {
      caption: "Boost by number of legs",
      head: ["Legs", "Boost on winnings"],
      rows: [
        ["4", "5%"],
        ["5 – 6", "10%"],
        ["7 – 9", "25%"],
        ["10 or more", "50%"],
      ],
    },
    terms: [
      "The maximum boost per bet is ₫10,000,000.",
      "Cashed-out bets and void legs do not qualify.",
      "Only real-money bets qualify; bonus bets are excluded.",
    ],
    art: [
      {
        kicker: "Sports",
        title: "Accumulator Boost",
        subtitle: "Up to 50% extra every weekend",
        cta: "Bet now",
        motif: "ball",
        palette: "emerald",
      },
    ],
    startsInDays: -30,
    endsInDays: null,
  },
  {
    id: "daily-rebate",
    category: "rebate",
    title: "Unlimited Daily Rebate up to 1.2%",
    summary: "A share of every bet back to your wallet each day, win or lose.",
    intro: "Every real-money bet earns a rebate. It is calculated on yesterday's valid bets and paid every morning.",
    steps: [
      "Play any game with real money.",
      "Rebates are calculated at 00:00 on the previous day's valid bets.",
      "Collect your rebate from the betting bonus page before 23:59.",
    ],
    table: {
      caption: "Rebate rates by game type",
      head: ["Game type", "Rebate"],
      rows: [
        ["Slots", "1.2%"],
        ["Fishing", "1.0%"],
        ["Live casino", "0.8%"],
        ["Sports and esports", "0.7%"],
        ["Lottery", "0.5%"],
      ],
    },
    terms: [
      "No upper limit on the daily rebate.",
      "Rebates require 1× turnover before withdrawal.",
      "Bets that are cancelled or refunded do not earn a rebate.",
    ],
    art: [
      {
        kicker: "Every day",
        title: "Daily Rebate 1.2%",
        subtitle: "Paid every morning, no limit",
        motif: "trophy",
        palette: "gold",
      },
    ],
    startsInDays: -60,
    endsInDays: null,
  },
  {
    id: "live-casino-cashback",
    category: "live",
    title: "5% Weekly Live Casino Cashback",
    summary: "Get back 5% of your net live casino losses every Monday.",
    intro: "A tough week at the tables? We return part of your net losses on live casino games every Monday.",
    steps: [
      "Play live baccarat, roulette, blackjack or sic bo from Monday to Sunday.",
      "Cashback is calculated on your net losses for the week.",
      "It is credited on Monday by 12:00.",
    ],
    table: {
      caption: "Cashback by weekly net loss",
      head: ["Net loss", "Cashback", "Maximum"],
      rows: [
        ["₫500,000 – ₫4,999,999", "3%", "₫150,000"],
        ["₫5,000,000 – ₫49,999,999", "4%", "₫2,000,000"],
        ["₫50,000,000 and above", "5%", "₫10,000,000"],
      ],
    },
    terms: ["Cashback requires 3× turnover before withdrawal.", "Losses made with bonus money do not count."],
    art: [
      {
        kicker: "Live casino",
        title: "5% Weekly Cashback",
        subtitle: "Every Monday, straight to your wallet",
        cta: "Play live",
        motif: "chips",
        palette: "crimson",
      },
    ],
    startsInDays: -45,
    endsInDays: null,
  },
  {
    id: "refer-a-friend",
    category: "referral",
    title: "Invite Friends, Earn Together",
    summary: "Earn up to 0.5% of every friend's turnover, for as long as they play.",
    intro: "Share your referral link. When friends sign up and play, you receive a share of their turnover every day.",
    steps: [
      "Copy your referral link from the refer-and-earn page.",
      "Your friend registers with your link and makes a first deposit.",
      "Your commission is paid daily to your main wallet.",
    ],
    table: {
      caption: "Commission by active friends",
      head: ["Active friends this month", "Commission on their turnover"],
      rows: [
        ["1 – 4", "0.2%"],
        ["5 – 19", "0.3%"],
        ["20 – 49", "0.4%"],
        ["50 or more", "0.5%"],
      ],
    },
    terms: [
      "A friend is active after depositing at least ₫200,000 in the month.",
      "Self-referral and shared devices are not allowed.",
    ],
    art: [
      {
        kicker: "Refer and earn",
        title: "Invite Friends",
        subtitle: "Up to 0.5% of their turnover, every day",
        cta: "Get my link",
        motif: "star",
        palette: "teal",
      },
    ],
    startsInDays: -90,
    endsInDays: null,
  },
  {
    id: "lunar-new-year-lucky-draw",
    category: "event",
    title: "Lunar New Year Lucky Draw",
    summary: "Every ₫1,000,000 of turnover earns a ticket for the New Year draw.",
    intro: "Celebrate Tet with us: collect tickets during the festival and win prizes in the grand draw.",
    steps: [
      "Play any game during the event period.",
      "Each ₫1,000,000 of valid turnover earns one lucky-draw ticket.",
      "Winners are drawn live and announced on the last day.",
    ],
    table: {
      caption: "Prizes",
      head: ["Prize", "Winners", "Reward"],
      rows: [
        ["Grand prize", "1", "₫88,000,000"],
        ["First prize", "8", "₫8,800,000"],
        ["Lucky red envelope", "888", "₫188,000"],
      ],
    },
    terms: ["At most 500 tickets per member.", "Prizes are paid as cash with 1× turnover."],
    art: [
      {
        kicker: "Coming soon",
        title: "Lunar New Year Draw",
        subtitle: "888 red envelopes and a ₫88M grand prize",
        motif: "lotteryBalls",
        palette: "crimson",
      },
    ],
    startsInDays: 14,
    endsInDays: 45,
  },
  {
    id: "summer-slots-race",
    category: "slots",
    title: "Summer Slots Race",
    summary: "The summer leaderboard race has finished; thank you for playing.",
    intro: "Our summer race rewarded the top 100 slot players by turnover. The winners have been paid.",
    steps: [
      "Play any slot during the race period.",
      "Climb the leaderboard by turnover.",
      "Prizes were paid within 3 days of the end.",
    ],
    table: {
      caption: "Prizes paid",
      head: ["Rank", "Prize"],
      rows: [
        ["1", "₫20,000,000"],
        ["2 – 10", "₫2,000,000"],
        ["11 – 100", "₫200,000"],
      ],
    },
    terms: ["The race has ended; no new entries are accepted."],
    art: [
      {
        kicker: "Finished",
        title: "Summer Slots Race",
        subtitle: "Thank you to everyone who played",
        motif: "reels",
        palette: "sunset",
      },
    ],
    startsInDays: -75,
    endsInDays: -5,
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

export async function insertTestPromotions(tx: Db, now: Date = new Date()): Promise<void> {
  const at = (days: number | null) => (days === null ? null : new Date(now.getTime() + days * DAY_MS));
  const images = testPromotions.flatMap((p) =>
    p.art.map((art, i) => ({ promotionId: p.id, sequence: i + 1, art, mediaPath: `promotions/${p.id}-${i + 1}.svg` })),
  );
  await putMedia(
    tx,
    images.map((i) => ({ path: i.mediaPath, contentType: "image/svg+xml", body: bannerSvg(i.art) })),
  );
  await tx
    .insert(promotions)
    .values(
      testPromotions.map((p, i) => ({
        id: p.id,
        category: p.category,
        startsAt: at(p.startsInDays),
        endsAt: at(p.endsInDays),
        sequence: i + 1,
      })),
    )
    .onConflictDoNothing();
  // Written in English only, as an operator may: a TY visitor reads these English texts (ADR 0062).
  await tx
    .insert(promotionTexts)
    .values(
      testPromotions.map((p) => ({
        promotionId: p.id,
        language: "EN",
        title: p.title,
        summary: p.summary,
        content: promotionHtml(p),
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(promotionImages)
    .values(images.map((i) => ({ promotionId: i.promotionId, sequence: i.sequence, url: staticUrl(i.mediaPath) })))
    .onConflictDoNothing();
}
