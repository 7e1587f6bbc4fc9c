import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readPlatformConfig } from "../../server/config.js";
import { HttpEmailProvider, HttpSmsProvider, readOutbox } from "../../server/modules/accounts/delivery.js";
import { loadEncryptionKeys } from "../../server/modules/accounts/jwe.js";
import { call, startPlatform, type Platform } from "./harness.js";
import { login, solvedCaptcha } from "./accounts.js";

// Production delivery: with SMS_PROVIDER_URL / EMAIL_PROVIDER_URL set, messages go to the
// provider over HTTP with the bearer token, and nothing lands in the outbox.
type Received = { url: string; authorization: string | undefined; body: Record<string, string> };
let received: Received[] = [];
let provider: http.Server;
let platform: Platform;

beforeAll(async () => {
  provider = http.createServer((req, res) => {
    let data = "";
    req.on("data", (c) => (data += c));
    req.on("end", () => {
      received.push({ url: req.url ?? "", authorization: req.headers.authorization, body: JSON.parse(data) });
      res.writeHead(req.url === "/broken" ? 502 : 202).end();
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(provider.address() as { port: number }).port}`;
  platform = await startPlatform({
    env: {
      SMS_PROVIDER_URL: `${base}/sms`,
      SMS_PROVIDER_TOKEN: "sms-secret",
      EMAIL_PROVIDER_URL: `${base}/email`,
      EMAIL_PROVIDER_TOKEN: "mail-secret",
    },
  });
});
afterAll(async () => {
  await platform.close();
  await new Promise((resolve) => provider.close(resolve));
});

describe("HTTP providers", () => {
  it("sends SMS codes to the SMS provider with its bearer token", async () => {
    received = [];
    const res = await call(platform.app, "POST", "/wps/verification/sms/noLogin", {
      body: { mobileNum: "9171234567", countryDialingCode: "63" },
      remoteAddress: "10.90.0.1",
    });
    expect(res.body.code).toBe("OK");
    expect(received).toEqual([
      {
        url: "/sms",
        authorization: "Bearer sms-secret",
        body: { to: "+639171234567", text: expect.stringMatching(/code is \d{6}\. It expires in 5 minutes/) },
      },
    ]);
    expect(await readOutbox(platform.database.db, "sms")).toEqual([]);
  });

  it("sends the temporary password to the email provider", async () => {
    received = [];
    await call(platform.app, "POST", "/wps/member/password/email", {
      body: { username: "demo", email: "demo@laro.example" },
      remoteAddress: "10.90.0.2",
    });
    expect(received).toEqual([
      {
        url: "/email",
        authorization: "Bearer mail-secret",
        body: {
          to: "demo@laro.example",
          subject: "Laro: your temporary password",
          text: expect.stringContaining("temporary password is"),
        },
      },
    ]);
  });

  it("throttles an unknown number exactly like a known one", async () => {
    const body = { mobileNum: "9170000077", countryDialingCode: "+63" };
    expect(
      (await call(platform.app, "POST", "/wps/verification/sms/noLogin", { body, remoteAddress: "10.90.0.3" })).body
        .code,
    ).toBe("OK");
    expect(
      (await call(platform.app, "POST", "/wps/verification/sms/noLogin", { body, remoteAddress: "10.90.0.4" })).body
        .code,
    ).toBe("RATE_LIMITED");
  });

  it("checks a captcha that the web sends along with an SMS request", async () => {
    const body = { mobileNum: "9170000078", countryDialingCode: "+63" };
    const wrong = await call(platform.app, "POST", "/wps/verification/sms/noLogin", {
      body: { ...body, captchaId: (await solvedCaptcha(platform)).captchaId, captcha: "XXXX" },
      remoteAddress: "10.90.0.5",
    });
    expect(wrong.body.code).toBe("CAPTCHA_WRONG");
    const right = await call(platform.app, "POST", "/wps/verification/sms/noLogin", {
      body: { ...body, ...(await solvedCaptcha(platform)) },
      remoteAddress: "10.90.0.5",
    });
    expect(right.body.code).toBe("OK");
  });

  it("answers UNAVAILABLE when the provider fails", async () => {
    const port = (provider.address() as { port: number }).port;
    const sms = new HttpSmsProvider(`http://127.0.0.1:${port}/broken`, "t");
    await expect(sms.send("+639171234567", "x")).rejects.toMatchObject({
      code: "UNAVAILABLE",
      status: 503,
      reason: expect.stringContaining("HTTP 502"),
    });
    const email = new HttpEmailProvider(`http://127.0.0.1:1/nothing`);
    await expect(email.send("a@b.example", "s", "t")).rejects.toMatchObject({ code: "UNAVAILABLE" });
  });

  it("still logs in where no code is needed", async () => {
    expect((await login(platform.app, "demo", "Demo1234", { ip: "127.0.0.1" })).body.code).toBe("OK");
  });
});

describe("encryption keys", () => {
  it("generates the development key once under DATA_DIR/keys with mode 0600 and keeps it", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "laro-keys-"));
    try {
      const config = readPlatformConfig({ DATA_DIR: dataDir });
      const first = await loadEncryptionKeys(config);
      const file = path.join(dataDir, "keys", "jwe-private.pem");
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      const second = await loadEncryptionKeys(config);
      expect(second.kid).toBe(first.kid);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("uses JWE_PRIVATE_KEY (PKCS#8 PEM, newlines may be written as \\n) in production", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "laro-keys-"));
    try {
      const generated = await loadEncryptionKeys(readPlatformConfig({ DATA_DIR: dataDir }));
      const pem = generated.privateKey.export({ type: "pkcs8", format: "pem" }) as string;
      const fromEnv = await loadEncryptionKeys(
        readPlatformConfig({ DATA_DIR: "memory:", JWE_PRIVATE_KEY: pem.replace(/\n/g, "\\n") }),
      );
      expect(fromEnv.kid).toBe(generated.kid);
      expect(() => readPlatformConfig({ JWE_PRIVATE_KEY: "not a key" })).toThrow(
        /JWE_PRIVATE_KEY: must be a PKCS#8 PEM/,
      );
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
