// The notices of the home page (type H). Written in TY and EN (ADR 0062); see ../announcements.ts.
import type { DemoAnnouncement } from "../announcements.js";

export const homeNotices: DemoAnnouncement[] = [
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
];
