// The app download panel (page /down and modal ?modal=download): links and QR codes of the
// ANDROID / IOS / LITE resources of the status answer. A phone system without an app gets the site itself:
// a QR code of this site's address and how to keep it on the home screen (no app is promised that the
// operator has not configured).
import { qrSvg } from "./qr.server";
import type { Resource } from "../platform/client.server";

export type DownloadTab = "android" | "ios";
export type DownloadApp = { url: string; qrSvg: string };
export type DownloadData = {
  tab: DownloadTab;
  android: DownloadApp | null;
  ios: DownloadApp | null;
  liteUrl: string | null;
  site: DownloadApp | null;
};

export function downloadTab(value: string | null): DownloadTab {
  return value === "ios" ? "ios" : "android";
}

async function app(resources: readonly Resource[], type: "ANDROID" | "IOS"): Promise<DownloadApp | null> {
  const found = resources.find((resource) => resource.resourceType === type && resource.url);
  // The QR carries the resource's qrCodeUrl (its landing page) when it has one, else the download itself.
  return found ? { url: found.url, qrSvg: await qrSvg(found.qrCodeUrl || found.url) } : null;
}

/** `siteUrl` is this site's home as the visitor reached it (the request's origin). */
export async function downloadData(
  resources: readonly Resource[],
  tab: string | null,
  siteUrl: string,
): Promise<DownloadData> {
  const chosen = downloadTab(tab);
  const [android, ios] = await Promise.all([app(resources, "ANDROID"), app(resources, "IOS")]);
  const lite = resources.find((resource) => resource.resourceType === "LITE" && resource.url);
  const site = (chosen === "android" ? android : ios) ? null : { url: siteUrl, qrSvg: await qrSvg(siteUrl) };
  return { tab: chosen, android, ios, liteUrl: lite?.url ?? null, site };
}
