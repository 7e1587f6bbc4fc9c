import fs from "node:fs";
import path from "node:path";
import i18next, { type TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { footerAbout, hasAppDownload, type FooterFacts } from "~/lib/shell/footer";

// The footer says only what is connected (ADR 0063): the categories with a launchable game, "in our apps" only
// with an app download, in TY and EN from the catalogues the site uses.
async function translator(language: "TY" | "EN"): Promise<TFunction> {
  const common = JSON.parse(fs.readFileSync(path.join("locales", language, "common.json"), "utf8"));
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    resources: { [language]: { common } },
    defaultNS: "common",
    interpolation: { escapeValue: false },
  });
  return instance.t;
}

const facts = (change: Partial<FooterFacts>): FooterFacts => ({
  categories: [],
  apps: false,
  paymentMethods: [],
  ...change,
});

describe("the footer's about sentence", () => {
  it("names the connected categories only, and no app without an app download", async () => {
    const t = await translator("EN");
    const text = footerAbout(t, "Laro", facts({ categories: ["SPORTS", "LOTT", "INHOUSE"] }));
    expect(text).toBe("Laro is an online gaming site for sports, lottery and our own games.");
    for (const absent of ["slots", "live casino", "fishing", "card games", "apps"]) expect(text).not.toContain(absent);
  });

  it("says 'in our apps' only when an app is offered, and names no category when none plays", async () => {
    const t = await translator("EN");
    expect(footerAbout(t, "Laro", facts({ categories: ["RNG"], apps: true }))).toBe(
      "Laro is an online gaming site for slots, on the web and in our apps.",
    );
    expect(footerAbout(t, "Laro", facts({}))).toBe("Laro is an online gaming site.");
    expect(footerAbout(t, "Laro", facts({ apps: true }))).toBe(
      "Laro is an online gaming site, on the web and in our apps.",
    );
  });

  it("reads in Tagalog by default", async () => {
    const t = await translator("TY");
    expect(footerAbout(t, "Laro", facts({ categories: ["SPORTS", "COCKFIGHT"] }))).toBe(
      "Ang Laro ay online gaming site para sa palakasan at sabong.",
    );
    expect(footerAbout(t, "Laro", facts({}))).toBe("Ang Laro ay online gaming site.");
  });

  it("counts an app download only from an Android, iOS or lite resource with an address", () => {
    expect(hasAppDownload([])).toBe(false);
    expect(
      hasAppDownload([
        { resourceType: "SOCIAL", labelNameEn: "Facebook", url: "https://www.facebook.com/laro.ph", qrCodeUrl: "" },
      ]),
    ).toBe(false);
    expect(hasAppDownload([{ resourceType: "ANDROID", labelNameEn: "Android app", url: "", qrCodeUrl: "" }])).toBe(
      false,
    );
    expect(
      hasAppDownload([
        { resourceType: "IOS", labelNameEn: "iOS app", url: "https://apps.example.ph/laro", qrCodeUrl: "" },
      ]),
    ).toBe(true);
  });
});
