import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

// The in-house pages' words, from the same locale files as the site (locales/<lng>/inhouse.json):
// TY by default, EN on request. Read once per language.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../../locales");
const cache = new Map<string, Record<string, unknown>>();

export type Texts = { lng: "TY" | "EN"; t: (key: string, params?: Record<string, string | number>) => string };

export function inhouseTexts(requested: unknown): Texts {
  const lng = String(requested ?? "").toUpperCase() === "EN" ? "EN" : "TY";
  if (!cache.has(lng)) cache.set(lng, JSON.parse(fs.readFileSync(path.join(root, lng, "inhouse.json"), "utf8")));
  const table = cache.get(lng);
  const t = (key: string, params: Record<string, string | number> = {}) => {
    const found = key
      .split(".")
      .reduce<unknown>(
        (node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined),
        table,
      );
    const text = typeof found === "string" ? found : key;
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ""));
  };
  return { lng, t };
}
