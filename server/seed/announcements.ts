import type { Tx } from "../db/connect.js";
import type { AnnouncementType } from "../modules/content/index.js";
import { announcements } from "../db/schema.js";

type DemoAnnouncement = { type: AnnouncementType; title: string; body: (when: Date) => string[]; hoursAgo: number };

const HOUR_MS = 60 * 60 * 1000;

// Vietnam time, as the operator writes its notices.
function vnDate(date: Date): string {
  return new Date(date.getTime() + 7 * HOUR_MS).toISOString().slice(0, 10);
}
const inDays = (date: Date, days: number) => new Date(date.getTime() + days * 24 * HOUR_MS);

const vendorMaintenance = (vendor: string, games: string, hoursAgo: number): DemoAnnouncement => ({
  type: "B",
  title: `Scheduled maintenance: ${vendor}`,
  hoursAgo,
  body: (when) => [
    `<p>${vendor} will carry out scheduled maintenance on <strong>${vnDate(inDays(when, 2))}</strong> from 02:00 to 06:00 (GMT+7).</p>`,
    `<p>During this time ${games} will be unavailable. Balances in open games are safe and will be returned to your main wallet automatically.</p>`,
    `<p>We apologise for the inconvenience.</p>`,
  ],
});

export const demoAnnouncements: DemoAnnouncement[] = [
  vendorMaintenance("Evolution Live Casino", "live baccarat, roulette and game shows", 6),
  vendorMaintenance("PG Soft", "PG slots", 30),
  vendorMaintenance("SA Gaming", "SA live tables", 54),
  vendorMaintenance("JILI", "JILI slots and fishing games", 80),
  vendorMaintenance("Saba Sports", "Saba sports betting (open bets are not affected)", 104),
  vendorMaintenance("DS88 Cockfighting", "cockfighting streams and betting", 130),
  vendorMaintenance("TF Gaming", "esports betting", 156),
  vendorMaintenance("CQ9", "CQ9 slots", 182),
  {
    type: "B",
    title: "New deposit channel: MoMo e-wallet",
    hoursAgo: 12,
    body: () => [
      "<p>You can now deposit with <strong>MoMo</strong>. Deposits from ₫50,000 are credited within one minute.</p>",
      "<ul><li>Minimum deposit: ₫50,000</li><li>Maximum deposit: ₫20,000,000 per transaction</li><li>No fees</li></ul>",
    ],
  },
  {
    type: "B",
    title: "Bank transfer maintenance: Vietcombank",
    hoursAgo: 40,
    body: (when) => [
      `<p>Vietcombank transfers will be delayed on <strong>${vnDate(inDays(when, 1))}</strong> between 23:00 and 01:00 (GMT+7) because of the bank's system upgrade.</p>`,
      "<p>Please use another bank or an e-wallet during this window.</p>",
    ],
  },
  {
    type: "B",
    title: "Withdrawal times during the Tet holiday",
    hoursAgo: 210,
    body: () => ["<p>Withdrawals stay open during the holiday. Bank transfers may take up to 4 hours while interbank systems run on holiday schedules.</p>"],
  },
  {
    type: "B",
    title: "Lottery results now update in real time",
    hoursAgo: 240,
    body: () => ["<p>Northern, central and southern lottery results now appear on the lottery page the moment each prize is drawn.</p>"],
  },
  {
    type: "B",
    title: "New games from Fa Chai and KA Gaming",
    hoursAgo: 270,
    body: () => ["<p>Twenty new slots and three fishing games have arrived. Find them under <em>New</em> on the slots and fishing pages.</p>"],
  },
  {
    type: "PL",
    title: "Never share your OTP code",
    hoursAgo: 18,
    body: () => [
      "<p>Laro staff will <strong>never</strong> ask for your password or your one-time code.</p>",
      "<p>If someone asks for it, even if they say they are from Laro, do not share it and contact customer service.</p>",
    ],
  },
  {
    type: "PL",
    title: "Update the Laro app to version 3.2",
    hoursAgo: 66,
    body: () => ["<p>Version 3.2 brings faster game loading and face login. Update from the download page or your app store.</p>"],
  },
  {
    type: "PL",
    title: "Set your own deposit limits",
    hoursAgo: 120,
    body: () => [
      "<p>Responsible gaming matters. You can set daily, weekly or monthly deposit limits in your account settings.</p>",
      "<p>Lowering a limit takes effect at once; raising it takes effect after 24 hours.</p>",
    ],
  },
  {
    type: "PL",
    title: "Verify your mobile number",
    hoursAgo: 150,
    body: () => ["<p>A verified mobile number lets you recover your password by SMS and log in with a code.</p>"],
  },
  {
    type: "PL",
    title: "Beware of fake Laro websites",
    hoursAgo: 300,
    body: () => ["<p>Only use the addresses listed in the domain speed test. Fake sites copy our look to steal passwords.</p>"],
  },
  {
    type: "PU",
    title: "Welcome to Laro",
    hoursAgo: 3,
    body: () => [
      "<p>Thank you for visiting Laro. New members get a <strong>100% welcome bonus</strong> and <strong>50 free spins</strong>.</p>",
      "<p>Customer service is available 24/7 from the side menu.</p>",
    ],
  },
  {
    type: "PU",
    title: "Link Zalo and get up to ₫131,000",
    hoursAgo: 48,
    body: () => ["<p>Add your Zalo number and receive a bonus of up to ₫131,000. See the promotions page for details.</p>"],
  },
  {
    type: "PU",
    title: "System upgrade completed",
    hoursAgo: 200,
    body: () => ["<p>Our platform upgrade is complete. Pages load faster and deposits are credited sooner. Thank you for your patience.</p>"],
  },
  {
    type: "PR",
    title: "Weekend Accumulator Boost is back",
    hoursAgo: 9,
    body: () => ["<p>Up to 50% extra winnings on parlays of four legs or more, every Saturday and Sunday.</p>"],
  },
  {
    type: "PR",
    title: "Daily rebate raised to 1.2% on slots",
    hoursAgo: 36,
    body: () => ["<p>From today the slots rebate is 1.2%, paid every morning with no upper limit.</p>"],
  },
  {
    type: "PR",
    title: "Live casino cashback credited",
    hoursAgo: 60,
    body: () => ["<p>Last week's live casino cashback has been credited. Check your bonus details to see your amount.</p>"],
  },
  {
    type: "PR",
    title: "New referral tiers: up to 0.5%",
    hoursAgo: 96,
    body: () => [
      "<p>Invite more friends, earn more:</p>",
      "<table><thead><tr><th>Active friends</th><th>Commission</th></tr></thead><tbody><tr><td>1 – 4</td><td>0.2%</td></tr><tr><td>50 or more</td><td>0.5%</td></tr></tbody></table>",
    ],
  },
  {
    type: "PR",
    title: "Summer Slots Race winners",
    hoursAgo: 110,
    body: () => ["<p>Congratulations to the top 100 players of the Summer Slots Race. All prizes have been paid.</p>"],
  },
  {
    type: "PR",
    title: "50 free spins for new players",
    hoursAgo: 230,
    body: () => ["<p>Make your first deposit of ₫200,000 or more and play Fortune Dragon, Golden Temple and Lucky Neko for free.</p>"],
  },
  {
    type: "PR",
    title: "Lunar New Year Lucky Draw announced",
    hoursAgo: 260,
    body: () => ["<p>888 red envelopes and a ₫88,000,000 grand prize. The draw opens soon; watch this space.</p>"],
  },
  {
    type: "H",
    title: "Our new help centre is live",
    hoursAgo: 20,
    body: () => ["<p>Find answers about accounts, deposits, withdrawals and games in the new help centre.</p>"],
  },
  {
    type: "H",
    title: "Customer service hours during the holiday",
    hoursAgo: 140,
    body: () => ["<p>Live chat stays open 24/7 during the holiday. VIP hosts answer from 08:00 to 24:00 (GMT+7).</p>"],
  },
  {
    type: "H",
    title: "Play responsibly",
    hoursAgo: 320,
    body: () => ["<p>Gaming is entertainment. Take breaks, set limits and never chase losses. You must be 18 or older to play.</p>"],
  },
];

export async function seedAnnouncements(tx: Tx, now: Date): Promise<void> {
  await tx
    .insert(announcements)
    .values(
      demoAnnouncements.map((a, i) => {
        const publishedAt = new Date(now.getTime() - a.hoursAgo * HOUR_MS);
        return {
          id: `ann-${String(i + 1).padStart(3, "0")}`,
          type: a.type,
          title: a.title,
          content: a.body(publishedAt).join("\n"),
          publishedAt,
        };
      }),
    )
    .onConflictDoNothing();
}
