import type { Tx } from "../db/connect.js";
import type { AnnouncementType } from "../modules/content/index.js";
import { announcements, announcementTexts } from "../db/schema.js";

type Texts = { title: string; body: string[] };
type DemoAnnouncement = { type: AnnouncementType; hoursAgo: number; texts: { TY: Texts; EN: Texts } };

const HOUR_MS = 60 * 60 * 1000;

// The demo's notices speak only of what this platform delivers (ADR 0037): accounts, the wallet, the
// Laro Originals, trial play, responsible play, messages, the help centre and the line speed test. No
// bonus, outside vendor, app or date is promised. Each notice is written in TY (the site's default
// language) and EN (ADR 0062); an operator writes its own.
export const demoAnnouncements: DemoAnnouncement[] = [
  // B: general notices.
  {
    type: "B",
    hoursAgo: 4,
    texts: {
      TY: {
        title: "Magdeposito sa pamamagitan ng Vietcombank transfer",
        body: [
          "<p>Buksan ang <strong>Deposito</strong>, piliin ang <em>Vietcombank transfer</em> at ipadala ang halaga sa account na ipinapakita ng form.</p>",
          "<p>Maikre-credit ang iyong balanse kapag naitugma na ng aming team ang transfer. Nakalista sa form ang pinakamababa at pinakamataas na halaga.</p>",
        ],
      },
      EN: {
        title: "Deposit by Vietcombank transfer",
        body: [
          "<p>Open <strong>Deposit</strong>, choose <em>Vietcombank transfer</em> and send the amount to the account the form shows.</p>",
          "<p>Your balance is credited once our team has matched the transfer. The form lists the minimum and maximum amount.</p>",
        ],
      },
    },
  },
  {
    type: "B",
    hoursAgo: 16,
    texts: {
      TY: {
        title: "Online na bayad sa demo site",
        body: [
          "<p>Nag-aalok ang demo site na ito ng sandbox na online na bayad. Walang totoong perang ginagalaw nito: ipinapakita nito kung paano kinukumpirma ng payment provider ang isang deposito at agad itong kine-credit.</p>",
        ],
      },
      EN: {
        title: "Online payment on the demo site",
        body: [
          "<p>This demo site offers a sandbox online payment. It moves no real money: it shows how a deposit is confirmed by a payment provider and credited at once.</p>",
        ],
      },
    },
  },
  {
    type: "B",
    hoursAgo: 28,
    texts: {
      TY: {
        title: "Napupunta ang mga withdrawal sa bank account na nasa sarili mong pangalan",
        body: [
          "<p>Magdagdag ng bank account na nasa sarili mong pangalan sa member centre, saka humiling ng withdrawal. Babayaran ito kapag nasuri na.</p>",
          "<p>Pagkatapos maipadala ang pera, kumpirmahin kung natanggap mo ito.</p>",
        ],
      },
      EN: {
        title: "Withdrawals go to a bank account in your own name",
        body: [
          "<p>Add a bank account in your own name in the member centre, then ask for a withdrawal. It is paid once it has been checked.</p>",
          "<p>After the money is sent, confirm whether you received it.</p>",
        ],
      },
    },
  },
  {
    type: "B",
    hoursAgo: 40,
    texts: {
      TY: {
        title: "Pitong Laro Originals na malalaro",
        body: [
          "<p>Dice, Limbo, Mines, Plinko, Keno, Laro Fortune Reels at Baccarat: ang Laro Originals ang mga larong iniaalok ng site na ito. Hanapin sila sa <em>Laro Originals</em>.</p>",
        ],
      },
      EN: {
        title: "Seven Laro Originals to play",
        body: [
          "<p>Dice, Limbo, Mines, Plinko, Keno, Laro Fortune Reels and Baccarat: the Laro Originals are the games this site offers. Find them under <em>Laro Originals</em>.</p>",
        ],
      },
    },
  },
  {
    type: "B",
    hoursAgo: 52,
    texts: {
      TY: {
        title: "Hindi pa nakakonekta ang ibang game provider",
        body: [
          "<p>Lalabas lang ang mga laro mula sa ibang provider kapag nakakonekta na sila. Ang provider na may markang <em>malapit na</em> ay wala pang larong malalaro.</p>",
        ],
      },
      EN: {
        title: "Other game providers are not connected yet",
        body: [
          "<p>Games from outside providers appear only once they are connected. A provider shown as <em>coming soon</em> has no games to play yet.</p>",
        ],
      },
    },
  },
  {
    type: "B",
    hoursAgo: 64,
    texts: {
      TY: {
        title: "Hanapin ang pinakamabilis na linya",
        body: [
          "<p>Sinusukat ng line speed test ang bawat address namin mula sa iyong koneksyon at inililista muna ang pinakamabilis.</p>",
        ],
      },
      EN: {
        title: "Find the fastest line",
        body: [
          "<p>The line speed test measures each of our addresses from your connection and lists the fastest first.</p>",
        ],
      },
    },
  },
  {
    type: "B",
    hoursAgo: 76,
    texts: {
      TY: {
        title: "Ang iyong talaan ng taya",
        body: [
          "<p>Nakalista ang bawat round na nilalaro mo sa iyong talaan ng taya sa member centre, kasama ang taya, ang resulta at ang naibayad.</p>",
        ],
      },
      EN: {
        title: "Your betting record",
        body: [
          "<p>Every round you play is listed in your betting record in the member centre, with its stake, its result and what was paid.</p>",
        ],
      },
    },
  },
  {
    type: "B",
    hoursAgo: 88,
    texts: {
      TY: {
        title: "Kasaysayan ng account na mada-download",
        body: [
          "<p>Nasa iyong kasaysayan ng account ang iyong mga deposito, withdrawal at round. Maaari mong i-download ang huling tatlong buwan bilang CSV file.</p>",
        ],
      },
      EN: {
        title: "Account history to download",
        body: [
          "<p>Your deposits, withdrawals and rounds are in your account history. You can download the last three months as a CSV file.</p>",
        ],
      },
    },
  },
  // PL: notices to players.
  {
    type: "PL",
    hoursAgo: 8,
    texts: {
      TY: {
        title: "Huwag kailanman ibahagi ang iyong one-time code",
        body: [
          "<p>Ang staff ng Laro ay <strong>hindi kailanman</strong> hihingi ng iyong password o one-time code.</p>",
          "<p>Kung may humingi nito, kahit sabihin pa nilang taga-Laro sila, huwag itong ibahagi at makipag-ugnayan sa customer service.</p>",
        ],
      },
      EN: {
        title: "Never share your one-time code",
        body: [
          "<p>Laro staff will <strong>never</strong> ask for your password or your one-time code.</p>",
          "<p>If someone asks for it, even if they say they are from Laro, do not share it and contact customer service.</p>",
        ],
      },
    },
  },
  {
    type: "PL",
    hoursAgo: 20,
    texts: {
      TY: {
        title: "Mag-log in gamit ang SMS code",
        body: [
          "<p>Wala kang password na hawak? Piliin ang pag-log in gamit ang SMS code at ilagay ang code na ipapadala namin sa iyong mobile number.</p>",
        ],
      },
      EN: {
        title: "Log in with an SMS code",
        body: [
          "<p>No password at hand? Choose the SMS code login and enter the code we send to your mobile number.</p>",
        ],
      },
    },
  },
  {
    type: "PL",
    hoursAgo: 32,
    texts: {
      TY: {
        title: "Hihingi ng code ang pag-log in mula sa bagong lugar",
        body: [
          "<p>Kapag nag-log in ka mula sa address na hindi pa namin nakikita, magpapadala muna kami ng verification code. Pinapanatili nitong ligtas ang iyong account kung sakaling kumalat ang iyong password.</p>",
        ],
      },
      EN: {
        title: "A login from a new place asks for a code",
        body: [
          "<p>When you log in from an address we have not seen before, we send you a verification code first. This keeps your account safe if your password leaks.</p>",
        ],
      },
    },
  },
  {
    type: "PL",
    hoursAgo: 44,
    texts: {
      TY: {
        title: "Nakalimutan ang iyong password?",
        body: [
          "<p>Piliin ang <em>Nakalimutan ang password</em> sa login form. Magpapadala kami ng code sa iyong mobile number at pipili ka ng bagong password.</p>",
        ],
      },
      EN: {
        title: "Forgot your password?",
        body: [
          "<p>Choose <em>Forgot password</em> on the login form. We send a code to your mobile number and you choose a new password.</p>",
        ],
      },
    },
  },
  {
    type: "PL",
    hoursAgo: 56,
    texts: {
      TY: {
        title: "Itakda ang sarili mong limitasyon sa deposito",
        body: [
          "<p>Sa <strong>Responsableng paglalaro</strong> maaari mong limitahan ang idinedeposito mo sa loob ng 24 oras, 7 araw o isang buwan.</p>",
          "<p>Agad na umiiral ang mas mababang limitasyon; ang mas mataas, o ang walang limitasyon, pagkalipas lang ng 24 oras at ng iyong kumpirmasyon noon.</p>",
        ],
      },
      EN: {
        title: "Set your own deposit limits",
        body: [
          "<p>In <strong>Responsible play</strong> you can limit what you deposit in 24 hours, 7 days or a month.</p>",
          "<p>A lower limit applies at once; a higher one, or none, only after 24 hours and your confirmation then.</p>",
        ],
      },
    },
  },
  {
    type: "PL",
    hoursAgo: 68,
    texts: {
      TY: {
        title: "Mag-ingat sa mga pekeng website ng Laro",
        body: [
          "<p>Gamitin lang ang mga address na nakalista sa line speed test. Ginagaya ng mga pekeng site ang aming itsura para magnakaw ng password.</p>",
        ],
      },
      EN: {
        title: "Beware of fake Laro websites",
        body: [
          "<p>Only use the addresses listed in the line speed test. Fake sites copy our look to steal passwords.</p>",
        ],
      },
    },
  },
  {
    type: "PL",
    hoursAgo: 80,
    texts: {
      TY: {
        title: "Nananatili sa iyong inbox ang mga mensahe namin",
        body: [
          "<p>Dumarating sa <strong>Mga mensahe</strong> sa member centre ang mga paalala tungkol sa iyong account at ang mga sagot sa iyong feedback.</p>",
        ],
      },
      EN: {
        title: "Messages from us stay in your inbox",
        body: [
          "<p>Notices about your account and the answers to your feedback arrive in <strong>Messages</strong> in the member centre.</p>",
        ],
      },
    },
  },
  // PU: pop-ups on the home page.
  {
    type: "PU",
    hoursAgo: 2,
    texts: {
      TY: {
        title: "Maligayang pagdating sa Laro",
        body: [
          "<p>Mag-register gamit ang username o ang iyong mobile number, magdeposito, at laruin ang pitong Laro Originals.</p>",
          "<p>Gusto mo munang tumingin? Subukan ang alinman sa kanila nang libre gamit ang trial account at demo credit.</p>",
        ],
      },
      EN: {
        title: "Welcome to Laro",
        body: [
          "<p>Register with a username or your mobile number, deposit, and play the seven Laro Originals.</p>",
          "<p>Want to look first? Try any of them free with a trial account and demo credit.</p>",
        ],
      },
    },
  },
  {
    type: "PU",
    hoursAgo: 24,
    texts: {
      TY: {
        title: "Demo site ito",
        body: [
          "<p>Ipinapakita ng site na ito ang Laro platform. Sandbox ang online na bayad nito na walang totoong perang ginagalaw, at pampubliko ang mga demo account nito.</p>",
        ],
      },
      EN: {
        title: "This is a demo site",
        body: [
          "<p>This site shows the Laro platform. Its online payment is a sandbox that moves no real money, and its demo accounts are public.</p>",
        ],
      },
    },
  },
  {
    type: "PU",
    hoursAgo: 48,
    texts: {
      TY: {
        title: "Tulong sa Tagalog at Ingles",
        body: [
          "<p>Sinasagot ng help centre ang mga karaniwang tanong tungkol sa iyong account, mga deposito, withdrawal at laro, sa dalawang wika.</p>",
        ],
      },
      EN: {
        title: "Help in Tagalog and English",
        body: [
          "<p>The help centre answers common questions about your account, deposits, withdrawals and games, in both languages.</p>",
        ],
      },
    },
  },
  // PR: promotions. Each names what the promotions engine pays (ADR 0046), as the promotion's own terms do.
  {
    type: "PR",
    hoursAgo: 12,
    texts: {
      TY: {
        title: "Mga promosyon na kumpleto ang mga tuntunin",
        body: [
          "<p>Nakalista sa pahina ng mga promosyon ang kumpletong tuntunin ng bawat promosyon: ang ibinabayad nito, ilang beses ita-taya ang bonus at hanggang kailan.</p>",
          "<p>Ang iyong mga bonus, ang progreso ng kanilang wagering at bawat taya na bumilang, o hindi bumilang at kung bakit, ay nasa Mga detalye ng bonus sa iyong account.</p>",
        ],
      },
      EN: {
        title: "Promotions with their full terms",
        body: [
          "<p>Every promotion lists its full terms on the promotions page: what it pays, how many times a bonus is wagered and by when.</p>",
          "<p>Your bonuses, their wagering progress and every bet that counted, or did not and why, are under Bonus details in your account.</p>",
        ],
      },
    },
  },
  {
    type: "PR",
    hoursAgo: 60,
    texts: {
      TY: {
        title: "Libre ang trial na paglalaro",
        body: [
          "<p>Malalaro nang libre ang bawat Laro Original: piliin ang <em>Simulan ang libreng laro</em> para sa trial account na may demo credit. Hindi totoong pera ang demo credit at hindi ito mawi-withdraw.</p>",
        ],
      },
      EN: {
        title: "Trial play is free",
        body: [
          "<p>Every Laro Original can be played free: choose <em>Start free play</em> for a trial account with demo credit. Demo credit is not real money and cannot be withdrawn.</p>",
        ],
      },
    },
  },
  // H: notices of the home page.
  {
    type: "H",
    hoursAgo: 6,
    texts: {
      TY: {
        title: "Provably fair: suriin ang bawat round",
        body: [
          "<p>Ang bawat round ng Laro Original ay binubunot mula sa server seed, sa iyong client seed at sa isang nonce. Palitan ang mga seed para makita ang server seed at ma-verify ang bawat round na nilaro mo gamit ito.</p>",
        ],
      },
      EN: {
        title: "Provably fair: check every round",
        body: [
          "<p>Each Laro Original round is drawn from a server seed, your client seed and a nonce. Change the seeds to reveal the server seed and verify every round you played with it.</p>",
        ],
      },
    },
  },
  {
    type: "H",
    hoursAgo: 30,
    texts: {
      TY: {
        title: "Magpahinga kapag kailangan mo",
        body: [
          "<p>Pinapahinto ng time-out ang mga deposito, transfer at paglalaro sa tagal na pipiliin mo. Nagsisimula ito agad at hindi maaaring tapusin nang maaga.</p>",
        ],
      },
      EN: {
        title: "Take a break when you need one",
        body: [
          "<p>A time-out stops deposits, transfers and play for the length you choose. It starts at once and cannot be ended early.</p>",
        ],
      },
    },
  },
  {
    type: "H",
    hoursAgo: 54,
    texts: {
      TY: {
        title: "Pagbubukod sa sarili",
        body: [
          "<p>Kung hindi na masaya ang pagsusugal, maaari mong ibukod ang iyong sarili nang hindi bababa sa anim na buwan. Maaari mo pa ring i-withdraw ang iyong balanse.</p>",
        ],
      },
      EN: {
        title: "Self-exclusion",
        body: [
          "<p>If gambling is no longer fun, you can exclude yourself for at least six months. You can still withdraw your balance.</p>",
        ],
      },
    },
  },
  {
    type: "H",
    hoursAgo: 78,
    texts: {
      TY: {
        title: "Maglaro nang responsable",
        body: [
          "<p>Libangan ang paglalaro. Magpahinga, magtakda ng limitasyon at huwag kailanman habulin ang talo. Kailangang 18 taong gulang ka pataas para makapaglaro.</p>",
        ],
      },
      EN: {
        title: "Play responsibly",
        body: [
          "<p>Gaming is entertainment. Take breaks, set limits and never chase losses. You must be 18 or older to play.</p>",
        ],
      },
    },
  },
  {
    type: "H",
    hoursAgo: 102,
    texts: {
      TY: {
        title: "Ipadala sa amin ang iyong feedback",
        body: [
          "<p>May hindi malinaw o hindi gumagana? Magpadala sa amin ng feedback mula sa <strong>Mga mensahe</strong> sa member centre; doon din darating ang sagot.</p>",
        ],
      },
      EN: {
        title: "Send us your feedback",
        body: [
          "<p>Something unclear or not working? Send us feedback from <strong>Messages</strong> in the member centre; the answer arrives there too.</p>",
        ],
      },
    },
  },
  // More general notices, so the list has history to page through.
  {
    type: "B",
    hoursAgo: 100,
    texts: {
      TY: {
        title: "Gumagana sa kahit anong phone",
        body: [
          "<p>Kasya sa screen ng phone ang bawat pahina at gumagana ito sa browser, kahit naka-off ang JavaScript. Walang kailangang i-install.</p>",
        ],
      },
      EN: {
        title: "Works on any phone",
        body: [
          "<p>Every page fits a phone screen and works in the browser, even with JavaScript turned off. Nothing to install.</p>",
        ],
      },
    },
  },
  {
    type: "B",
    hoursAgo: 112,
    texts: {
      TY: {
        title: "Mag-register gamit ang iyong mobile number",
        body: [
          "<p>Maaari kang mag-register gamit ang username o ang iyong mobile number. Sa mobile number, makakapag-log in ka gamit ang SMS code at maibabalik mo ang iyong password.</p>",
        ],
      },
      EN: {
        title: "Register with your mobile number",
        body: [
          "<p>You can register with a username or with your mobile number. A mobile number lets you log in by SMS code and recover your password.</p>",
        ],
      },
    },
  },
  {
    type: "B",
    hoursAgo: 124,
    texts: {
      TY: {
        title: "Mga balanse sa Vietnamese dong",
        body: ["<p>Nasa Vietnamese dong (VND) ang iyong wallet, mga deposito, withdrawal at taya.</p>"],
      },
      EN: {
        title: "Balances in Vietnamese dong",
        body: ["<p>Your wallet, deposits, withdrawals and stakes are all in Vietnamese dong (VND).</p>"],
      },
    },
  },
  {
    type: "PL",
    hoursAgo: 136,
    texts: {
      TY: {
        title: "Palitan paminsan-minsan ang iyong password",
        body: [
          "<p>Gumamit ng password na hindi mo ginagamit kahit saan pa. Maaari mo itong palitan sa security centre ng iyong account.</p>",
        ],
      },
      EN: {
        title: "Change your password from time to time",
        body: ["<p>Use a password you use nowhere else. You can change it in the security centre of your account.</p>"],
      },
    },
  },
  {
    type: "PL",
    hoursAgo: 148,
    texts: {
      TY: {
        title: "Suriin ang mga detalye ng iyong deposito",
        body: [
          "<p>Bago mag-bank transfer, suriin ang account number na ipinapakita sa iyo ng deposit form. Huwag kailanman mag-transfer sa account na ipinadala sa iyo ng kung sino sa chat.</p>",
        ],
      },
      EN: {
        title: "Check your deposit details",
        body: [
          "<p>Before a bank transfer, check the account number the deposit form shows you. Never transfer to an account someone sends you in a chat.</p>",
        ],
      },
    },
  },
];

export async function seedAnnouncements(tx: Tx, now: Date): Promise<void> {
  // New ids: a notice of the first demo (ann-…) that an operator edited is kept as it is (migration 0020).
  const ids = demoAnnouncements.map((_, i) => `notice-${String(i + 1).padStart(3, "0")}`);
  const written = await tx
    .insert(announcements)
    .values(
      demoAnnouncements.map((a, i) => ({
        id: ids[i],
        type: a.type,
        publishedAt: new Date(now.getTime() - a.hoursAgo * HOUR_MS),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: announcements.id });
  const fresh = new Set(written.map((w) => w.id));
  const texts = demoAnnouncements.flatMap((a, i) =>
    fresh.has(ids[i])
      ? (["TY", "EN"] as const).map((language) => ({
          announcementId: ids[i],
          language,
          title: a.texts[language].title,
          content: a.texts[language].body.join("\n"),
        }))
      : [],
  );
  if (texts.length) await tx.insert(announcementTexts).values(texts);
}
