import { ruleSchema, type PromotionRule } from "../../contract/promotions.js";
import { SITE_TIME_ZONE, nextSiteDay, siteDay, siteDayStart } from "../../contract/time-zone.js";
import type { Tx } from "../db/connect.js";
import { commitDraw } from "../modules/promotions/index.js";
import { pointsRates, promotionRules, promotions, promotionTexts } from "../db/schema.js";
import { GAME_CATEGORIES } from "../../contract/game-categories.js";
import { pointsRatesSchema } from "../../contract/points.js";
import { DEMO_CONVERT, seedPointsShop } from "./points-shop.js";

// The demo's promotions (ADR 0046): each one a rule the engine pays exactly, and a text that
// states exactly that rule — the amounts in the text are the rule's (tests/platform/seed.test.ts reads both
// and compares). Only a demo install gets them; a production install starts with none, and the operator
// creates its own (`npm run ops -- promotions create`). Written once by id: an operator's edit is kept.
// Each text is written in TY (the site's default language) and EN (ADR 0062), stating the same rule.

const VND = 100n;
const vnd = (amount: bigint) => String(amount * VND);

type Texts = { title: string; summary: string; content: string[] };
type SeededPromotion = {
  id: string;
  category: string;
  sequence: number;
  texts: { TY: Texts; EN: Texts };
  rule: PromotionRule;
};

/** The Laro Originals are the games a demo install can play: every wagering counts them in full. */
const originals = { weights: {}, otherWeight: 100 };

