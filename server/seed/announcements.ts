import type { Tx } from "../db/connect.js";
import type { AnnouncementType } from "../modules/content/index.js";
import { announcements } from "../db/schema.js";

type DemoAnnouncement = { type: AnnouncementType; title: string; body: string[]; hoursAgo: number };

const HOUR_MS = 60 * 60 * 1000;

// The demo's notices speak only of what this platform delivers (ADR 0037): accounts, the wallet, the
// Laro Originals, trial play, responsible play, messages, the help centre and the line speed test. No
// bonus, outside vendor, app or date is promised. Notices are written once, in English (the table has
// no language); an operator writes its own.
export const demoAnnouncements: DemoAnnouncement[] = [
  // B: general notices.
  {
    type: "B",
    title: "Deposit by Vietcombank transfer",
    hoursAgo: 4,
    body: [
      "<p>Open <strong>Deposit</strong>, choose <em>Vietcombank transfer</em> and send the amount to the account the form shows.</p>",
      "<p>Your balance is credited once our team has matched the transfer. The form lists the minimum and maximum amount.</p>",
    ],
  },
  {
    type: "B",
    title: "Online payment on the demo site",
    hoursAgo: 16,
    body: ["<p>This demo site offers a sandbox online payment. It moves no real money: it shows how a deposit is confirmed by a payment provider and credited at once.</p>"],
  },
  {
    type: "B",
    title: "Withdrawals go to a bank account in your own name",
    hoursAgo: 28,
    body: [
      "<p>Add a bank account in your own name in the member centre, then ask for a withdrawal. It is paid once it has been checked.</p>",
      "<p>After the money is sent, confirm whether you received it.</p>",
    ],
  },
  {
    type: "B",
    title: "Seven Laro Originals to play",
    hoursAgo: 40,
    body: ["<p>Dice, Limbo, Mines, Plinko, Keno, Laro Fortune Reels and Baccarat: the Laro Originals are the games this site offers. Find them under <em>Laro Originals</em>.</p>"],
  },
  {
    type: "B",
    title: "Other game providers are not connected yet",
    hoursAgo: 52,
    body: ["<p>Games from outside providers appear only once they are connected. A provider shown as <em>coming soon</em> has no games to play yet.</p>"],
  },
  {
    type: "B",
    title: "Find the fastest line",
    hoursAgo: 64,
    body: ["<p>The line speed test measures each of our addresses from your connection and lists the fastest first.</p>"],
  },
  {
    type: "B",
    title: "Your betting record",
    hoursAgo: 76,
    body: ["<p>Every round you play is listed in your betting record in the member centre, with its stake, its result and what was paid.</p>"],
  },
  {
    type: "B",
    title: "Account history to download",
    hoursAgo: 88,
    body: ["<p>Your deposits, withdrawals and rounds are in your account history. You can download the last three months as a CSV file.</p>"],
  },
  // PL: notices to players.
  {
    type: "PL",
    title: "Never share your one-time code",
    hoursAgo: 8,
    body: [
      "<p>Laro staff will <strong>never</strong> ask for your password or your one-time code.</p>",
      "<p>If someone asks for it, even if they say they are from Laro, do not share it and contact customer service.</p>",
    ],
  },
  {
    type: "PL",
    title: "Log in with an SMS code",
    hoursAgo: 20,
    body: ["<p>No password at hand? Choose the SMS code login and enter the code we send to your mobile number.</p>"],
  },
  {
    type: "PL",
    title: "A login from a new place asks for a code",
    hoursAgo: 32,
    body: ["<p>When you log in from an address we have not seen before, we send you a verification code first. This keeps your account safe if your password leaks.</p>"],
  },
  {
    type: "PL",
    title: "Forgot your password?",
    hoursAgo: 44,
    body: ["<p>Choose <em>Forgot password</em> on the login form. We send a code to your mobile number and you choose a new password.</p>"],
  },
  {
    type: "PL",
    title: "Set your own deposit limits",
    hoursAgo: 56,
    body: [
      "<p>In <strong>Responsible play</strong> you can limit what you deposit in 24 hours, 7 days or a month.</p>",
      "<p>A lower limit applies at once; a higher one, or none, only after 24 hours and your confirmation then.</p>",
    ],
  },
  {
    type: "PL",
    title: "Beware of fake Laro websites",
    hoursAgo: 68,
    body: ["<p>Only use the addresses listed in the line speed test. Fake sites copy our look to steal passwords.</p>"],
  },
  {
    type: "PL",
    title: "Messages from us stay in your inbox",
    hoursAgo: 80,
    body: ["<p>Notices about your account and the answers to your feedback arrive in <strong>Messages</strong> in the member centre.</p>"],
  },
  // PU: pop-ups on the home page.
  {
    type: "PU",
    title: "Welcome to Laro",
    hoursAgo: 2,
    body: ["<p>Register with a username or your mobile number, deposit, and play the seven Laro Originals.</p>", "<p>Want to look first? Try any of them free with a trial account and demo credit.</p>"],
  },
  {
    type: "PU",
    title: "This is a demo site",
    hoursAgo: 24,
    body: ["<p>This site shows the Laro platform. Its online payment is a sandbox that moves no real money, and its demo accounts are public.</p>"],
  },
  {
    type: "PU",
    title: "Help in Tagalog and English",
    hoursAgo: 48,
    body: ["<p>The help centre answers common questions about your account, deposits, withdrawals and games, in both languages.</p>"],
  },
  // PR: promotions. Each names what the promotions engine pays (ADR 0046), as the promotion's own terms do.
  {
    type: "PR",
    title: "Promotions with their full terms",
    hoursAgo: 12,
    body: [
      "<p>Every promotion lists its full terms on the promotions page: what it pays, how many times a bonus is wagered and by when.</p>",
      "<p>Your bonuses, their wagering progress and every bet that counted, or did not and why, are under Bonus details in your account.</p>",
    ],
  },
  {
    type: "PR",
    title: "Trial play is free",
    hoursAgo: 60,
    body: ["<p>Every Laro Original can be played free: choose <em>Start free play</em> for a trial account with demo credit. Demo credit is not real money and cannot be withdrawn.</p>"],
  },
  // H: notices of the home page.
  {
    type: "H",
    title: "Provably fair: check every round",
    hoursAgo: 6,
    body: ["<p>Each Laro Original round is drawn from a server seed, your client seed and a nonce. Change the seeds to reveal the server seed and verify every round you played with it.</p>"],
  },
  {
    type: "H",
    title: "Take a break when you need one",
    hoursAgo: 30,
    body: ["<p>A time-out stops deposits, transfers and play for the length you choose. It starts at once and cannot be ended early.</p>"],
  },
  {
    type: "H",
    title: "Self-exclusion",
    hoursAgo: 54,
    body: ["<p>If gambling is no longer fun, you can exclude yourself for at least six months. You can still withdraw your balance.</p>"],
  },
  {
    type: "H",
    title: "Play responsibly",
    hoursAgo: 78,
    body: ["<p>Gaming is entertainment. Take breaks, set limits and never chase losses. You must be 18 or older to play.</p>"],
  },
  {
    type: "H",
    title: "Send us your feedback",
    hoursAgo: 102,
    body: ["<p>Something unclear or not working? Send us feedback from <strong>Messages</strong> in the member centre; the answer arrives there too.</p>"],
  },
  // More general notices, so the list has history to page through.
  {
    type: "B",
    title: "Works on any phone",
    hoursAgo: 100,
    body: ["<p>Every page fits a phone screen and works in the browser, even with JavaScript turned off. Nothing to install.</p>"],
  },
  {
    type: "B",
    title: "Register with your mobile number",
    hoursAgo: 112,
    body: ["<p>You can register with a username or with your mobile number. A mobile number lets you log in by SMS code and recover your password.</p>"],
  },
  {
    type: "B",
    title: "Balances in Vietnamese dong",
    hoursAgo: 124,
    body: ["<p>Your wallet, deposits, withdrawals and stakes are all in Vietnamese dong (VND).</p>"],
  },
  {
    type: "PL",
    title: "Change your password from time to time",
    hoursAgo: 136,
    body: ["<p>Use a password you use nowhere else. You can change it in the security centre of your account.</p>"],
  },
  {
    type: "PL",
    title: "Check your deposit details",
    hoursAgo: 148,
    body: ["<p>Before a bank transfer, check the account number the deposit form shows you. Never transfer to an account someone sends you in a chat.</p>"],
  },
];

export async function seedAnnouncements(tx: Tx, now: Date): Promise<void> {
  await tx
    .insert(announcements)
    .values(
      demoAnnouncements.map((a, i) => ({
        // New ids: a notice of the first demo (ann-…) that an operator edited is kept as it is (migration 0020).
        id: `notice-${String(i + 1).padStart(3, "0")}`,
        type: a.type,
        title: a.title,
        content: a.body.join("\n"),
        publishedAt: new Date(now.getTime() - a.hoursAgo * HOUR_MS),
      })),
    )
    .onConflictDoNothing();
}
