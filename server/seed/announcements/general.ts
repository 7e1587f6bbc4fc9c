// The general notices (type B). Written in TY and EN (ADR 0062); see ../announcements.ts.
import type { DemoAnnouncement } from "../announcements.js";

export const generalNotices: DemoAnnouncement[] = [
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
];
