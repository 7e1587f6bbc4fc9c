// The promotions (type PR). Each names what the promotions engine pays (ADR 0046), as the promotion's
// own terms do. Written in TY and EN (ADR 0062); see ../announcements.ts.
import type { DemoAnnouncement } from "../announcements.js";

export const promotionNotices: DemoAnnouncement[] = [
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
];
