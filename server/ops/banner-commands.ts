// The operator's banner command: `banner <id> --title <TY> [--title-en <EN>]` writes a banner's title, the
// alternative text of its image, in TY and/or EN (ADR 0062; audited).
import { retitleBanner } from "../modules/content/index.js";
import { command, UsageError, type Reach } from "./command.js";
import { callPlatform } from "./platform-client.js";
import { platformThenDatabase } from "./reach.js";

type BannerCommand = { action: "banner.retitle"; id: string; title?: string; titleEn?: string };

const OPTIONS: Record<string, "title" | "titleEn"> = { "--title": "title", "--title-en": "titleEn" };
const USAGE = "banner needs <id> --title <TY> and/or --title-en <EN>";

export function parseBannerCommand(args: string[]): BannerCommand | null {
  const [id, ...rest] = args;
  if (!id) return null;
  const input: BannerCommand = { action: "banner.retitle", id };
  for (let i = 0; i < rest.length; i += 2) {
    const field = OPTIONS[rest[i]];
    const value = rest[i + 1]?.trim();
    if (!field || !value || input[field] !== undefined) throw new UsageError(USAGE);
    input[field] = value;
  }
  if (input.title === undefined && input.titleEn === undefined) throw new UsageError(USAGE);
  return input;
}

async function bannerHandler(input: BannerCommand, reach: Reach): Promise<number> {
  const { result, via } = await platformThenDatabase<Record<string, unknown>>(
    reach,
    () =>
      callPlatform(reach.baseUrl, reach.key, {
        method: "PUT",
        path: `/ops/banners/${encodeURIComponent(input.id)}`,
        body: { title: input.title, titleEn: input.titleEn },
      }) as Promise<Record<string, unknown>>,
    (db) =>
      retitleBanner(
        db,
        input.id,
        { ...(input.title ? { TY: input.title } : {}), ...(input.titleEn ? { EN: input.titleEn } : {}) },
        "cli",
      ),
  );
  const titles = result.titles as Record<string, string>;
  console.log(
    `Banner ${input.id} is titled ${Object.entries(titles)
      .map(([language, title]) => `${language} "${title}"`)
      .join(", ")}; audited\n(${via})`,
  );
  return 0;
}

export const bannerCommand = command<BannerCommand>({
  name: "banner",
  forms: [
    {
      arguments: "<id> --title <TY> [--title-en <EN>]",
      help: "write a banner's title (its image's alternative text) in TY and/or EN;\naudited",
    },
  ],
  parse: parseBannerCommand,
  handler: bannerHandler,
});