export const DEMO_PROMOTIONS: SeededPromotion[] = [
  {
    id: "registration-bonus",
    category: "new_player",
    sequence: 1,
    texts: {
      TY: {
        title: "₫1,000 na bonus sa pag-sign up",
        summary:
          "Mag-register at madadagdagan agad ng ₫1,000 ang iyong bonus balance; tumaya ng ₫1,000 sa loob ng 7 araw at sa iyo na ito.",
        content: [
          "Bawat bagong account ay may ₫1,000 na bonus sa sandaling ma-register ito, isa bawat tao (mobile number, email at bank account).",
          "Nasa iyong bonus balance ang bonus: kapag umabot sa ₫1,000 (1 beses ang bonus) ang iyong mga valid bet pagkatapos nito sa loob ng 7 araw, lilipat ito sa iyong wallet bilang cash.",
          "Kapag lumipas muna ang 7 araw, babawiin ang bonus; walang ibang gagalawin sa iyong wallet. Kasabay ito ng bonus sa deposito: bibilang ang iyong mga taya sa dalawa.",
        ],
      },
      EN: {
        title: "₫1,000 sign-up bonus",
        summary:
          "Register and ₫1,000 is added to your bonus balance at once; bet ₫1,000 within 7 days and it is yours.",
        content: [
          "Every new account gets a ₫1,000 bonus the moment it is registered, one per person (mobile number, email and bank account).",
          "The bonus is held in your bonus balance: once your valid bets placed after it reach ₫1,000 (1 time the bonus) within 7 days, it moves to your wallet as cash.",
          "If the 7 days pass first, the bonus is taken back; nothing else in your wallet is touched. It runs beside a deposit bonus: your bets count toward both.",
        ],
      },
    },
    rule: ruleSchema.parse({
      type: "registration",
      claimMode: "automatic",
      reward: { kind: "fixed", amount: vnd(1_000n) },
      wagering: { multiple: 1, base: "bonus", ...originals, days: 7, exclusive: false },
    }),
  },
  {
    id: "welcome-deposit",
    category: "new_player",
    sequence: 2,
    texts: {
      TY: {
        title: "100% na bonus sa unang deposito hanggang ₫500,000",
        summary:
          "Sumali, saka gawin ang iyong unang deposito na hindi bababa sa ₫100,000: idaragdag namin ang 100% nito, hanggang ₫500,000, sa iyong bonus balance.",
        content: [
          "Pindutin ang Sumali bago ang iyong unang deposito. Ang unang deposito na hindi bababa sa ₫100,000 ay may bonus na 100% ng deposito, hanggang ₫500,000.",
          "Wagering: 5 beses ang bonus sa mga valid bet sa loob ng 30 araw; hindi bibilang ang isang taya na higit sa ₫200,000. Pagkatapos, lilipat ang bonus sa iyong wallet bilang cash.",
          "Ang pag-withdraw bago iyon ay magtatanong muna sa iyo, saka isusuko ang bonus. Isang bonus bawat tao.",
        ],
      },
      EN: {
        title: "100% first-deposit bonus up to ₫500,000",
        summary:
          "Join, then make your first deposit of at least ₫100,000: we add 100% of it, up to ₫500,000, to your bonus balance.",
        content: [
          "Press Join before your first deposit. A first deposit of at least ₫100,000 then earns a bonus of 100% of the deposit, at most ₫500,000.",
          "Wagering: 5 times the bonus in valid bets within 30 days; a single bet above ₫200,000 does not count. Then the bonus moves to your wallet as cash.",
          "A withdrawal before that asks you first, then gives up the bonus. One bonus per person.",
        ],
      },
    },
    rule: ruleSchema.parse({
      type: "deposit",
      claimMode: "claim",
      reward: { kind: "percent", rateBp: 10_000, cap: vnd(500_000n) },
      deposit: { which: "first", minAmount: vnd(100_000n) },
      wagering: { multiple: 5, base: "bonus", ...originals, maxBet: vnd(200_000n), days: 30 },
    }),
  },
  {
    id: "zalo-bonus",
    category: "new_player",
    sequence: 3,
    texts: {
      TY: {
        title: "₫131,000 sa pag-bind ng Zalo",
        summary:
          "Idagdag ang iyong Zalo number sa iyong account, saka i-claim ang ₫131,000 na bonus; i-wager ito nang 3 beses sa loob ng 14 araw.",
        content: [
          "Idagdag ang iyong Zalo number sa Aking account, saka pindutin ang I-claim: mapupunta ang ₫131,000 sa iyong bonus balance. Isang claim bawat Zalo account at bawat tao.",
          "Wagering: 3 beses ang bonus (₫393,000) sa mga valid bet sa loob ng 14 araw, saka ito lilipat sa iyong wallet bilang cash.",
        ],
      },
      EN: {
        title: "₫131,000 for binding Zalo",
        summary: "Add your Zalo number to your account, then claim ₫131,000 in bonus; wager it 3 times within 14 days.",
        content: [
          "Add your Zalo number under My account, then press Claim: ₫131,000 goes to your bonus balance. One claim per Zalo account and per person.",
          "Wagering: 3 times the bonus (₫393,000) in valid bets within 14 days, then it moves to your wallet as cash.",
        ],
      },
    },
    rule: ruleSchema.parse({
      type: "noDeposit",
      claimMode: "claim",
      bind: "zalo",
      reward: { kind: "fixed", amount: vnd(131_000n) },
      wagering: { multiple: 3, base: "bonus", ...originals, days: 14 },
    }),
  },
  {
    id: "originals-rebate",
    category: "rebate",
    sequence: 4,
    texts: {
      TY: {
        title: "0.5% na rebate sa Laro Originals",
        summary:
          "Babalik sa iyo ang 0.5% ng iyong mga valid bet sa Laro Originals: i-claim ito sa Bonus sa pagtaya, hanggang 24 beses sa isang araw.",
        content: [
          "Bawat valid bet sa isang Laro Original (taya na naayos bilang panalo o talo; hindi bibilang ang tabla at kinanselang round) ay may 0.5% na rebate.",
          "I-claim ang naipon sa Bonus sa pagtaya, hanggang 24 beses sa isang araw; ibabayad ito sa iyong wallet bilang cash, walang wagering.",
        ],
      },
      EN: {
        title: "0.5% rebate on Laro Originals",
        summary:
          "0.5% of your valid bets on the Laro Originals comes back to you: claim it under Betting bonus, up to 24 times a day.",
        content: [
          "Every valid bet on a Laro Original (a bet settled as a win or a loss; ties and cancelled rounds do not count) earns a 0.5% rebate.",
          "Claim what has built up under Betting bonus, up to 24 times a day; it is paid to your wallet as cash, with no wagering.",
        ],
      },
    },
    rule: ruleSchema.parse({ type: "rebate", claimMode: "claim", rates: { INHOUSE: 50 }, limits: { perMember: 24 } }),
  },
  {
    id: "big-win-story",
    category: "event",
    sequence: 5,
    texts: {
      TY: {
        title: "Ibahagi ang iyong malaking panalo: ₫50,000",
        summary:
          "Ikuwento sa amin ang isang malaking panalo na may hanggang 3 screenshot; kapag inaprubahan namin ang iyong kuwento, ibabayad ang ₫50,000 sa iyong wallet.",
        content: [
          "Pindutin ang Mag-apply, sumulat ng ilang salita (hanggang 140 character) at magdagdag ng hanggang 3 screenshot (PNG o JPG, hanggang 5 MB bawat isa).",
          "Sinusuri namin ang bawat aplikasyon. Inaprubahan: ibabayad ang ₫50,000 sa iyong wallet bilang cash. Hindi inaprubahan: makakatanggap ka ng mensahe kasama ang dahilan. Isang aplikasyon bawat tao.",
        ],
      },
      EN: {
        title: "Share your big win: ₫50,000",
        summary:
          "Tell us about a big win with up to 3 screenshots; if we approve your story, ₫50,000 is paid to your wallet.",
        content: [
          "Press Apply, write a few words (at most 140 characters) and add up to 3 screenshots (PNG or JPG, at most 5 MB each).",
          "We review every application. Approved: ₫50,000 is paid to your wallet as cash. Not approved: you get a message with the reason. One application per person.",
        ],
      },
    },
    rule: ruleSchema.parse({ type: "manual", claimMode: "apply", reward: { kind: "fixed", amount: vnd(50_000n) } }),
  },
];

