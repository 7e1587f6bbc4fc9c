// Translated <title>s: meta functions cannot use hooks, so they read the texts through texts.ts, in the
// language the root loader reports.
import type { MetaDescriptor } from "@remix-run/node";
import type { RootData } from "../shell/root.server";
import { translate as translateText } from "./texts";

type MetaMatch = { id: string; data: unknown };

export function translate(root: RootData | undefined, key: string): string | undefined {
  return root ? translateText(root.language, key) : undefined;
}

const SCREEN_TITLES: Record<Exclude<RootData["screen"], "app">, string> = {
  network: "status:network.title",
  maintenance: "status:maintenance.title",
  blocked: "status:blocked.title",
  busy: "status:busy.title",
};

/** `<title>` for a page: "Page · Brand" (a translated key, or operator text as `literal`), or the status screen's title when the app is replaced. */
export function pageMeta(
  args: { matches: MetaMatch[]; error?: unknown },
  key: string | null,
  literal?: string,
): MetaDescriptor[] {
  const root = args.matches.find((match) => match.id === "root")?.data as RootData | undefined;
  const brand = translate(root, "brand.name") ?? "";
  const errorKey =
    (args.error as { status?: number } | undefined)?.status === 404 ? "errors.notFoundTitle" : "errors.title";
  const chosen = root && root.screen !== "app" ? SCREEN_TITLES[root.screen] : args.error ? errorKey : key;
  const text = literal && chosen === key ? literal : chosen ? translate(root, chosen) : undefined;
  const description = translate(root, "meta.description");
  return [
    { title: text ? `${text} · ${brand}` : brand },
    ...(description ? [{ name: "description", content: description }] : []),
  ];
}
