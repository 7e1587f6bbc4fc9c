import http from "node:http";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { createMember, logInWithPassword, ownAddress, visitorFrom } from "./support";
import { ownPlatform, ownWeb, type OwnWeb } from "./support-web";

// The web tier's guards over real HTTP (ADR 0019): bounded requests, same-site posts, the
// platform proxy's allow-list, security headers, open redirects and the 429 screen. They answer before
// any page renders, so one project (JavaScript on) runs them; the page-level flows run in both.

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: string; ms: number };

/** A request exactly as written (no URL normalising, streaming bodies), answered when the head arrives. */
type Writer = { write: (chunk: Buffer) => boolean; stopped: () => boolean };

function raw(
  base: string,
  options: {
    method?: string;
    path: string;
    headers?: Record<string, string | number>;
    body?: (writer: Writer) => Promise<void> | void;
  },
): Promise<Raw> {
  const url = new URL(base);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: options.method ?? "GET",
        path: options.path,
        headers: options.headers,
      },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body,
            ms: performance.now() - started,
          }),
        );
        response.on("error", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body,
            ms: performance.now() - started,
          }),
        );
      },
    );
    // A server that answers early and closes makes the upload fail (EPIPE, reset); its answer still counts.
    request.on("error", (error) => setTimeout(() => reject(error), 2000));
    if (!options.body) return void request.end();
    let stopped = false;
    request.flushHeaders();
    request.on("response", () => (stopped = true));
    request.on("close", () => (stopped = true));
    const writer: Writer = {
      stopped: () => stopped || request.destroyed,
      write: (chunk) => !writer.stopped() && request.write(chunk),
    };
    void Promise.resolve(options.body(writer)).then(
      () => !writer.stopped() && request.end(),
      () => undefined,
    );
  });
}

/**
 * Writes `total` bytes in 64 KB chunks, letting the answer in between (Node's client drops an answer that
 * arrives after its socket failed), and stops when the server has answered.
 */
function megabytes(total: number, chunkText = "a") {
  const chunk = Buffer.alloc(64 * 1024, chunkText);
  return async ({ write, stopped }: Writer) => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (let sent = 0; sent < total && !stopped(); sent += chunk.length) {
      const more = write(chunk);
      await new Promise((resolve) => (more ? setImmediate(resolve) : setTimeout(resolve, 2)));
    }
  };
}

let web: OwnWeb;
test.beforeAll(async () => {
  web = await ownWeb();
});
test.afterAll(() => web?.stop());

test.describe("bounded requests", () => {
  test("a 200 MB form post is refused with 413 in under a second, and the web process grows by less than 20 MB", async () => {
    const before = web.rssKiB();
    const declared = await raw(web.url, {
      method: "POST",
      path: "/auth",
      headers: { "content-type": "application/x-www-form-urlencoded", "content-length": 200 * 1024 * 1024 },
      body: megabytes(200 * 1024 * 1024),
    });
    expect(declared.status).toBe(413);
    expect(declared.ms).toBeLessThan(1000);
    // No declared length: the bytes are counted as they come and cut at 64 KB.
    const chunked = await raw(web.url, {
      method: "POST",
      path: "/auth",
      headers: { "content-type": "application/x-www-form-urlencoded", "transfer-encoding": "chunked" },
      body: megabytes(200 * 1024 * 1024),
    });
    expect(chunked.status).toBe(413);
    expect(chunked.ms).toBeLessThan(1000);
    expect(chunked.body).toContain("<h1>");
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(web.rssKiB() - before).toBeLessThan(20 * 1024);
  });

  test("a 100 MB upload to the member centre's receipt form is refused at its bound, declared or not", async () => {
    const before = web.rssKiB();
    const boundary = "----laro";
    const framings: Record<string, string | number>[] = [
      { "content-length": 100 * 1024 * 1024 },
      { "transfer-encoding": "chunked" },
    ];
    for (const headers of framings) {
      const answer = await raw(web.url, {
        method: "POST",
        path: "/member/withdraw",
        headers: { "content-type": `multipart/form-data; boundary=${boundary}`, ...headers },
        body: async (writer) => {
          writer.write(
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="proof"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
            ),
          );
          await megabytes(100 * 1024 * 1024)(writer);
        },
      });
      expect(answer.status).toBe(413);
      expect(answer.ms).toBeLessThan(3000);
    }
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(web.rssKiB() - before).toBeLessThan(40 * 1024);
  });

  test("content types no form sends answer 415 on every form action; files only where a form takes them", async () => {
    const actions = [
      "/auth",
      "/theme",
      "/favourite",
      "/game?nodeId=1",
      "/member/securityCenter",
      "/member/withdraw",
      "/login",
      "/wps/inhouse/dice/play",
    ];
    for (const path of actions) {
      for (const type of ["application/json", "text/plain", "application/xml", "text/html", ""]) {
        const answer = await raw(web.url, {
          method: "POST",
          path,
          headers: type ? { "content-type": type } : {},
          body: ({ write }) => void write(Buffer.from("{}")),
        });
        expect(answer.status, `${type || "no type"} to ${path}`).toBe(415);
      }
    }
    const multipart = await raw(web.url, {
      method: "POST",
      path: "/auth",
      headers: { "content-type": "multipart/form-data; boundary=x" },
      body: ({ write }) => void write(Buffer.from("--x--")),
    });
    expect(multipart.status).toBe(415);
  });

  test("a request whose body crawls is cut", async () => {
    test.setTimeout(40_000);
    const answer = await raw(web.url, {
      method: "POST",
      path: "/theme",
      headers: { "content-type": "application/x-www-form-urlencoded", "content-length": 1000 },
      body: async ({ write }) => {
        write(Buffer.from("theme=dark"));
        await new Promise((resolve) => setTimeout(resolve, 20_000));
      },
    });
    expect(answer.status).toBe(408);
    expect(answer.ms).toBeGreaterThan(14_000);
    expect(answer.ms).toBeLessThan(19_000);
  });

  test("headers beyond 16 KB are refused", async () => {
    const answer = await raw(web.url, { path: "/", headers: { "x-filler": "a".repeat(20 * 1024) } });
    expect(answer.status).toBe(431);
  });
});

