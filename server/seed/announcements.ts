import type { Tx } from "../db/connect.js";
import type { AnnouncementType } from "../modules/content/index.js";
import { announcements, announcementTexts } from "../db/schema.js";
import { generalNotices } from "./announcements/general.js";
import { playerNotices } from "./announcements/players.js";
import { homePopups } from "./announcements/popups.js";
import { promotionNotices } from "./announcements/promotions.js";
import { homeNotices } from "./announcements/home.js";
import { olderNotices } from "./announcements/history.js";

type Texts = { title: string; body: string[] };
export type DemoAnnouncement = { type: AnnouncementType; hoursAgo: number; texts: { TY: Texts; EN: Texts } };

const HOUR_MS = 60 * 60 * 1000;

// The demo's notices speak only of what this platform delivers (ADR 0037): accounts, the wallet, the
// Laro Originals, trial play, responsible play, messages, the help centre and the line speed test. No
// bonus, outside vendor, app or date is promised. Each notice is written in TY (the site's default
// language) and EN (ADR 0062); an operator writes its own.
// The texts are in announcements/, one file a type; the order below gives each notice its id (notice-001 …).
export const demoAnnouncements: DemoAnnouncement[] = [
  ...generalNotices,
  ...playerNotices,
  ...homePopups,
  ...promotionNotices,
  ...homeNotices,
  ...olderNotices,
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
