import { beforeAll, describe, expect, it } from "vitest";
import { safeRedirectPath } from "../../app/lib/shell/urls";
import { seal, unseal } from "../../app/lib/session/sealedCookie.server";

// The web tier's guards as pure functions (ADR 0019): redirect targets, the platform proxy's allow-list,
// the sealed session cookie and the bounded form echo. The same guards are driven over HTTP in
// tests/e2e/hardening.js.spec.ts.

describe("safeRedirectPath: one check for every redirect target", () => {
  const bypasses = [
    "//evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "\t//evil.example",
    " //evil.example",
    "/\u0000/evil.example",
    "/\\/evil.example",
    "https://evil.example",
    "http:evil.example",
    "https:/evil.example",
    "javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "evil.example",
    "",
    "/".padEnd(3000, "a"),
  ];
  it.each(bypasses)("refuses %j", (target) => {
    expect(safeRedirectPath(target, "/fallback")).toBe("/fallback");
  });

  it("refuses what is not a string", () => {
    for (const target of [null, undefined, 42, ["/a"], { toString: () => "/a" }])
      expect(safeRedirectPath(target)).toBe("/");
  });

  it("keeps encoded forms as the path they are on this site (a browser never decodes them into a host)", () => {
    expect(safeRedirectPath("/%2F%2Fevil.example")).toBe("/%2F%2Fevil.example");
    expect(safeRedirectPath("/%09/evil.example")).toBe("/%09/evil.example");
    expect(safeRedirectPath("/%5Cevil.example")).toBe("/%5Cevil.example");
  });

  it("passes paths of this site with their query and hash, normalised", () => {
    expect(safeRedirectPath("/rng?page=PG#top")).toBe("/rng?page=PG#top");
    expect(safeRedirectPath("/member/../promotions")).toBe("/promotions");
    expect(safeRedirectPath("/a b")).toBe("/a%20b");
  });
});

describe("the web's proxy to the platform: plain allow-listed paths only", () => {
  let proxy: typeof import("../../scripts/web/proxy");
  beforeAll(async () => {
    process.env.SESSION_SECRET ??= "unit-test-session-secret-0123456789";
    proxy = await import("../../scripts/web/proxy");
  });

  it.each([
    "/wps/inhouse/%2e%2e/session/login/freeplay",
    "/wps/inhouse/%2E%2E/system/status",
    "/wps/inhouse/..%2fsession/login/freeplay",
    "/wps/inhouse/dice%2f..%2f..%2fsession",
    "/wps/inhouse/../session/login/freeplay",
    "/wps/inhouse/./dice",
    "/wps/inhouse//dice",
    "/wps/inhouse/dice\\..\\..\\session",
    "/wps/static/%2e%2e/%2e%2e/wps/system/status",
    "/wps/static/../system/status",
    "/wps/gateway/sandbox/pay/..%2F..%2Fsession",
  ])("refuses %s", (url) => {
    expect(proxy.passageFor("GET", url)).toBeNull();
    expect(proxy.passageFor("POST", url)).toBeNull();
  });

  it("refuses every other platform path and the wrong methods", () => {
    for (const url of [
      "/wps/system/status",
      "/wps/session/login/freeplay",
      "/wps/seamless/INHOUSE/credit",
      "/ops/settings",
      "/wps/member/info",
      "/lgw/games/popular",
    ]) {
      expect(proxy.passageFor("GET", url)).toBeNull();
      expect(proxy.passageFor("POST", url)).toBeNull();
    }
    expect(proxy.passageFor("POST", "/wps/static/banners/a.svg")).toBeNull();
    expect(proxy.passageFor("DELETE", "/wps/inhouse/dice")).toBeNull();
  });

  it("passes the game pages, their forms, the images and the sandbox payment page", () => {
    expect(proxy.passageFor("GET", "/wps/inhouse/dice?token=abc&lng=EN")?.framedBy).toBe("self");
    expect(proxy.passageFor("POST", "/wps/inhouse/dice/play")).not.toBeNull();
    expect(proxy.passageFor("GET", "/wps/inhouse/verify?play=x")).not.toBeNull();
    expect(proxy.passageFor("GET", "/wps/inhouse/assets/play.js")).not.toBeNull();
    expect(proxy.passageFor("GET", "/wps/static/games/pg/fortune-ox.svg")).not.toBeNull();
    const gateway = proxy.passageFor("POST", "/wps/gateway/sandbox/pay/0b3c2c1e-9f0a-4c1b-8d2e-1f2a3b4c5d6e");
    expect(gateway).toMatchObject({ framedBy: "none", memberToken: true });
  });
});