/** The demo's draw: at 20:00 site time seven days after the install, so a fresh start has a week to enter. */
const drawDay = (() => {
  let day = siteDay(new Date());
  for (let i = 0; i < 7; i++) day = nextSiteDay(day);
  return day;
})();
const drawAt = new Date(siteDayStart(drawDay).getTime() + 20 * 3_600_000);
const drawAtText = `${new Intl.DateTimeFormat("en-GB", { timeZone: SITE_TIME_ZONE, day: "numeric", month: "long", year: "numeric" }).format(drawAt)} at 20:00 (site time)`;
const drawAtTextTy = `${new Intl.DateTimeFormat("fil-PH", { timeZone: SITE_TIME_ZONE, day: "numeric", month: "long", year: "numeric" }).format(drawAt)}, 20:00 (oras ng site)`;

DEMO_PROMOTIONS.push(
  {
    id: "free-spins",
    category: "new_player",
    sequence: 6,
    texts: {
      TY: {
        title: "10 libreng spin sa Laro Fortune Reels",
        summary:
          "I-claim ang 10 libreng spin ng Laro Fortune Reels na tig-₫1,000, libre mula sa amin; ang mapanalunan nila ay magiging bonus na iwa-wager mo nang 1 beses sa loob ng 7 araw.",
        content: [
          "Pindutin ang I-claim: sa iyo ang 10 spin ng Laro Fortune Reels na tig-₫1,000, para laruin sa loob ng 7 araw, sa pahinang ito. Walang babayaran ang iyong wallet para sa mga ito.",
          "Bawat spin ay pinagpapasyahan ng sarili mong provably fair na seed, tulad ng anumang round na nilalaro mo, at ipinapakita ang patunay nito. Isang claim bawat tao.",
          "Kapag nalaro na ang huling spin (o natapos ang 7 araw), idaragdag agad sa iyong bonus balance ang lahat ng napanalunan nila; itaya ito nang 1 beses sa mga valid bet sa loob ng 7 araw at lilipat ito sa iyong wallet bilang cash.",
        ],
      },
      EN: {
        title: "10 free spins on Laro Fortune Reels",
        summary:
          "Claim 10 free spins of Laro Fortune Reels at ₫1,000 each, on us; what they win becomes a bonus you wager 1 time within 7 days.",
        content: [
          "Press Claim: 10 spins of Laro Fortune Reels at ₫1,000 each are yours to play within 7 days, on this page. Your wallet pays nothing for them.",
          "Each spin is decided by your own provably fair seeds, like any round you play, and shows its proof. One claim per person.",
          "When the last spin is played (or the 7 days end), everything they won is added to your bonus balance at once; bet it 1 time in valid bets within 7 days and it moves to your wallet as cash.",
        ],
      },
    },
    rule: ruleSchema.parse({
      type: "freeRounds",
      claimMode: "claim",
      game: "slot",
      rounds: 10,
      stake: vnd(1_000n),
      days: 7,
      wagering: { multiple: 1, base: "bonus", ...originals, days: 7, exclusive: false },
    }),
  },
  {
    id: "lucky-draw",
    category: "event",
    sequence: 7,
    texts: {
      TY: {
        title: "Lingguhang lucky draw: ₫200,000 na unang premyo",
        summary: `Tumaya ng ₫10,000 sa mga valid bet, saka sumali: 6 na mananalo ang bubunutin sa ${drawAtTextTy}, provably fair.`,
        content: [
          `Kapag umabot na sa ₫10,000 ang iyong mga valid bet mula nang magbukas ang draw, pindutin ang I-claim para sumali (isang entry bawat tao). Magsasara ang mga entry at gagawin ang draw sa ${drawAtTextTy}.`,
          "Mga premyo: 1 unang premyo na ₫200,000 at 5 premyo na tig-₫20,000, ibabayad sa iyong wallet bilang cash.",
          "Nakatakda ang seed ng draw bago pa may sumali at ang SHA-256 hash lang nito ang ipinapakita; pagkatapos ng draw ipapakita ang seed, kaya kahit sino ay makakapag-compute muli ng mga nanalo mula sa mga numero ng entry.",
        ],
      },
      EN: {
        title: "Weekly lucky draw: ₫200,000 first prize",
        summary: `Play ₫10,000 in valid bets, then enter: 6 winners are drawn on ${drawAtText}, provably fair.`,
        content: [
          `Once your valid bets since the draw opened reach ₫10,000, press Claim to enter (one entry per person). Entries close and the draw is made on ${drawAtText}.`,
          "Prizes: 1 first prize of ₫200,000 and 5 prizes of ₫20,000, paid to your wallet as cash.",
          "The draw's seed is fixed before anyone enters and only its SHA-256 hash is shown; after the draw the seed is shown, so anyone can recompute the winners from the entry numbers.",
        ],
      },
    },
    rule: ruleSchema.parse({
      type: "luckyDraw",
      claimMode: "claim",
      drawAt: drawAt.toISOString(),
      minValidBet: vnd(10_000n),
      prizes: [
        { amount: vnd(200_000n), count: 1 },
        { amount: vnd(20_000n), count: 5 },
      ],
    }),
  },
  {
    id: "vip-rebate",
    category: "rebate",
    sequence: 8,
    texts: {
      TY: {
        title: "VIP rebate: ang rate ng iyong level pabalik sa iyo",
        summary:
          "Mula Silver pataas, may rebate rate ng iyong VIP level ang iyong mga valid bet: i-claim ito sa Bonus sa pagtaya, hanggang 24 beses sa isang araw.",
        content: [
          "Bawat VIP level mula Silver pataas ay may sariling rebate rate bawat uri ng laro, nakikita sa pahina ng VIP; bawat valid bet (naayos bilang panalo o talo) ay kumikita ng rate ng level mo sa oras ng pag-claim.",
          "I-claim ang naipon sa Bonus sa pagtaya, hanggang 24 beses sa isang araw; ibabayad ito sa iyong wallet bilang cash, walang wagering. Makakasali ang mga Bronze member kapag umabot na sila sa Silver.",
        ],
      },
      EN: {
        title: "VIP rebate: your level's rate back",
        summary:
          "From Silver up, your valid bets earn your VIP level's rebate rate: claim it under Betting bonus, up to 24 times a day.",
        content: [
          "Each VIP level from Silver up has its own rebate rate per game type, shown on the VIP page; every valid bet (settled as a win or a loss) earns the rate of the level you are at when you claim.",
          "Claim what has built up under Betting bonus, up to 24 times a day; it is paid to your wallet as cash, with no wagering. Bronze members take part once they reach Silver.",
        ],
      },
    },
    rule: ruleSchema.parse({
      type: "rebate",
      claimMode: "claim",
      vipRates: true,
      eligibility: { vipLevels: [2, 3, 4, 5, 6] },
      limits: { perMember: 24 },
    }),
  },
  {
    id: "invite-friends",
    category: "referral",
    sequence: 9,
    texts: {
      TY: {
        title: "Mag-imbita ng kaibigan: ₫50,000 bawat kaibigan",
        summary:
          "Ibahagi ang iyong referral link: bawat kaibigang magre-register dito, magdedeposito ng ₫100,000 at tataya ng ₫200,000 sa loob ng 30 araw ay magbibigay sa iyo ng ₫50,000.",
        content: [
          "Nasa Mag-imbita ng kaibigan sa member centre ang iyong referral code, link at QR code; nakalista roon ang mga kaibigang nag-register sa mga ito, bahagyang nakatago ang pangalan, at kung gaano na kalayo ang narating ng bawat isa.",
          "Kwalipikado ang kaibigan kapag ang kanyang unang deposito ay hindi bababa sa ₫100,000 at umabot sa ₫200,000 ang kanyang mga valid bet (naayos bilang panalo o talo), parehong sa loob ng 30 araw mula sa pag-register.",
          "Sa bawat kaibigang kwalipikado, makakakuha ka ng ₫50,000 sa iyong wallet bilang cash, walang wagering: isang beses bawat kaibigan, para sa hanggang 20 kaibigan. Ang kaibigang may sarili mong mobile number, email o bank account ay ikaw rin, at walang kikitain. Ang mga agent ay kumikita sa kanilang agent programme sa halip.",
        ],
      },
      EN: {
        title: "Invite friends: ₫50,000 per friend",
        summary:
          "Share your referral link: each friend who registers with it, deposits ₫100,000 and bets ₫200,000 within 30 days earns you ₫50,000.",
        content: [
          "Your referral code, link and QR code are under Invite friends in the member centre; friends who register through them are listed there, their names partly hidden, with how far each has come.",
          "A friend qualifies when their first deposit is at least ₫100,000 and their valid bets (settled as a win or a loss) reach ₫200,000, both within 30 days of registering.",
          "For each friend who qualifies you get ₫50,000 in your wallet as cash, with no wagering: once per friend, for up to 20 friends. A friend with your own mobile number, email or bank account is you, and earns nothing. Agents earn through their agent programme instead.",
        ],
      },
    },
    rule: ruleSchema.parse({
      type: "referral",
      claimMode: "automatic",
      reward: { kind: "fixed", amount: vnd(50_000n) },
      qualify: { minDeposit: vnd(100_000n), minValidBet: vnd(200_000n), days: 30 },
      maxReferees: 20,
    }),
  },
);

