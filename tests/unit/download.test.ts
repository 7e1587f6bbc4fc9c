import { describe, expect, it } from "vitest";
import { downloadData } from "../../app/lib/content/download.server";

// The download panel offers an app only where the operator configured one (ADR 0037); elsewhere the site
// itself, by a QR code of its own address.
describe("the download panel's data", () => {
  it("with no app resource: no download, the site's own address as a QR code", async () => {
    const data = await downloadData([], "ios", "https://laro.test/");
    expect(data).toMatchObject({
      tab: "ios",
      android: null,
      ios: null,
      liteUrl: null,
      site: { url: "https://laro.test/" },
    });
    expect(data.site?.qrSvg).toContain("<svg");
  });

  it("with an Android app: its download on the Android tab, the site on the iOS tab", async () => {
    const resources = [
      {
        resourceType: "ANDROID" as const,
        labelNameEn: "Android app",
        url: "https://apps.test/laro.apk",
        qrCodeUrl: "",
      },
    ];
    const android = await downloadData(resources, "android", "https://laro.test/");
    expect(android).toMatchObject({ tab: "android", android: { url: "https://apps.test/laro.apk" }, site: null });
    const ios = await downloadData(resources, "ios", "https://laro.test/");
    expect(ios).toMatchObject({ tab: "ios", ios: null, site: { url: "https://laro.test/" } });
  });
});
