import { describe, expect, it } from "vitest";
import { parseAnnounceCommand } from "../../server/ops/agent-commands.js";
import { parseBannerCommand } from "../../server/ops/banner-commands.js";
import { UsageError } from "../../server/ops/command.js";

// The operator writes both languages from the CLI (ADR 0062): TY with --title/--text, EN with --title-en/--text-en.
describe("announce and banner read the TY and EN texts", () => {
  it("takes an announcement in TY and EN, in one of them, or in TY as words", () => {
    expect(
      parseAnnounceCommand([
        "pu",
        "--title",
        "Bago",
        "--text",
        "Tekstong bago",
        "--title-en",
        "New",
        "--text-en",
        "New text",
      ]),
    ).toEqual({
      action: "announcement.publish",
      type: "PU",
      title: "Bago",
      content: "Tekstong bago",
      titleEn: "New",
      contentEn: "New text",
    });
    expect(parseAnnounceCommand(["B", "--title-en", "Only English", "--text-en", "Text"])).toEqual({
      action: "announcement.publish",
      type: "B",
      titleEn: "Only English",
      contentEn: "Text",
    });
    expect(parseAnnounceCommand(["B", "Dalawang", "salita", "--", "Ang", "teksto"])).toEqual({
      action: "announcement.publish",
      type: "B",
      title: "Dalawang salita",
      content: "Ang teksto",
    });
  });

  it("refuses a language's title without its text, an option twice or empty, and no language at all", () => {
    for (const args of [
      ["B", "--title", "Walang teksto"],
      ["B", "--title", "T", "--text", "C", "--title-en", "No text"],
      ["B", "--title", "T", "--title", "U", "--text", "C"],
      ["B", "--title", "", "--text", "C"],
      ["B", "--title"],
      ["XX", "--title", "T", "--text", "C"],
    ]) {
      expect(() => parseAnnounceCommand(args), args.join(" ")).toThrow(UsageError);
    }
  });

  it("titles a banner in TY and/or EN, and refuses no title or an unknown option", () => {
    expect(parseBannerCommand(["w_home-laro-1", "--title", "Mga larong patas", "--title-en", "Fair games"])).toEqual({
      action: "banner.retitle",
      id: "w_home-laro-1",
      title: "Mga larong patas",
      titleEn: "Fair games",
    });
    expect(parseBannerCommand(["w_home-laro-1", "--title-en", "Fair games"])).toEqual({
      action: "banner.retitle",
      id: "w_home-laro-1",
      titleEn: "Fair games",
    });
    expect(parseBannerCommand([])).toBeNull();
    for (const args of [["w_home-laro-1"], ["w_home-laro-1", "--text", "x"], ["w_home-laro-1", "--title"]])
      expect(() => parseBannerCommand(args), args.join(" ")).toThrow(UsageError);
  });
});