const html = (paragraphs: string[]) => paragraphs.map((p) => `<p>${p}</p>`).join("\n");

export async function seedPromotions(tx: Tx): Promise<void> {
  for (const p of DEMO_PROMOTIONS) {
    const [row] = await tx
      .insert(promotions)
      .values({ id: p.id, category: p.category, sequence: p.sequence, rule: p.rule, ruleVersion: 1, lifecycle: "live" })
      .onConflictDoNothing()
      .returning({ id: promotions.id });
    if (row) {
      await tx.insert(promotionRules).values({ promotionId: p.id, version: 1, rule: p.rule, actor: "seed" });
      await tx.insert(promotionTexts).values(
        (["TY", "EN"] as const).map((language) => {
          const { title, summary, content } = p.texts[language];
          return { promotionId: p.id, language, title, summary, content: html(content) };
        }),
      );
    }
    if (row && p.rule.type === "luckyDraw") await commitDraw(tx, p.id);
  }
  // The demo's points (ADR 0048): 1 point for every ₫1,000 of valid bets in any category (help centre, "points"),
  // converted to cash at ₫10 a point, and the points shop's goods (ADR 0049).
  const rates = pointsRatesSchema.parse({
    perPoint: Object.fromEntries(GAME_CATEGORIES.map((category) => [category, vnd(1_000n)])),
    convert: DEMO_CONVERT,
  });
  await tx.insert(pointsRates).values({ version: 1, rates, actor: "seed" }).onConflictDoNothing();
  await seedPointsShop(tx);
}
