import type { Tx } from "../db/connect.js";
import { helpArticles, helpCategories } from "../db/schema.js";

type DemoCategory = { id: string; title: string; articles: { id: string; title: string; content: string }[] };

export const demoHelp: DemoCategory[] = [
  {
    id: "account",
    title: "Account and security",
    articles: [
      {
        id: "register",
        title: "How do I create an account?",
        content:
          "<p>Choose <strong>Register</strong> at the top of any page. You can register with a username or with your mobile number.</p><ol><li>Pick a username of 6–16 letters and digits, starting with a letter.</li><li>Choose a password of 8–20 characters with both letters and digits.</li><li>Enter your mobile number and confirm you are 18 or older.</li></ol>",
      },
      {
        id: "forgot-password",
        title: "I forgot my password",
        content: "<p>Choose <strong>Forgot password</strong> in the login window. You can reset it with the email address on your account, or by SMS to your verified mobile number.</p>",
      },
      {
        id: "account-security",
        title: "Keeping your account safe",
        content:
          "<ul><li>Use a password you do not use anywhere else.</li><li>Never share your one-time codes; Laro staff will never ask for them.</li><li>Log in only from the addresses listed in the domain speed test.</li></ul>",
      },
    ],
  },
  {
    id: "payments",
    title: "Deposits and withdrawals",
    articles: [
      {
        id: "deposit",
        title: "How do I deposit?",
        content:
          "<p>Open <strong>Deposit</strong> from the header, choose a channel and follow the steps.</p><table><thead><tr><th>Channel</th><th>Minimum</th><th>Credited</th></tr></thead><tbody><tr><td>Bank transfer</td><td>₫100,000</td><td>1–5 minutes</td></tr><tr><td>MoMo</td><td>₫50,000</td><td>About 1 minute</td></tr><tr><td>Scratch card</td><td>₫20,000</td><td>About 2 minutes</td></tr></tbody></table>",
      },
      {
        id: "withdraw",
        title: "How long does a withdrawal take?",
        content:
          "<p>Most withdrawals reach your bank within 15 minutes. After the money is sent, confirm whether you received it; without a confirmation it counts as received after the configured time.</p>",
      },
      {
        id: "turnover",
        title: "What is turnover?",
        content: "<p>Turnover is the total of your valid bets. Bonuses must be turned over a number of times before they can be withdrawn; each promotion states how many.</p>",
      },
    ],
  },
  {
    id: "games",
    title: "Games and betting",
    articles: [
      {
        id: "demo-play",
        title: "Can I play for free?",
        content: "<p>Yes. Choose <strong>Free demo</strong> in the header to try games with demo credit. Demo accounts cannot deposit, withdraw or join promotions.</p>",
      },
      {
        id: "game-disconnected",
        title: "My game disconnected during a round",
        content: "<p>Your bet is settled by the game provider even if you disconnect. The result appears in your betting record once the round ends.</p>",
      },
      {
        id: "fair-play",
        title: "How do I know the games are fair?",
        content: "<p>Our game providers are independently tested. Laro originals are provably fair: every round can be verified with its server seed, your client seed and a nonce.</p>",
      },
    ],
  },
  {
    id: "rewards",
    title: "Promotions and rewards",
    articles: [
      {
        id: "claim-bonus",
        title: "How do I claim a bonus?",
        content: "<p>Open the promotion and choose <strong>Apply</strong>. Some bonuses are credited automatically; the promotion page says which.</p>",
      },
      {
        id: "points",
        title: "How do points work?",
        content: "<p>You earn points as you play. Points never expire and can be redeemed in the points shop for goods and bonus credit.</p>",
      },
    ],
  },
];

export async function seedHelp(tx: Tx): Promise<void> {
  await tx
    .insert(helpCategories)
    .values(demoHelp.map((c, i) => ({ id: c.id, title: c.title, sequence: i + 1 })))
    .onConflictDoNothing();
  await tx
    .insert(helpArticles)
    .values(demoHelp.flatMap((c) => c.articles.map((a, i) => ({ ...a, categoryId: c.id, sequence: i + 1 }))))
    .onConflictDoNothing();
}