describe("the sealed session cookie", () => {
  const key = Buffer.alloc(32, 7);
  const session = { token: "platform-token-abcdefghijklmnopqrstuvwxyz012345", member: { account: "demo" } };

  it("round-trips, and carries nothing readable", () => {
    const sealed = seal(key, "__session", session);
    expect(unseal(key, "__session", sealed)).toEqual(session);
    const bytes = Buffer.from(sealed.slice(3), "base64url").toString("latin1");
    expect(bytes).not.toContain("platform-token");
    expect(sealed).not.toContain("platform-token");
    expect(Buffer.from(sealed, "utf8").toString("base64")).not.toContain(
      Buffer.from("platform-token").toString("base64").slice(0, 12),
    );
  });

  it("refuses a changed byte, another cookie's name, another key and plain signed values", () => {
    const sealed = seal(key, "__session", session);
    const raw = Buffer.from(sealed.slice(3), "base64url");
    raw[20] = raw[20]! ^ 1;
    expect(unseal(key, "__session", `v1.${raw.toString("base64url")}`)).toBeNull();
    expect(unseal(key, "other", sealed)).toBeNull();
    expect(unseal(Buffer.alloc(32, 8), "__session", sealed)).toBeNull();
    expect(unseal(key, "__session", Buffer.from(JSON.stringify(session)).toString("base64"))).toBeNull();
    expect(unseal(key, "__session", "v1.")).toBeNull();
  });
});

describe("a refused form's echo in the session", () => {
  let flashForm: typeof import("../../app/lib/auth/account.server").flashForm;
  beforeAll(async () => {
    process.env.SESSION_SECRET ??= "unit-test-session-secret-0123456789";
    ({ flashForm } = await import("../../app/lib/auth/account.server"));
  });

  function flashed(initialValue: Record<string, unknown>) {
    let stored: unknown;
    flashForm({ flash: (_name: string, value: unknown) => (stored = value) } as never, "login-form", {
      status: "error",
      initialValue,
      error: { username: ["x"] },
    } as never);
    return stored as { form: string; result: { initialValue: Record<string, unknown> | null; error: unknown } };
  }

  it("keeps what a person typed, cut to a field's length, never a password or a token", () => {
    const echo = flashed({ username: "demo", password: "Secret123", csrf: "t", note: "x".repeat(5000) }).result
      .initialValue!;
    expect(echo.username).toBe("demo");
    expect(echo.password).toBeUndefined();
    expect(echo.csrf).toBeUndefined();
    expect((echo.note as string).length).toBe(256);
  });

  it("drops the values, not the errors, when a form is too large to carry", () => {
    const many = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`field${i}`, "y".repeat(200)]));
    const result = flashed(many).result;
    expect(result.initialValue).toBeNull();
    expect(result.error).toEqual({ username: ["x"] });
  });
});

describe("same-site posts", () => {
  let fromThisSite: typeof import("../../scripts/web/origin").fromThisSite;
  beforeAll(async () => {
    process.env.SESSION_SECRET ??= "unit-test-session-secret-0123456789";
    ({ fromThisSite } = await import("../../scripts/web/origin"));
  });
  const request = (headers: Record<string, string>, host = "laro.example", protocol = "https") =>
    ({
      get: (name: string) => ({ host, ...headers })[name.toLowerCase()],
      protocol,
      app: { get: () => () => false },
      socket: {},
    }) as never;

  it("believes the browser's Sec-Fetch-Site first: a no-referrer page of ours posts with Origin null", () => {
    expect(fromThisSite(request({ "sec-fetch-site": "same-origin", origin: "null" }))).toBe(true);
    expect(fromThisSite(request({ "sec-fetch-site": "cross-site", origin: "https://laro.example" }))).toBe(false);
    expect(fromThisSite(request({ "sec-fetch-site": "same-site" }))).toBe(false);
  });

  it("compares Origin's scheme, host and port with ours; refuses null and other sites; no Origin leaves it to the CSRF token", () => {
    expect(fromThisSite(request({ origin: "https://laro.example" }))).toBe(true);
    expect(fromThisSite(request({ origin: "https://laro.example:443" }))).toBe(true);
    expect(fromThisSite(request({ origin: "http://127.0.0.1:3000" }, "127.0.0.1:3000", "http"))).toBe(true);
    // The same host on another port, or over another scheme, is another site.
    expect(fromThisSite(request({ origin: "http://laro.example:3000" }))).toBe(false);
    expect(fromThisSite(request({ origin: "http://laro.example" }))).toBe(false);
    expect(fromThisSite(request({ origin: "http://127.0.0.1:4999" }, "127.0.0.1:3000", "http"))).toBe(false);
    expect(
      fromThisSite(
        request({ "sec-fetch-site": "same-origin", origin: "http://127.0.0.1:4999" }, "127.0.0.1:3000", "http"),
      ),
    ).toBe(false);
    expect(fromThisSite(request({ origin: "https://evil.example" }))).toBe(false);
    expect(fromThisSite(request({ origin: "https://laro.example.evil.example" }))).toBe(false);
    expect(fromThisSite(request({ origin: "null" }))).toBe(false);
    expect(fromThisSite(request({}))).toBe(true);
  });
});
