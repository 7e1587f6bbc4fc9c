import type { Tx } from "../db/connect.js";
import type { BannerGroup } from "../../contract/banner-groups.js";
import { banners, bannerTexts } from "../db/schema.js";
import { putMedia, staticUrl } from "../modules/media/index.js";
import { bannerSvg, type Artwork } from "./art/banner.js";

type DemoBanner = Artwork & { linkageType: "URL" | null; link: string | null };

const toPage = (path: string) => ({ linkageType: "URL" as const, link: path });
const noLink = { linkageType: null, link: null };

// SPEC §2.2: every route group has its own strip; home carries the most. Every banner names something
// this platform delivers and leads to it (ADR 0037): the Laro Originals, trial play, the wallet, the
// responsible-play tools and the help centre. A group whose own games are not connected yet points to
// the games that are, never to a bonus, a vendor or an app that is not there.
const originals = (palette: Artwork["palette"]): DemoBanner => ({
  kicker: "Laro Originals",
  title: "Seven Games, Ready Now",
  subtitle: "Dice, Mines, Plinko, Keno, Limbo, Reels and Baccarat",
  cta: "Play now",
  motif: "dice",
  palette,
  ...toPage("/inhouse"),
});

export const demoBanners: Record<BannerGroup, DemoBanner[]> = {
  w_home: [
    {
      kicker: "Laro Originals",
      title: "Provably Fair Games",
      subtitle: "Seven in-house games; verify every round yourself",
      cta: "Play now",
      motif: "dice",
      palette: "teal",
      ...toPage("/inhouse"),
    },
    {
      kicker: "Deposit",
      title: "Deposit by Bank Transfer",
      subtitle: "Vietcombank transfer, credited once we match it",
      cta: "Deposit",
      motif: "chips",
      palette: "emerald",
      ...toPage("/member/depositv2"),
    },
    {
      kicker: "Responsible play",
      title: "Set Your Own Limits",
      subtitle: "Deposit limits, a time-out or self-exclusion",
      cta: "Set limits",
      motif: "star",
      palette: "midnight",
      ...toPage("/member/responsiblePlay"),
    },
    {
      kicker: "Help centre",
      title: "Answers in Tagalog and English",
      subtitle: "Accounts, deposits, withdrawals and games",
      motif: "question",
      palette: "ocean",
      ...noLink,
    },
  ],
  w_rng: [originals("neon")],
  w_live: [originals("crimson")],
  w_fish: [originals("ocean")],
  w_pvp: [originals("teal")],
  w_sports: [originals("emerald")],
  w_esports: [originals("neon")],
  w_lott: [originals("sunset")],
  w_down: [
    {
      kicker: "On your phone",
      title: "Laro in Your Browser",
      subtitle: "Every page fits a phone screen; nothing to install",
      motif: "phone",
      palette: "ocean",
      ...noLink,
    },
  ],
  w_promotion: [
    {
      kicker: "Promotions",
      title: "Terms First, Always",
      subtitle: "When a promotion runs, its full terms are listed here",
      motif: "gift",
      palette: "violet",
      ...noLink,
    },
  ],
  w_shop: [originals("gold")],
  w_help: [
    {
      kicker: "Help centre",
      title: "We're Here to Help",
      subtitle: "Answers about accounts, deposits, withdrawals and games",
      motif: "question",
      palette: "midnight",
      ...noLink,
    },
  ],
  w_reg: [
    {
      kicker: "Join today",
      title: "Play the Laro Originals",
      subtitle: "Seven provably fair games, from your first deposit",
      motif: "dice",
      palette: "violet",
      ...noLink,
    },
    {
      kicker: "Free play",
      title: "Try Before You Deposit",
      subtitle: "A trial account with demo credit, no real money",
      motif: "star",
      palette: "teal",
      ...noLink,
    },
  ],
  w_inhouse: [
    {
      kicker: "Laro Originals",
      title: "Provably Fair Games",
      subtitle: "Check each round with its seeds and nonce",
      motif: "dice",
      palette: "teal",
      ...noLink,
    },
    {
      kicker: "Laro Originals",
      title: "Instant Rounds",
      subtitle: "Every round settles at once, in your betting record",
      motif: "reels",
      palette: "crimson",
      ...noLink,
    },
  ],
};

/**
 * Each banner's words in TY (ADR 0062), by its EN subtitle (each banner's own): its artwork is drawn in TY too,
 * and its TY title is the TY image's alternative text.
 */
