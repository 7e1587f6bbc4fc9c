import { describe, expect, it } from "vitest";
import { parseCookies, serializeCookie } from "~/lib/session/cookies";
import { guardRedirect } from "~/lib/shell/guard";
import { pageParam, pageWindow } from "~/lib/shell/paging";
import { resolveTheme } from "~/lib/shell/theme";
import { flattenWhitelabel, shellToggles } from "~/lib/shell/toggles";
import { closeModalHref, hrefWith, modalHref, safeRedirectPath } from "~/lib/shell/urls";

type Node = { modId: string; name: string; enabled: "1" | "0"; childrenNodes: Node[] };
const node = (modId: string, enabled: "1" | "0", childrenNodes: Node[] = []): Node => ({
  modId,
  name: modId,
  enabled,
  childrenNodes,
});

describe("whitelabel toggles — SPEC §6", () => {
  it("reads every node of the tree, '1' as on, and a group switched off switches its children off", () => {
    const flags = flattenWhitelabel([
      node("LOGIN", "1", [node("DIRECTREG3", "1"), node("FREEPLAY3", "0", [node("DEEP", "1")])]),
      node("SECURITY", "0", [node("PWDEXPFORCECHANGE3", "1")]),
    ]);
    expect(Object.fromEntries(flags)).toEqual({
      LOGIN: true,
      DIRECTREG3: true,
      FREEPLAY3: false,
      DEEP: false,
      SECURITY: false,
      PWDEXPFORCECHANGE3: false,
    });
  });

  it("derives the shell's switches; SIDEMENU is tri-state", () => {
    expect(shellToggles([node("DIRECTREG3", "1"), node("FREEPLAY3", "1"), node("SIDEMENU", "0")])).toEqual({
      directRegister: true,
      freePlay: true,
      sideMenuForced: false,
      loginedToHomePage: false,
    });
    expect(shellToggles([node("SIDEMENU", "1"), node("LOGINEDTOHOMEPAGE", "1")])).toMatchObject({
      sideMenuForced: true,
      loginedToHomePage: true,
    });
    expect(shellToggles([])).toEqual({
      directRegister: false,
      freePlay: false,
      sideMenuForced: null,
      loginedToHomePage: false,
    });
  });
});

describe("guard — SPEC §2.1 loginedToHomePage", () => {
  it("does nothing when the flag is off or there is a session", () => {
    expect(guardRedirect("/promotions", { loginedToHomePage: false, hasSession: false })).toBeNull();
    expect(guardRedirect("/promotions", { loginedToHomePage: true, hasSession: true })).toBeNull();
  });

  it("sends a visitor to /login except on the exempt paths", () => {
    const on = { loginedToHomePage: true, hasSession: false };
    expect(guardRedirect("/", on)).toBe("/login");
    expect(guardRedirect("/promotions", on)).toBe("/login");
    for (const path of ["/login", "/register", "/register.html", "/helpmc", "/download", "/helpmc/"])
      expect(guardRedirect(path, on), path).toBeNull();
  });
});

describe("modal URLs — ADR 0003", () => {
  const at = (pathname: string, search = "") => ({ pathname, search });

  it("opens a modal over the current page, keeping its parameters", () => {
    expect(modalHref(at("/rng", "?page=PG"), "download")).toBe("/rng?page=PG&modal=download");
    expect(modalHref(at("/", ""), "login", { freePlay: 1 })).toBe("/?modal=login&freePlay=1");
  });

  it("replaces another open modal and its own parameters", () => {
    expect(modalHref(at("/", "?modal=announcement&noticePage=2&noticeId=a3"), "download")).toBe("/?modal=download");
    expect(modalHref(at("/", "?modal=download&tab=ios"), "announcement", { noticePage: 2 })).toBe(
      "/?modal=announcement&noticePage=2",
    );
  });

  it("keeps a page's own ?page= and ?id= while the announcements modal pages", () => {
    expect(modalHref(at("/promoDetail", "?id=p1"), "announcement", { noticePage: 2, noticeId: "a3" })).toBe(
      "/promoDetail?id=p1&modal=announcement&noticePage=2&noticeId=a3",
    );
    expect(closeModalHref(at("/rng", "?page=PG&modal=announcement&noticePage=3"))).toBe("/rng?page=PG");
  });

  it("closes by removing the modal and only its parameters", () => {
    expect(closeModalHref(at("/", "?modal=announcement&noticePage=2&noticeId=a3"))).toBe("/");
    expect(closeModalHref(at("/rng", "?page=PG&modal=download&tab=ios"))).toBe("/rng?page=PG");
    expect(closeModalHref(at("/login", ""))).toBe("/");
  });

  it("changes parameters", () => {
    expect(hrefWith(at("/down", "?tab=android"), { tab: "ios" })).toBe("/down?tab=ios");
    expect(hrefWith(at("/down", "?tab=android"), { tab: null })).toBe("/down");
  });

  it("redirects only to same-site paths", () => {
    expect(safeRedirectPath("/promotions?x=1")).toBe("/promotions?x=1");
    for (const bad of ["//evil.example", "/\\evil.example", "https://evil.example", "", null, 3])
      expect(safeRedirectPath(bad)).toBe("/");
  });

  it("refuses every target that leaves our origin once a browser reads it", () => {
    const leaving = [
      "//evil.example",
      "/\\evil.example",
      "/.//evil.example",
      "/./\\evil.example",
      "/%2e//evil.example",
      "/%2E//evil.example",
      "/./.././/evil.example",
      "/a/..//evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "\t//evil.example",
      " //evil.example",
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "data:text/html,x",
      "https://evil.example/",
      "http://site.invalid/",
      "https:evil.example",
      "evil.example",
    ];
    for (const bad of leaving) expect(safeRedirectPath(bad), JSON.stringify(bad)).toBe("/");
    // Encoded slashes stay encoded: a browser reads them as one path segment on our site, never a host.
    expect(safeRedirectPath("/%2f%2fevil.example")).toBe("/%2f%2fevil.example");
    expect(safeRedirectPath("/%5c%5cevil.example")).toBe("/%5c%5cevil.example");
    for (const kept of ["/%2f%2fevil.example", "/%5c%5cevil.example", "/./promotions", "/a/../wallet?x=1#y"]) {
      const path = safeRedirectPath(kept);
      expect(new URL(path, "https://laro.example").origin, kept).toBe("https://laro.example");
    }
    expect(safeRedirectPath("/./promotions")).toBe("/promotions");
    expect(safeRedirectPath("/.//evil.example", "/home")).toBe("/home");
  });
});

describe("cookies and theme", () => {
  it("parses and serializes plain cookies", () => {
    expect(parseCookies("lng=EN; theme=light; x=%20a")).toEqual({ lng: "EN", theme: "light", x: " a" });
    expect(parseCookies(null)).toEqual({});
    expect(serializeCookie("lng", "TY")).toBe("lng=TY; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly");
  });

  it("knows two themes, dark by default", () => {
    expect(resolveTheme("light")).toBe("light");
    expect(resolveTheme("dark")).toBe("dark");
    expect(resolveTheme("neon")).toBe("dark");
    expect(resolveTheme(undefined)).toBe("dark");
  });
});

describe("paging", () => {
  it("reads a page number", () => {
    expect(pageParam("3")).toBe(3);
    for (const bad of [null, "", "0", "-2", "1.5", "x"]) expect(pageParam(bad)).toBe(1);
  });

  it("shows a window of page numbers within bounds", () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});
