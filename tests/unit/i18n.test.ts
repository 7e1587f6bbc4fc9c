import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  LANGUAGE_CATALOGUE,
  NAMESPACES,
  SUPPORTED_LANGUAGES,
  detectLanguage,
  htmlLang,
  resolveLanguage,
} from "~/lib/i18n/i18n";

describe("language fallback — SPEC §1", () => {
  it("keeps the supported languages, any case", () => {
    expect(resolveLanguage("EN")).toBe("EN");
    expect(resolveLanguage("en")).toBe("EN");
    expect(resolveLanguage(" ty ")).toBe("TY");
  });

  it("replaces anything else by TY", () => {
    for (const code of ["JA", "CN", "PT-BR", "xx", "", null, undefined]) expect(resolveLanguage(code)).toBe("TY");
  });

  it("every catalogue code resolves, and the catalogue is the wider one of SPEC §1", () => {
    expect(LANGUAGE_CATALOGUE.length).toBeGreaterThanOrEqual(30);
    const codes = LANGUAGE_CATALOGUE.map((entry) => entry.code);
    for (const code of ["EN", "CN", "JA", "TH", "VI", "ES", "ID", "KO", "TY", "PT-BR", "AR", "RU", "FR", "DE", "IT"])
      expect(codes).toContain(code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(SUPPORTED_LANGUAGES).toContain(resolveLanguage(code));
  });

  it("maps to <html lang>", () => {
    expect(htmlLang("TY")).toBe("tl");
    expect(htmlLang("EN")).toBe("en");
  });
});

describe("language detection", () => {
  it("prefers ?lng= and stores it", () => {
    expect(detectLanguage({ query: "EN", cookie: "TY" })).toEqual({ language: "EN", store: "EN" });
  });

  it("stores an unsupported ?lng= as TY", () => {
    expect(detectLanguage({ query: "JA", cookie: "EN" })).toEqual({ language: "TY", store: "TY" });
  });

  it("then the cookie, without storing it again", () => {
    expect(detectLanguage({ query: null, cookie: "EN" })).toEqual({ language: "EN", store: null });
  });

  it("corrects an unsupported cookie to TY", () => {
    expect(detectLanguage({ query: null, cookie: "KO" })).toEqual({ language: "TY", store: "TY" });
    expect(detectLanguage({ query: null, cookie: "en" })).toEqual({ language: "EN", store: "EN" });
  });

  it("then TY; an empty ?lng= counts as absent", () => {
    expect(detectLanguage({ query: null, cookie: undefined })).toEqual({ language: "TY", store: null });
    expect(detectLanguage({ query: "", cookie: "EN" })).toEqual({ language: "EN", store: null });
  });
});

describe("locales", () => {
  const root = path.resolve(import.meta.dirname, "../../locales");
  const keys = (value: unknown, prefix = ""): string[] =>
    value && typeof value === "object"
      ? Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
          keys(child, prefix ? `${prefix}.${key}` : key),
        )
      : [prefix];
  const read = (language: string, namespace: string) =>
    JSON.parse(fs.readFileSync(path.join(root, language, `${namespace}.json`), "utf8"));

  // Texts of pages the platform renders itself (the in-house games), kept beside the site's for translators.
  const PLATFORM_NAMESPACES = ["inhouse"];

  it.each([...NAMESPACES, ...PLATFORM_NAMESPACES])("%s has the same keys in TY and EN, none empty", (namespace) => {
    const ty = read("TY", namespace);
    const en = read("EN", namespace);
    expect(keys(ty).sort()).toEqual(keys(en).sort());
    for (const language of [ty, en]) {
      for (const key of keys(language)) {
        // keys() walked only objects, so every step but the last lands on one.
        const text = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], language);
        expect(typeof text === "string" && text.trim().length > 0, `${namespace}:${key}`).toBe(true);
      }
    }
  });

  it("has no namespace files beyond the declared ones", () => {
    for (const language of SUPPORTED_LANGUAGES) {
      const files = fs.readdirSync(path.join(root, language)).map((file) => file.replace(/\.json$/, ""));
      expect(files.sort()).toEqual([...NAMESPACES, ...PLATFORM_NAMESPACES].sort());
    }
  });
});