test.describe("same-site posts only", () => {
  test("a post from another site is refused on document routes, resource routes and the proxied pages", async () => {
    const form = { "content-type": "application/x-www-form-urlencoded" };
    for (const path of [
      "/auth",
      "/theme",
      "/favourite",
      "/member/securityCenter",
      "/game?nodeId=1",
      "/wps/inhouse/dice/play",
      "/wps/gateway/sandbox/pay/0b3c2c1e-9f0a-4c1b-8d2e-1f2a3b4c5d6e",
    ]) {
      const foreign: Record<string, string>[] = [
        { origin: "https://evil.example" },
        { origin: "null" },
        { "sec-fetch-site": "cross-site" },
      ];
      for (const origin of foreign) {
        const answer = await raw(web.url, {
          method: "POST",
          path,
          headers: { ...form, ...origin },
          body: ({ write }) => void write(Buffer.from("intent=logout")),
        });
        expect(answer.status, `${JSON.stringify(origin)} to ${path}`).toBe(403);
      }
    }
    const own = await raw(web.url, {
      method: "POST",
      path: "/theme",
      headers: { ...form, origin: web.url },
      body: ({ write }) => void write(Buffer.from("theme=dark&redirectTo=/")),
    });
    expect(own.status).toBe(302);
  });

  test("the same host on another port is another site: 403 before Remix runs, and nothing changes", async ({
    request,
  }) => {
    const form = { "content-type": "application/x-www-form-urlencoded" };
    const here = new URL(web.url);
    const otherPort = `${here.protocol}//${here.hostname}:${Number(here.port) + 1}`;
    const html = await (await request.get(`${web.url}/?lng=EN`)).text();
    const csrf = /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? "";
    const cookie = (await request.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    // With the page's own CSRF token and cookie: only the Origin is wrong.
    const theme = await raw(web.url, {
      method: "POST",
      path: "/theme",
      headers: { ...form, origin: otherPort, cookie },
      body: ({ write }) => void write(Buffer.from(`theme=light&redirectTo=/&csrf=${csrf}`)),
    });
    expect(theme.status).toBe(403);
    expect(String(theme.headers["set-cookie"] ?? "")).not.toContain("theme=");
    const logout = await raw(web.url, {
      method: "POST",
      path: "/auth",
      headers: { ...form, origin: otherPort, cookie },
      body: ({ write }) => void write(Buffer.from(`intent=logout&csrf=${csrf}`)),
    });
    expect(logout.status).toBe(403);
    expect(String(logout.headers["set-cookie"] ?? "")).toBe("");
    for (const path of ["/login?lng=EN", "/member/securityCenter"]) {
      const answer = await raw(web.url, {
        method: "POST",
        path,
        headers: { ...form, origin: otherPort, cookie },
        body: ({ write }) => void write(Buffer.from(`csrf=${csrf}`)),
      });
      expect(answer.status, path).toBe(403);
    }
    const own = await raw(web.url, {
      method: "POST",
      path: "/theme",
      headers: { ...form, origin: web.url, cookie },
      body: ({ write }) => void write(Buffer.from(`theme=light&redirectTo=/&csrf=${csrf}`)),
    });
    expect(own.status).toBe(302);
  });
});

test.describe("the platform behind the web", () => {
  test("only plain allow-listed paths reach the platform: encoded traversal is refused", async () => {
    for (const path of [
      "/wps/inhouse/%2e%2e/session/login/freeplay",
      "/wps/inhouse/%2E%2E/system/status",
      "/wps/inhouse/..%2fsystem/status",
      "/wps/inhouse/dice%2F..%2F..%2Fsystem%2Fstatus",
      "/wps/inhouse/..;/system/status",
      "/wps/static/..%2f..%2fwps/system/status",
      "/wps/system/status",
      "/wps/seamless/INHOUSE/balance",
      "/lgw/games/popular",
    ]) {
      for (const method of ["GET", "POST"]) {
        const answer = await raw(web.url, {
          method,
          path,
          headers: method === "POST" ? { "content-type": "application/x-www-form-urlencoded" } : {},
          body: method === "POST" ? ({ write }) => void write(Buffer.from("os=x")) : undefined,
        });
        expect([400, 404, 405], `${method} ${path}`).toContain(answer.status);
        expect(answer.body).not.toContain('"token"');
      }
    }
    const image = await raw(web.url, { path: "/wps/static/favicon-does-not-exist.svg" });
    expect(image.status).toBe(404);
  });
});

test.describe("security headers", () => {
  test("every answer carries them; scripts run only with the page's nonce", async ({ request }) => {
    const page = await raw(web.url, { path: "/?lng=EN" });
    const csp = String(page.headers["content-security-policy"]);
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("unsafe-inline' 'nonce");
    expect(csp).toMatch(/script-src 'self' 'nonce-/);
    const scripts = [...page.body.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) if (!/\bsrc=/.test(tag)) expect(tag).toContain(`nonce="${nonce}"`);
    const again = await raw(web.url, { path: "/?lng=EN" });
    expect(String(again.headers["content-security-policy"])).not.toContain(nonce!);

    const answers = [
      page,
      await raw(web.url, { path: "/promotions.data" }),
      await raw(web.url, { path: "/nothing-here" }),
      await raw(web.url, { path: "/wps/system/status" }),
    ];
    for (const answer of answers) {
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      expect(answer.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(answer.headers["x-frame-options"]).toBe("DENY");
      expect(answer.headers["strict-transport-security"]).toMatch(/max-age=31536000/);
      expect(answer.headers["content-security-policy"]).toBeTruthy();
    }
    // The in-house games are framed by /game, so their pages allow this site (and only it) to frame them.
    const game = await request.get(`${web.url}/wps/inhouse/dice?token=nobody`, { maxRedirects: 0 });
    expect(game.headers()["x-frame-options"]).toBe("SAMEORIGIN");
    expect(game.headers()["content-security-policy"]).toContain("frame-ancestors 'self'");
  });
});

test.describe("redirects stay on this site", () => {
  const bypasses = [
    "//evil.example",
    "/\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "\t//evil.example",
    "https://evil.example",
    "/\\/evil.example",
    "javascript:alert(1)",
    "/.//evil.example",
    "/./\\evil.example",
    "/%2e//evil.example",
  ];

  async function csrfOf(request: APIRequestContext, base: string): Promise<string> {
    const html = await (await request.get(`${base}/?lng=EN`)).text();
    return /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? "";
  }

  test("/theme sends every known bypass home, with or without a CSRF token", async ({ request }) => {
    const csrf = await csrfOf(request, web.url);
    for (const redirectTo of bypasses) {
      for (const token of [csrf, ""]) {
        const answer = await request.post(`${web.url}/theme`, {
          form: { theme: "dark", redirectTo, csrf: token },
          maxRedirects: 0,
          headers: { origin: web.url },
        });
        expect(answer.status()).toBe(302);
        expect(answer.headers().location, JSON.stringify(redirectTo)).toBe("/");
      }
    }
  });

  test("the member centre's close link never leaves the site", async ({ browser }) => {
    const ip = ownAddress();
    const member = await createMember(ip);
    const { context, page } = await visitorFrom(browser, false, ip);
    await logInWithPassword(page, member);
    for (const from of bypasses) {
      await page.goto(`/member/securityCenter?lng=EN&from=${encodeURIComponent(from)}`);
      const href = await page.locator("#member-centre a.modal__close").getAttribute("href");
      expect(href, JSON.stringify(from)).toBe("/");
    }
    await context.close();
  });
});

test("a visitor over the platform's limit sees the translated 429 screen with its retry time, never a 502", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const platform = await ownPlatform({ RATE_LIMIT_PER_MINUTE: "12" });
  const limited = await ownWeb({ WPS_URL: platform.url });
  try {
    const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "198.18.7.7" } });
    const page = await context.newPage();
    let answer = await page.goto(`${limited.url}/?lng=EN`);
    for (let n = 0; n < 6 && answer?.status() !== 429; n++)
      answer = await page.goto(`${limited.url}/promotions?lng=EN`);
    expect(answer?.status()).toBe(429);
    expect(Number(answer?.headers()["retry-after"])).toBeGreaterThan(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Too many requests");
    await expect(page.locator("main")).toContainText(/try again in \d+ seconds?/);
    await expect(page.getByRole("link", { name: "Try again" })).toBeVisible();
    await context.close();
  } finally {
    limited.stop();
    platform.stop();
  }
});
