// The notices to players (type PL). Written in TY and EN (ADR 0062); see ../announcements.ts.
import type { DemoAnnouncement } from "../announcements.js";

export const playerNotices: DemoAnnouncement[] = [
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
];
