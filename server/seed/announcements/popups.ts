// The pop-ups of the home page (type PU). Written in TY and EN (ADR 0062); see ../announcements.ts.
import type { DemoAnnouncement } from "../announcements.js";

export const homePopups: DemoAnnouncement[] = [
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
];
