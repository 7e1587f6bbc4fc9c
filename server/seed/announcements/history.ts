// More general notices and notices to players, so the list has history to page through; they come last,
// so the ids of the notices above stay as they were. Written in TY and EN (ADR 0062); see ../announcements.ts.
import type { DemoAnnouncement } from "../announcements.js";

export const olderNotices: DemoAnnouncement[] = [
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
