// The app download panel (page /down and modal ?modal=download): links and QR codes of the
// ANDROID / IOS / LITE resources of the status answer.
import { qrSvg } from "./qr.server";
import type { Resource } from "../platform/client.server";

export type DownloadTab = "android" | "ios";
export type DownloadApp = { url: string; qrSvg: string };
export type DownloadData = { tab: DownloadTab; android: DownloadApp | null; ios: DownloadApp | null; liteUrl: string | null };

export function downloadTab(value: string | null): DownloadTab {
  return value === "ios" ? "ios" : "android";
}

async function app(resources: readonly Resource[], type: "ANDROID" | "IOS"): Promise<DownloadApp | null> {
  const found = resources.find((resource) => resource.resourceType === type && resource.url);
  // The QR carries the resource's qrCodeUrl (its landing page) when it has one, else the download itself.
  return found ? { url: found.url, qrSvg: await qrSvg(found.qrCodeUrl || found.url) } : null;
}

export async function downloadData(resources: readonly Resource[], tab: string | null): Promise<DownloadData> {
  const [android, ios] = await Promise.all([app(resources, "ANDROID"), app(resources, "IOS")]);
  const lite = resources.find((resource) => resource.resourceType === "LITE" && resource.url);
  return { tab: downloadTab(tab), android, ios, liteUrl: lite?.url ?? null };
}