const TY_ART: Record<string, Pick<Artwork, "kicker" | "title" | "subtitle" | "cta">> = {
  "Dice, Mines, Plinko, Keno, Limbo, Reels and Baccarat": {
    kicker: "Laro Originals",
    title: "Pitong laro, handa na ngayon",
    subtitle: "Dice, Mines, Plinko, Keno, Limbo, Reels at Baccarat",
    cta: "Maglaro na",
  },
  "Seven in-house games; verify every round yourself": {
    kicker: "Laro Originals",
    title: "Mga larong provably fair",
    subtitle: "Pitong in-house na laro; ikaw mismo ang sumuri sa bawat round",
    cta: "Maglaro na",
  },
  "Vietcombank transfer, credited once we match it": {
    kicker: "Deposito",
    title: "Magdeposito sa bank transfer",
    subtitle: "Vietcombank transfer, kine-credit kapag naitugma na namin",
    cta: "Magdeposito",
  },
  "Deposit limits, a time-out or self-exclusion": {
    kicker: "Responsableng paglalaro",
    title: "Itakda ang sarili mong limitasyon",
    subtitle: "Limitasyon sa deposito, time-out o pagbubukod sa sarili",
    cta: "Magtakda",
  },
  "Accounts, deposits, withdrawals and games": {
    kicker: "Sentro ng tulong",
    title: "Mga sagot sa Tagalog at Ingles",
    subtitle: "Account, deposito, withdrawal at mga laro",
  },
  "Every page fits a phone screen; nothing to install": {
    kicker: "Sa iyong phone",
    title: "Laro sa iyong browser",
    subtitle: "Kasya ang bawat pahina sa phone; walang i-install",
  },
  "When a promotion runs, its full terms are listed here": {
    kicker: "Mga promosyon",
    title: "Tuntunin muna, palagi",
    subtitle: "Kapag may promosyon, narito ang kumpletong tuntunin nito",
  },
  "Answers about accounts, deposits, withdrawals and games": {
    kicker: "Sentro ng tulong",
    title: "Narito kami para tumulong",
    subtitle: "Mga sagot tungkol sa account, deposito, withdrawal at laro",
  },
  "Seven provably fair games, from your first deposit": {
    kicker: "Sumali ngayon",
    title: "Laruin ang Laro Originals",
    subtitle: "Pitong larong provably fair, mula sa unang deposito",
  },
  "A trial account with demo credit, no real money": {
    kicker: "Libreng laro",
    title: "Subukan bago magdeposito",
    subtitle: "Trial account na may demo credit, walang totoong pera",
  },
  "Check each round with its seeds and nonce": {
    kicker: "Laro Originals",
    title: "Mga larong provably fair",
    subtitle: "Suriin ang bawat round gamit ang seed at nonce nito",
  },
  "Every round settles at once, in your betting record": {
    kicker: "Laro Originals",
    title: "Mga round na agad naaayos",
    subtitle: "Agad naaayos ang bawat round, nasa talaan ng iyong taya",
  },
};

export async function seedBanners(tx: Tx): Promise<void> {
  const rows = Object.entries(demoBanners).flatMap(([group, list]) =>
    list.map((art, i) => {
      // New ids and images: a banner of the first demo an operator kept keeps its own image (migration 0020).
      const id = `${group}-laro-${i + 1}`;
      const ty = TY_ART[art.subtitle];
      if (!ty) throw new Error(`banner ${id} has no TY words`);
      return {
        id,
        group,
        art,
        tyArt: { ...art, ...ty },
        mediaPath: `banners/${id}.svg`,
        tyMediaPath: `banners/${id}-ty.svg`,
        sequence: i + 1,
      };
    }),
  );
  await putMedia(
    tx,
    rows.flatMap((r) => [
      { path: r.mediaPath, contentType: "image/svg+xml", body: bannerSvg(r.art) },
      { path: r.tyMediaPath, contentType: "image/svg+xml", body: bannerSvg(r.tyArt) },
    ]),
  );
  const written = await tx
    .insert(banners)
    .values(
      rows.map((r) => ({
        id: r.id,
        groupName: r.group,
        imageUrl: staticUrl(r.mediaPath),
        linkageType: r.art.linkageType,
        link: r.art.link,
        sequence: r.sequence,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: banners.id });
  const fresh = new Set(written.map((w) => w.id));
  const texts = rows
    .filter((r) => fresh.has(r.id))
    .flatMap((r) => [
      { bannerId: r.id, language: "TY", title: r.tyArt.title, imageUrl: staticUrl(r.tyMediaPath) },
      { bannerId: r.id, language: "EN", title: r.art.title, imageUrl: null },
    ]);
  if (texts.length) await tx.insert(bannerTexts).values(texts);
}
