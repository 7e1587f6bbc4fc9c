import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// ADR 0062: every text a player sees reads in TY (Tagalog, the default) and in EN. A TY value that
// equals its EN value is an English text left untranslated, unless it is one of the words written the same in
// both languages listed here, each for its reason. A value with no letters outside its placeholders
// ("{{min}} – {{max}}", "—", "18+") is the same in every language and needs no entry.

const SAME_IN_BOTH: Record<string, readonly string[]> = {
  // Brand and product names, written as their owners write them.
  brands: [
    "common.json:brand.name",
    "inhouse.json:vendor",
    "inhouse.json:game.slot",
    "promotions.json:game.slot",
    "auth.json:field.qqNum",
    "auth.json:field.line",
    "auth.json:field.whatsapp",
    "auth.json:field.zalo",
    "auth.json:field.facebook",
    "auth.json:field.wechat",
    "auth.json:field.telegram",
    "download.json:platform.android",
    "download.json:platform.ios",
    "sports.json:sport.lol",
    "sports.json:sport.dota2",
    "sports.json:sport.cs2",
    "sports.json:sport.valorant",
  ],
  // Game names, the same on every Tagalog site: the Laro Originals and the catalogue's kinds of game.
  games: [
    "inhouse.json:game.dice",
    "inhouse.json:game.limbo",
    "inhouse.json:game.mines",
    "inhouse.json:game.plinko",
    "inhouse.json:game.keno",
    "inhouse.json:game.baccarat",
    "games.json:category.poker",
    "games.json:classify.JACKPOT",
    "games.json:classify.CRASH",
    "games.json:classify.BACCARAT",
    "games.json:classify.ROULETTE",
    "games.json:classify.SICBO",
    "games.json:classify.DRAGON_TIGER",
    "games.json:classify.BLACKJACK",
    "games.json:classify.DERBY",
    "games.json:classify.KENO",
    "games.json:classify.LOTTO",
    "games.json:classify.DICE",
    "games.json:classify.LIMBO",
    "games.json:classify.MINES",
    "games.json:classify.PLINKO",
    "promotions.json:freeRounds.symbol.bar",
  ],
  // Cockfight sides: Meron and Wala are Tagalog words already; "vs" is read the same.
  cockfight: ["cockfight.json:side.meron", "cockfight.json:side.wala", "cockfight.json:vs"],
  // Place names written the same in Filipino.
  places: [
    "auth.json:countries.VN",
    "auth.json:countries.TH",
    "auth.json:countries.ID",
    "auth.json:countries.MY",
    "auth.json:countries.SG",
    "auth.json:countries.MM",
    "auth.json:countries.HK",
    "auth.json:countries.TW",
    "lottery.json:tab.vn",
    "sports.json:format.hongkong",
    "sports.json:format.malay",
  ],
  // The Vietnamese lottery's own bet names, which players know by them in every language.
  vietnameseBets: [
    "lottery.json:betType.lo2.name",
    "lottery.json:betType.lo3.name",
    "lottery.json:betType.lo4.name",
    "lottery.json:betType.de.name",
    "lottery.json:betType.dau.name",
    "lottery.json:betType.duoi.name",
    "lottery.json:betType.bacang.name",
    "lottery.json:betType.xien2.name",
    "lottery.json:betType.xien3.name",
    "lottery.json:betType.xien4.name",
    "lottery.json:betType.truot4.name",
    "lottery.json:betType.truot8.name",
    "lottery.json:betType.truot10.name",
  ],
  // Codes and words used as they are in Tagalog: OK, email, VIP, a date pattern, milliseconds.
  codes: [
    "auth.json:in_increase_submit",
    "auth.json:field.email",
    "auth.json:dateFormat",
    "promotions.json:category.vip",
    "speedTest.json:value",
  ],
};

type Catalogue = Record<string, unknown>;
const read = (language: string, file: string) =>
  JSON.parse(readFileSync(`locales/${language}/${file}`, "utf8")) as Catalogue;

/** Every string of a catalogue by its dotted key. */
function strings(catalogue: Catalogue, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else if (value && typeof value === "object") for (const [k, v] of strings(value as Catalogue, path)) out.set(k, v);
  }
  return out;
}

/** No letter left once the placeholders are taken out: numbers, signs and placeholders read the same in every language. */
const noWords = (text: string) => !/\p{L}/u.test(text.replace(/\{\{[^}]*\}\}/g, ""));

const files = readdirSync("locales/EN").filter((f) => f.endsWith(".json"));
const allowed = new Set(Object.values(SAME_IN_BOTH).flat());

describe("the TY catalogue is translated", () => {
  it("has no TY text equal to its EN text, but the words the same in both languages", () => {
    const untranslated: string[] = [];
    for (const file of files) {
      const ty = strings(read("TY", file));
      for (const [key, en] of strings(read("EN", file))) {
        if (ty.get(key) === en && !noWords(en) && !allowed.has(`${file}:${key}`))
          untranslated.push(`${file}:${key} "${en}"`);
      }
    }
    expect(untranslated).toEqual([]);
  });

  it("lists in its allow-list only keys that exist and are still the same in both", () => {
    const stale = [...allowed].filter((entry) => {
      const [file, key] = entry.split(":") as [string, string];
      const en = strings(read("EN", file)).get(key);
      return en === undefined || strings(read("TY", file)).get(key) !== en;
    });
    expect(stale).toEqual([]);
  });

  it("writes a count with the plural forms of i18next in both languages", () => {
    // A count shown beside a noun ("1 points") needs its _one and _other forms. The system messages'
    // templates (messages.json template.*) are filled with the platform's string parameters, without a count.
    const bare: string[] = [];
    for (const language of ["EN", "TY"]) {
      for (const file of files) {
        for (const [key, text] of strings(read(language, file))) {
          if (file === "messages.json" && key.startsWith("template.")) continue;
          if (
            /\{\{(count|points)\}\} (points|pictures|minutes|selections|bets?|days|times|friends|spins)\b/.test(text) &&
            !/_(one|other|zero|few|many|two)$/.test(key)
          )
            bare.push(`${language}/${file}:${key}`);
        }
      }
    }
    expect(bare).toEqual([]);
  });
});
