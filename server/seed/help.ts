import type { Tx } from "../db/connect.js";
import { helpArticles, helpCategories } from "../db/schema.js";

type HelpArticle = { id: string; title: string; content: string };
type HelpCategory = { id: string; title: string; articles: HelpArticle[] };

// The help centre in the site's languages (TY, the default, and EN), the same articles under the same
// ids. They name only what this site offers: the deposit channels are the ones the deposit form lists
// (the operator's), customer service is the member centre's feedback and the desks the operator sets (ADR
// 0063), and the games that play are the connected ones (ADR 0031).
export const demoHelp: Record<"EN" | "TY", HelpCategory[]> = {
  EN: [
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
          content:
            "<p>Choose <strong>Forgot password</strong> in the login window. You can reset it with the email address on your account, or by SMS to your verified mobile number.</p>",
        },
        {
          id: "account-security",
          title: "Keeping your account safe",
          content:
            "<ul><li>Use a password you do not use anywhere else.</li><li>Never share your one-time codes; Laro staff will never ask for them.</li><li>Log in only from the addresses listed in the domain speed test.</li></ul>",
        },
        {
          id: "contact",
          title: "How do I reach customer service?",
          content:
            "<p>Write to us from <strong>Platform information → Feedback</strong> in the member centre: our answer arrives in your messages. Where the site shows <strong>Customer service</strong> in the side menu or on the right of the page, it opens the desk we run; members of the higher VIP ranks are answered by the VIP desk when there is one.</p>",
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
            "<p>Open <strong>Deposit</strong> from the header and choose one of the channels the deposit form lists; each shows its minimum and maximum amount. A bank transfer is credited once our team has matched it; an online payment as soon as the payment provider confirms it.</p>",
        },
        {
          id: "withdraw",
          title: "How long does a withdrawal take?",
          content:
            "<p>A withdrawal is paid to a bank account in your own name once it has been checked. After the money is sent, confirm whether you received it; without a confirmation it counts as received after the configured time.</p>",
        },
        {
          id: "turnover",
          title: "What is turnover?",
          content:
            "<p>Turnover is the total of your valid bets. Bonuses must be turned over a number of times before they can be withdrawn; each promotion states how many.</p>",
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
          content:
            "<p>Yes. Choose <strong>Free demo</strong> in the header to try games with demo credit. Demo accounts cannot deposit, withdraw or join promotions.</p>",
        },
        {
          id: "game-disconnected",
          title: "My game disconnected during a round",
          content:
            "<p>A round is settled even if you disconnect. The result appears in your betting record once the round ends.</p>",
        },
        {
          id: "fair-play",
          title: "How do I know the games are fair?",
          content:
            "<p>Laro originals are provably fair: every round can be verified with its server seed, your client seed and a nonce, from the betting record.</p>",
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
          content:
            "<p>Open the promotion and choose <strong>Apply</strong>. Some bonuses are credited automatically; the promotion page says which.</p>",
        },
        {
          id: "points",
          title: "How do points work?",
          content:
            "<p>Every ₫1,000 of valid bets earns 1 point, counted per day and game type, and added to your points within a minute. Points never expire. In the points shop you redeem points for goods and cash vouchers, or convert them to cash; see its points rules for the figures.</p>",
        },
      ],
    },
  ],
  TY: [
    {
      id: "account",
      title: "Account at seguridad",
      articles: [
        {
          id: "register",
          title: "Paano ako gagawa ng account?",
          content:
            "<p>Piliin ang <strong>Magparehistro</strong> sa itaas ng anumang pahina. Maaari kang magparehistro gamit ang username o ang iyong mobile number.</p><ol><li>Pumili ng username na 6–16 na titik at numero, na nagsisimula sa titik.</li><li>Pumili ng password na 8–20 character na may titik at numero.</li><li>Ilagay ang iyong mobile number at kumpirmahing ikaw ay 18 taong gulang pataas.</li></ol>",
        },
        {
          id: "forgot-password",
          title: "Nakalimutan ko ang aking password",
          content:
            "<p>Piliin ang <strong>Nakalimutan ang password</strong> sa login window. Maaari mo itong i-reset gamit ang email address ng iyong account, o sa SMS sa iyong beripikadong mobile number.</p>",
        },
        {
          id: "account-security",
          title: "Panatilihing ligtas ang iyong account",
          content:
            "<ul><li>Gumamit ng password na hindi mo ginagamit saanman.</li><li>Huwag ibahagi ang iyong mga one-time code; hindi kailanman hihingin ang mga ito ng staff ng Laro.</li><li>Mag-log in lamang mula sa mga address na nakalista sa domain speed test.</li></ul>",
        },
        {
          id: "contact",
          title: "Paano ko makakausap ang customer service?",
          content:
            "<p>Sumulat sa amin mula sa <strong>Impormasyon ng platform → Feedback</strong> sa member centre: darating ang aming sagot sa iyong mga mensahe. Kung may <strong>Customer service</strong> sa side menu o sa kanang bahagi ng pahina, bubukas nito ang desk na pinapatakbo namin; ang mga miyembro ng mas matataas na VIP rank ay sinasagot ng VIP desk kung mayroon.</p>",
        },
      ],
    },
    {
      id: "payments",
      title: "Mga deposito at withdrawal",
      articles: [
        {
          id: "deposit",
          title: "Paano ako magdedeposito?",
          content:
            "<p>Buksan ang <strong>Deposito</strong> sa header at pumili ng isa sa mga channel na nakalista sa deposit form; nakasaad sa bawat isa ang pinakamababa at pinakamataas na halaga. Naikredito ang bank transfer kapag naitugma na ito ng aming team; ang online payment, sa sandaling kumpirmahin ito ng payment provider.</p>",
        },
        {
          id: "withdraw",
          title: "Gaano katagal ang withdrawal?",
          content:
            "<p>Ibinabayad ang withdrawal sa bank account na nakapangalan sa iyo kapag nasuri na ito. Pagkatapos maipadala ang pera, kumpirmahin kung natanggap mo ito; kung walang kumpirmasyon, ituturing itong natanggap pagkalipas ng itinakdang oras.</p>",
        },
        {
          id: "turnover",
          title: "Ano ang turnover?",
          content:
            "<p>Ang turnover ay ang kabuuan ng iyong mga valid na taya. Kailangang ma-turnover ang bonus nang ilang beses bago ito ma-withdraw; nakasaad sa bawat promosyon kung ilan.</p>",
        },
      ],
    },
    {
      id: "games",
      title: "Mga laro at taya",
      articles: [
        {
          id: "demo-play",
          title: "Maaari ba akong maglaro nang libre?",
          content:
            "<p>Oo. Piliin ang <strong>Libreng demo</strong> sa header para subukan ang mga laro gamit ang demo credit. Hindi makakapagdeposito, makakapag-withdraw o makakasali sa mga promosyon ang mga demo account.</p>",
        },
        {
          id: "game-disconnected",
          title: "Naputol ang aking laro habang may round",
          content:
            "<p>Naaayos ang round kahit maputol ang koneksyon mo. Lalabas ang resulta sa iyong betting record kapag natapos ang round.</p>",
        },
        {
          id: "fair-play",
          title: "Paano ko malalaman na patas ang mga laro?",
          content:
            "<p>Provably fair ang Laro originals: masusuri ang bawat round mula sa betting record gamit ang server seed nito, ang iyong client seed at ang nonce.</p>",
        },
      ],
    },
    {
      id: "rewards",
      title: "Mga promosyon at gantimpala",
      articles: [
        {
          id: "claim-bonus",
          title: "Paano ko kukunin ang bonus?",
          content:
            "<p>Buksan ang promosyon at piliin ang <strong>Mag-apply</strong>. May mga bonus na awtomatikong naikredito; sinasabi ng pahina ng promosyon kung alin.</p>",
        },
        {
          id: "points",
          title: "Paano gumagana ang points?",
          content:
            "<p>Bawat ₫1,000 ng valid bets ay may 1 point, binibilang kada araw at uri ng laro, at idinadagdag sa iyong points sa loob ng isang minuto. Hindi nag-e-expire ang points. Sa points shop, maipapalit mo ang points sa mga produkto at cash voucher, o i-convert sa cash; tingnan ang mga patakaran ng puntos para sa mga halaga.</p>",
        },
      ],
    },
  ],
};

export async function seedHelp(tx: Tx): Promise<void> {
  for (const [language, categories] of Object.entries(demoHelp)) {
    await tx
      .insert(helpCategories)
      .values(categories.map((c, i) => ({ id: c.id, language, title: c.title, sequence: i + 1 })))
      .onConflictDoNothing();
    await tx
      .insert(helpArticles)
      .values(
        categories.flatMap((c) => c.articles.map((a, i) => ({ ...a, language, categoryId: c.id, sequence: i + 1 }))),
      )
      .onConflictDoNothing();
  }
}
