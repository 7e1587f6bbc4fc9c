import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { desc } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readPlatformConfig } from "../../server/config.js";
import { openDatabase } from "../../server/db/connect.js";
import { DataDirBusyError } from "../../server/db/lock.js";
import { buildApp } from "../../server/http/app.js";
import { issueCaptcha } from "../../server/modules/accounts/captcha/captcha.js";
import { readOperatorSettings } from "../../server/modules/system/index.js";
import { careExclusions, operatorAudit } from "../../server/db/schema.js";
import { findMemberByUsername } from "../../server/modules/accounts/index.js";
import { freePort, freshPostgres } from "./harness.js";
import { cleanEnv, demoAuth, root, runCli, stop, waitForPing } from "./processes.js";
import { withPostgres } from "../support/services.js";

// The operator CLI end to end: a real platform process on a throw-away data
// directory, the CLI run as a separate process against it, then with it stopped.

const statusOf = async (base: string, forwardedFor?: string) => {
  const res = await fetch(`${base}/wps/system/status`, {
    headers: forwardedFor ? { "X-Forwarded-For": forwardedFor } : {},
  });
  return ((await res.json()) as { value: { status: number; ip: string } }).value;
};

describe("operator CLI against a running platform, then with it stopped", () => {
  let dataDir: string;
  let port: number;
  let base: string;
  let env: NodeJS.ProcessEnv;
  let platform: ChildProcess;
  let platformStderr = "";
  let proofOf = "";
  let proofDir = "";

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "laro-ops-"));
    proofDir = fs.mkdtempSync(path.join(os.tmpdir(), "laro-ops-proofs-"));
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
    env = cleanEnv({ PLATFORM_PORT: String(port), DATA_DIR: dataDir });
    platform = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
      cwd: root,
      env,
      stdio: ["ignore", "ignore", "pipe"],
    });
    platform.stderr!.on("data", (chunk) => (platformStderr += chunk));
    await waitForPing(base, platform);
  }, 60_000);

  afterAll(async () => {
    if (platform) await stop(platform);
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(proofDir, { recursive: true, force: true });
  });

  it("switches maintenance on and off through the platform API with the generated key", async () => {
    expect(fs.existsSync(path.join(dataDir, "operator.key"))).toBe(true);
    const on = await runCli(["maintenance", "on"], env);
    expect(on, platformStderr).toMatchObject({ code: 0 });
    expect(on.stdout).toMatch(
      /^Maintenance switched on: maintenance on; .*through the platform at http:\/\/127\.0\.0\.1:\d+\)$/,
    );
    expect(on.stdout.split("\n")).toHaveLength(1);
    expect((await statusOf(base)).status).toBe(1);
    const off = await runCli(["maintenance", "off"], env);
    expect(off.code).toBe(0);
    expect((await statusOf(base)).status).toBe(0);
  });

  it("blocks and clears a region, live", async () => {
    const block = await runCli(["region", "block", "203.0.113.0/24"], env);
    expect(block.code).toBe(0);
    expect(block.stdout).toContain("blocked: 203.0.113.0/24");
    expect(await statusOf(base, "203.0.113.50")).toMatchObject({ status: 2, ip: "203.0.113.50" });
    expect((await statusOf(base, "198.51.100.1")).status).toBe(0);
    const clear = await runCli(["region", "clear"], env, true);
    expect(clear.code).toBe(0);
    expect(clear.stdout).toMatch(/^Region rules cleared: .*blocked: none; allowed: none/);
    expect((await statusOf(base, "203.0.113.50")).status).toBe(0);
  });

  it("prints the settings", async () => {
    const res = await runCli(["settings"], env);
    expect(res).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^Operator settings: maintenance off; blocked: none; allowed: none/),
    });
  });

  it("lists the jobs and runs a period by hand once: the same period again is reported, not redone", async () => {
    const listed = await runCli(["jobs"], env);
    expect(listed, platformStderr).toMatchObject({ code: 0 });
    expect(listed.stdout).toMatch(
      /^21 job\(s\), schedules in Asia\/Manila, last runs newest first:\nwithdrawal-auto-receipt +\* \* \* \* \* +disbursed withdrawals/,
    );
    expect(listed.stdout).toMatch(/\ninhouse-round-recovery +\* \* \* \* \* /);
    expect(listed.stdout).toMatch(/\(through the platform at http:\/\/127\.0\.0\.1:\d+\)$/);
    const ran = await runCli(["job", "run", "withdrawal-auto-receipt", "2026-11-23T08:00"], env);
    expect(ran, platformStderr).toMatchObject({ code: 0 });
    expect(ran.stdout).toMatch(
      /^Ran withdrawal-auto-receipt for 2026-11-23T08:00: done \(autoReceived 0\)\n\(through the platform at /,
    );
    const again = await runCli(["job", "run", "withdrawal-auto-receipt", "2026-11-23T08:00"], env, true);
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(
      /^withdrawal-auto-receipt for 2026-11-23T08:00 was already done at \S+ \(autoReceived 0\): not run again\n\(through the platform at /,
    );
    expect((await runCli(["jobs"], env)).stdout).toMatch(/\n {2}2026-11-23T08:00 +done +\S+ → \S+ +autoReceived 0/);
    for (const bad of [
      ["job", "run", "lottery-draw"],
      ["job", "run", "withdrawal-auto-receipt", "2026-11-23"],
      ["jobs", "all"],
    ]) {
      expect((await runCli(bad, env)).code, bad.join(" ")).toBe(2);
    }
  }, 60_000);

  it("lists every command of its table in help", async () => {
    const help = await runCli(["help"], env);
    expect(help.code).toBe(0);
    for (const form of [
      "maintenance on [--until <time>]",
      "region clear",
      "adjust <username> <amount> <reason…>",
      "withdrawal proof <id> [directory]",
      "vendor <CODE> seamless|transfer",
      "jobs ",
      "job run <name> [period]",
      "captcha --ip <address>",
      "care <username>",
      "vip member <username>",
      "referrals run",
      "points goods add '<json>'|@file.json",
      "missions add '<json>'|@file.json",
      "leaderboards settle <id> [period]",
      "announce <B|PL|PU|PR|H|AG> --title <TY> --text <TY> [--title-en <EN> --text-en <EN>]",
      "banner <id> --title <TY> [--title-en <EN>]",
      "help ",
    ]) {
      expect(help.stdout).toContain(`\n  ${form}`);
    }
    expect((await runCli(["--help"], env)).stdout).toBe(help.stdout);
  });

  it("prints a member's limits and exclusion through the platform, and has no command to lift them", async () => {
    const res = await runCli(["care", "demo"], env);
    expect(res, platformStderr).toMatchObject({ code: 0 });
    expect(res.stdout).toMatch(
      /^demo: exclusion none\n {2}deposit day +no limit {2}used 0\.00\n {2}deposit week .*\n {2}deposit month .*\n {2}loss +day +no limit {2}used 0\.00\n {2}loss +week .*\n {2}loss +month .*\n {2}session session +no limit {2}used \d+ min\n {2}reality check off\n\(through the platform at /,
    );
    expect((await runCli(["care"], env)).code).toBe(2);
    expect((await runCli(["care", "demo", "lift"], env)).code).toBe(2);
  });

  it("prints the SMS outbox through the platform, filtered by number", async () => {
    const sent = await fetch(`${base}/wps/verification/sms/noLogin`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ mobileNum: "9171234567", countryDialingCode: "+63" }),
    });
    expect(((await sent.json()) as { value: unknown }).value).toEqual({ expiredMinutes: 5 });
    const res = await runCli(["outbox", "sms", "--to", "+639171234567"], env);
    expect(res, platformStderr).toMatchObject({ code: 0 });
    expect(res.stdout).toMatch(
      /^1 sms message\(s\) to \+639171234567, newest first:\n.* to \+639171234567\n {2}Laro: your verification code is \d{6}\./,
    );
    expect(res.stdout).toContain("(through the platform at");
    const none = await runCli(["outbox", "email"], env, true);
    expect(none.stdout).toMatch(/^No email messages in the outbox/);
    const bad = await runCli(["outbox", "fax"], env);
    expect(bad.code).toBe(2);
  });

  it("prints the answer of the newest captcha issued to an address (development only), which then passes", async () => {
    const issued = await fetch(`${base}/wps/captcha`, { headers: { "X-Forwarded-For": "198.51.100.23" } });
    const { captchaId } = ((await issued.json()) as { value: { captchaId: string } }).value;
    const res = await runCli(["captcha", "--ip", "198.51.100.23"], env, true);
    expect(res, platformStderr).toMatchObject({ code: 0 });
    const [answer, from] = res.stdout.split("\n");
    expect(answer).toMatch(/^[2-9A-Z]{4}$/);
    expect(from).toBe(`(captcha ${captchaId} issued to 198.51.100.23, through the platform at ${base})`);
    const spent = await fetch(`${base}/wps/verification/sms/noLogin`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": "198.51.100.23" },
      body: JSON.stringify({ mobileNum: "9170000023", countryDialingCode: "+63", captchaId, captcha: answer }),
    });
    expect(((await spent.json()) as { code: string }).code).toBe("OK");
    const none = await runCli(["captcha", "--ip", "198.51.100.23"], env);
    expect(none).toMatchObject({
      code: 1,
      stderr: "ops: the platform refused: No unanswered captcha was issued to 198.51.100.23",
    });
    for (const bad of [
      ["captcha"],
      ["captcha", "--ip"],
      ["captcha", "--ip", "localhost"],
      ["captcha", "198.51.100.23"],
    ]) {
      expect((await runCli(bad, env)).code, bad.join(" ")).toBe(2);
    }
    const production = await runCli(["captcha", "--ip", "198.51.100.23"], { ...env, SITE_MODE: "production" });
    expect(production).toMatchObject({ code: 1, stdout: "" });
    expect(production.stderr).toMatch(/^ops: captcha answers are kept only outside production/);
  });

  it("switches a registration field and a feature toggle, live, and names an unknown one", async () => {
    const rules = async () =>
      (
        (await (await fetch(`${base}/wps/system/setting/register`)).json()) as {
          value: Record<string, { enabled: boolean; required: boolean }>;
        }
      ).value;
    expect((await rules()).captcha).toMatchObject({ enabled: true, required: true });
    const off = await runCli(["register", "captcha", "off"], env);
    expect(off, platformStderr).toMatchObject({ code: 0 });
    expect(off.stdout).toMatch(/^Registration field captcha is hidden and required \(through the platform at/);
    expect((await rules()).captcha).toMatchObject({ enabled: false });
    await runCli(["register", "captcha", "on"], env);
    const optional = await runCli(["register", "email", "required"], env);
    expect(optional.stdout).toMatch(/^Registration field email is shown and required/);
    expect((await rules()).email).toMatchObject({ enabled: true, required: true });
    await runCli(["register", "email", "optional"], env);

    const toggle = await runCli(["toggle", "FREEPLAY3", "off"], env);
    expect(toggle.stdout).toMatch(/^Toggle FREEPLAY3 is off/);
    const tree = ((await (await fetch(`${base}/wps/system/whitelabel`)).json()) as { value: unknown }).value;
    expect(JSON.stringify(tree)).toMatch(/"modId":"FREEPLAY3","name":"[^"]+","enabled":"0"/);
    await runCli(["toggle", "FREEPLAY3", "on"], env);

    const unknown = await runCli(["register", "shoeSize", "on"], env);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/^ops: the platform refused: there is no registration field "shoeSize"/);
    const badSwitch = await runCli(["register", "email", "maybe"], env);
    expect(badSwitch.code).toBe(2);
    expect(badSwitch.stderr).toContain("register email takes one of on, off, required, optional");
  });

  it("sets, lists and clears a customer-service desk and a social link, live (ADR 0063); refuses a bad address or desk", async () => {
    const listed = await runCli(["service"], env);
    expect(listed, platformStderr).toMatchObject({ code: 0 });
    expect(listed.stdout).toContain("Live chat (live): /member/messageV2?tab=feedback");
    expect(listed.stdout).toContain("VIP desk (vip): /member/messageV2");
    const set = await runCli(["service", "set", "vip", "https://chat.operator.ph/vip"], env);
    expect(set, platformStderr).toMatchObject({ code: 0 });
    expect(set.stdout).toMatch(/VIP desk \(vip\): https:\/\/chat\.operator\.ph\/vip\n\(through the platform at/);
    const cleared = await runCli(["service", "clear", "vip"], env);
    expect(cleared.stdout).toContain("VIP desk (vip): not set, hidden on the site");
    const insecure = await runCli(["service", "set", "live", "http://chat.operator.ph/"], env);
    expect(insecure.code).toBe(1);
    expect(insecure.stderr).toMatch(/^ops: the platform refused: .*https/);
    const desk = await runCli(["service", "set", "hotline", "https://chat.operator.ph/"], env);
    expect(desk.code).toBe(2);
    expect(desk.stderr).toContain("a desk is live or vip");
    await runCli(["service", "set", "vip", "/member/messageV2"], env);

    expect((await runCli(["social"], env)).stdout).toMatch(/^No social links: the site shows none/);
    const social = await runCli(["social", "set", "telegram", "https://t.me/laro_ph"], env);
    expect(social, platformStderr).toMatchObject({ code: 0 });
    expect(social.stdout).toMatch(/^Telegram \(telegram\): https:\/\/t\.me\/laro_ph/);
    const status = (
      (await (await fetch(`${base}/wps/system/status`)).json()) as { value: { info: { resources: { url: string }[] } } }
    ).value;
    expect(status.info.resources.map((r) => r.url)).toEqual(["https://t.me/laro_ph"]);
    expect((await runCli(["social", "clear", "telegram"], env)).stdout).toMatch(/^No social links/);
  });

  it("refuses bad usage and bad ranges with exit code 2 before contacting anything", async () => {
    const unknown = await runCli(["maintenance", "maybe"], env);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/^ops: unknown command: maintenance maybe/);
    expect(unknown.stderr).toContain("Usage: npm run ops -- <command>");
    const range = await runCli(["region", "block", "10.0.0.0/33"], env);
    expect(range.code).toBe(2);
    expect(range.stderr).toMatch(/prefix length must be at most 32/);
    const missing = await runCli(["region", "allow"], env);
    expect(missing.code).toBe(2);
    const help = await runCli(["help"], env);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("region block <CIDR>");
  });

  it("fails clearly with a wrong operator key", async () => {
    const res = await runCli(["maintenance", "on"], { ...env, OPERATOR_KEY: "wrong-key-wrong-key-wrong" });
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(/^ops: the platform refused: Operator key missing or wrong/);
    expect((await statusOf(base)).status).toBe(0);
  });

  it("adjusts a member's balance in VND with a reason, refuses an overdraft, and prints the ledger", async () => {
    const credit = await runCli(["adjust", "demo", "1,500.50", "goodwill", "credit"], env);
    expect(credit, platformStderr).toMatchObject({ code: 0 });
    expect(credit.stdout).toMatch(
      /^Adjusted demo by 1,500\.50: main wallet [\d,]+\.\d\d \(transfer #\d+\)\n\(through the platform at /,
    );
    const overdraft = await runCli(["adjust", "demo", "-99999999999", "too much"], env);
    expect(overdraft.code).toBe(1);
    expect(overdraft.stderr).toBe("ops: the platform refused: The wallet does not hold that much");
    const ledger = await runCli(["ledger", "demo"], env);
    expect(ledger.code).toBe(0);
    expect(ledger.stdout).toMatch(/^demo: main [\d,]+\.\d\d, points 0/);
    expect(ledger.stdout).toMatch(/adjustment\s+main\s+1,500\.50 {2}→ [\d,]+\.\d\d {2}goodwill credit/);
    for (const bad of [
      ["adjust", "demo", "12.345", "x"],
      ["adjust", "demo", "100"],
      ["adjust", "demo", "0", "nothing"],
      ["ledger"],
      ["deposits", "lost"],
      ["deposit", "approve", "42"],
    ]) {
      const res = await runCli(bad, env);
      expect(res.code, bad.join(" ")).toBe(2);
    }
  });

  it("lists pending deposits and approves one: the member is credited once", async () => {
    const headers = { "content-type": "application/json", "x-forwarded-for": "10.61.0.9" };
    const key = (await (await fetch(`${base}/wps/system/encryptionKey`)).json()).value;
    const { encryptForPlatform } = await import("../../server/modules/accounts/jwe.js");
    const jwe = await encryptForPlatform(key.jwk, key.kid, {
      type: "username",
      username: "player2",
      password: "Player1234",
    });
    const login = await (
      await fetch(`${base}/wps/session/login`, { method: "POST", headers, body: JSON.stringify({ jwe }) })
    ).json();
    const auth = { ...headers, authorization: `Bearer ${login.value.token}` };
    const asked = await (
      await fetch(`${base}/wps/v2/deposit`, {
        method: "POST",
        headers: auth,
        body: JSON.stringify({
          channelCode: "BANK_VCB",
          amount: "20000000",
          reference: "CLI 4455",
          requestKey: "cli-deposit-0001",
        }),
      })
    ).json();
    const id = asked.value.deposit.id as string;
    const pending = await runCli(["deposits", "pending"], env);
    expect(pending.code).toBe(0);
    expect(pending.stdout).toMatch(new RegExp(`${id} .* player2 +BANK_VCB +200,000\\.00 +pending +CLI 4455`));
    const approve = await runCli(["deposit", "approve", id, "seen", "on", "statement"], env);
    expect(approve.stdout).toMatch(new RegExp(`^Deposit ${id} of 200,000\\.00 approved \\(transfer #\\d+\\)`));
    const twice = await runCli(["deposit", "approve", id], env);
    expect(twice.code).toBe(1);
    expect(twice.stderr).toMatch(/is approved, not pending/);
    const ledger = await runCli(["ledger", "player2"], env);
    expect(ledger.stdout.match(/deposit +main +200,000\.00/g)).toHaveLength(1);
  });

  it("lists the deposit channels, changes one's limits in VND and closes it, refusing bad limits", async () => {
    const listed = await runCli(["channels"], env);
    expect(listed.stdout).toMatch(
      /^2 deposit channel\(s\):\nBANK_VCB +bank +on +100,000\.00 – 500,000,000\.00 {2}Vietcombank transfer/,
    );
    const limits = await runCli(["channel", "BANK_VCB", "limits", "200000", "300,000,000"], env);
    expect(limits.stdout).toMatch(/^Changed BANK_VCB +bank +on +200,000\.00 – 300,000,000\.00/);
    const off = await runCli(["channel", "SANDBOX_PAY", "off"], env);
    expect(off.stdout).toMatch(/^Changed SANDBOX_PAY +gateway +off /);
    const after = await runCli(["channels"], env);
    expect(after.stdout).toMatch(/\nBANK_VCB +bank +on +200,000\.00 – 300,000,000\.00 .*\nSANDBOX_PAY +gateway +off /);
    for (const bad of [
      ["channel", "BANK_VCB", "limits", "500", "100"],
      ["channel", "BANK_VCB", "limits", "-1", "100"],
      ["channel", "bank_vcb", "on"],
      ["channel", "BANK_VCB", "maybe"],
    ]) {
      expect((await runCli(bad, env)).code).toBe(2);
    }
    await runCli(["channel", "SANDBOX_PAY", "on"], env);
    await runCli(["channel", "BANK_VCB", "limits", "100000", "500000000"], env);
  });

  it("adds a bank channel members can deposit to, refusing an incomplete one", async () => {
    const flags = [
      "--name",
      "BDO transfer",
      "--bank",
      "BDO",
      "--holder",
      "LARO ENTERTAINMENT CO",
      "--account",
      "001234567890",
      "--min",
      "100000",
      "--max",
      "50,000,000",
    ];
    const added = await runCli(["channel", "BANK_BDO", "bank", ...flags], env);
    expect(added.stdout).toMatch(/^Added BANK_BDO +bank +on +100,000\.00 – 50,000,000\.00 {2}BDO transfer/);
    for (const bad of [
      ["channel", "BANK_X", "bank", ...flags.slice(0, 10)],
      ["channel", "BANK_X", "bank", ...flags, "--name", "again"],
      ["channel", "BANK_X", "bank", ...flags.slice(0, 10), "--max", "1"],
    ]) {
      expect((await runCli(bad, env)).code).toBe(2);
    }
    expect((await runCli(["channel", "BANK_BDO", "off"], env)).stdout).toMatch(/^Changed BANK_BDO +bank +off /);
  });

  it("lists the game vendors and switches one's status and wallet mode, audited, refusing bad usage", async () => {
    const listed = await runCli(["vendors"], env);
    // The seeded outside vendors are not connected: hidden from players, and they cannot be opened (ADR 0031).
    expect(listed.stdout).toMatch(/^23 game vendor\(s\):\nPG +disabled +- +hidden +seamless +RNG +PG Soft/);
    expect(listed.stdout).toMatch(/\nDS88 +disabled +- +hidden +transfer +COCKFIGHT +DS88 Sabong/);
    expect(listed.stdout).toMatch(/\nINHOUSE +active +connected +playable +seamless +INHOUSE +Laro Originals/);
    const refused = await runCli(["vendor", "PG", "maintenance"], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/PG is not connected/);
    expect((await runCli(["vendor", "PG", "coming-soon"], env)).stdout).toMatch(
      /^Changed PG +coming_soon +- +coming soon +seamless /,
    );
    expect((await runCli(["vendor", "PG", "transfer"], env)).stdout).toMatch(
      /^Changed PG +coming_soon +- +coming soon +transfer /,
    );
    expect((await runCli(["vendor", "NOPE", "active"], env)).stderr).toMatch(/No game vendor NOPE/);
    for (const bad of [
      ["vendor", "PG"],
      ["vendor", "PG", "sometimes"],
      ["vendors", "all"],
      ["vendor", "P G", "active"],
    ]) {
      expect((await runCli(bad, env)).code).toBe(2);
    }
    await runCli(["vendor", "PG", "disabled"], env);
    await runCli(["vendor", "PG", "seamless"], env);
  }, 180_000);

  it("moves a member with its downline under another agent, rebuilds team figures and publishes an agents' announcement", async () => {
    const moved = await runCli(["agents", "move", "agent3", "agent1"], env);
    expect(moved, platformStderr).toMatchObject({ code: 0 });
    expect(moved.stdout).toMatch(
      /^Moved agent3 under agent1 with its downline \(1 below it\); audited\n\(through the platform at /,
    );
    expect((await runCli(["agents", "move", "agent3", "agent2"], env)).code).toBe(0);
    expect((await runCli(["agents", "move", "agent1", "player3"], env)).stderr).toMatch(/player3 is not an agent/);
    expect((await runCli(["agents", "figures", "2026-11-20", "2026-11-23"], env)).stdout).toMatch(
      /^Rebuilt the team figures of 2026-11-20 to 2026-11-23: \d+ play rows, \d+ money rows\n/,
    );
    const published = await runCli(
      ["announce", "ag", "New", "rates", "--", "Tiers", "change", "on", "the", "1st."],
      env,
    );
    expect(published.stdout).toMatch(/^Published announcement (a-[0-9a-f-]+) \(AG, TY\): New rates\n/);
    const id = /announcement (a-[0-9a-f-]+)/.exec(published.stdout)![1];
    expect((await runCli(["announce", "withdraw", id], env)).stdout).toMatch(
      new RegExp(`^Withdrew announcement ${id}\n`),
    );
    // Both languages at once (ADR 0062): the agent centre reads each in its own.
    const both = await runCli(
      [
        "announce",
        "AG",
        "--title",
        "Bagong rate",
        "--text",
        "Magbabago ang mga tier sa ika-1.",
        "--title-en",
        "New rates",
        "--text-en",
        "Tiers change on the 1st.",
      ],
      env,
    );
    expect(both.stdout, both.stderr).toMatch(/^Published announcement (a-[0-9a-f-]+) \(AG, TY and EN\): Bagong rate\n/);
    expect(
      (await runCli(["announce", "withdraw", /announcement (a-[0-9a-f-]+)/.exec(both.stdout)![1]], env)).code,
    ).toBe(0);
    for (const bad of [
      ["agents", "move", "agent3"],
      ["agents", "figures", "2026-11-23", "2026-11-20"],
      ["announce", "XX", "t", "--", "c"],
      ["announce", "AG", "no text"],
      ["announce", "AG", "--title", "Walang teksto"],
      ["announce", "AG", "--title-en", "No text", "--text", "Teksto lang"],
    ]) {
      expect((await runCli(bad, env)).code, bad.join(" ")).toBe(2);
    }
  }, 120_000);

  it("enables a contract kind, offers a top-level agent a contract, lists and reruns settlements, refusing bad usage and unfinished periods", async () => {
    const features = await runCli(["contracts", "features"], env);
    expect(features, platformStderr).toMatchObject({ code: 0 });
    // The demo enabled every kind and signed agent1's contracts.
    expect(JSON.parse(features.stdout.slice(0, features.stdout.lastIndexOf("\n(")))).toEqual(
      expect.arrayContaining([{ kind: "dailySalary", enabled: true, maxRateBp: 300 }]),
    );
    expect((await runCli(["contracts", "features", "hourlySalary", "off"], env)).stdout).toMatch(/"enabled": false/);
    expect((await runCli(["contracts", "features", "hourlySalary", "on", "100"], env)).stdout).toMatch(
      /"maxRateBp": 100/,
    );
    const agents = await runCli(["contracts", "agents"], env);
    expect(agents.stdout).toMatch(/"username": "agent1"/);
    const tree = await runCli(["contracts", "tree", "agent1"], env);
    expect(tree.stdout).toMatch(/"username": "agent2",\s+"joinedAt": "[^"]+",\s+"downlines": 2/);
    const above = await runCli(
      [
        "contracts",
        "offer",
        "agent1",
        "dailySalary",
        '{"tiers":[{"minValidBet":"0","minActive":0,"rateBp":301}],"activeMinBet":"100"}',
      ],
      env,
    );
    expect(above.code).toBe(1);
    expect(above.stderr).toMatch(/limit for a top-level dailySalary contract is 300 bp/);
    const change = await runCli(
      [
        "contracts",
        "offer",
        "agent1",
        "dailySalary",
        '{"tiers":[{"minValidBet":"0","minActive":1,"rateBp":100},{"minValidBet":"500000000","minActive":3,"rateBp":200}],"activeMinBet":"10000"}',
      ],
      env,
    );
    expect(change, change.stderr).toMatchObject({ code: 0 });
    expect(change.stdout).toMatch(/"pending": \{\s+"version": 2/);
    const yesterday = new Date(Date.now() - 86_400_000).toLocaleDateString("en-CA", { timeZone: "Asia/Manila" });
    const ran = await runCli(["settlements", "run", "dailySalary", yesterday], env);
    expect(ran, ran.stderr).toMatchObject({ code: 0 });
    expect(ran.stdout).toMatch(
      new RegExp(
        `^Settled dailySalary for ${yesterday}: \\d+ new rows; \\d+ paid, 0 pending \\(payer frozen\\), \\d+ with nothing due\n`,
      ),
    );
    expect((await runCli(["settlements", "list", "dailySalary", yesterday], env)).code).toBe(0);
    const unfinished = await runCli(["settlements", "run", "hourlySalary", "2099-01-01T10"], env);
    expect(unfinished.code).toBe(1);
    expect(unfinished.stderr).toMatch(/has not ended yet/);
    for (const bad of [
      ["contracts", "features", "weekly", "on"],
      ["contracts", "offer", "agent1", "dailySalary", "{not json"],
      ["contracts", "terminate"],
      ["settlements", "run", "dailySalary"],
      ["settlements", "list", "sometimes"],
    ]) {
      expect((await runCli(bad, env)).code, bad.join(" ")).toBe(2);
    }
    expect((await runCli(["settlements", "run", "hourlySalary", "2026-11-23"], env)).code).toBe(1);
  }, 120_000);

  it("creates, pauses, resumes and ends a promotion, and approves an application; refusing bad usage and bad rules", async () => {
    const rule = { type: "manual", claimMode: "apply", reward: { kind: "fixed", amount: "5000000" } };
    const created = await runCli(
      ["promotions", "create", JSON.stringify({ id: "cli-apply", category: "all", title: "Tell us your story", rule })],
      env,
    );
    expect(created, created.stderr).toMatchObject({ code: 0 });
    expect(created.stdout).toMatch(/"ruleVersion": 1/);
    const bad = await runCli(
      [
        "promotions",
        "create",
        JSON.stringify({
          id: "cli-bad",
          category: "all",
          title: "Too much",
          rule: { ...rule, wagering: { multiple: 30, base: "bonus", days: 7 } },
        }),
      ],
      env,
    );
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/at most 10 times/);
    const auth = await demoAuth(base);
    const applied = await (
      await fetch(`${base}/wps/member/promotions/cli-apply/apply`, {
        method: "POST",
        headers: auth,
        body: JSON.stringify({ comment: "Played all week" }),
      })
    ).json();
    expect(applied, JSON.stringify(applied)).toMatchObject({ success: true, value: { state: "applying" } });
    const waiting = await runCli(["promotions", "applications", "applying"], env);
    expect(waiting.stdout).toMatch(/"comment": "Played all week"/);
    const approved = await runCli(["promotions", "approve", String(applied.value.id)], env);
    expect(approved, approved.stderr).toMatchObject({ code: 0 });
    expect(approved.stdout).toMatch(/"state": "issued"/);
    expect((await runCli(["promotions", "approve", String(applied.value.id)], env)).code).toBe(1);
    expect((await runCli(["promotions", "pause", "cli-apply"], env)).stdout).toMatch(/"lifecycle": "paused"/);
    expect((await runCli(["promotions", "resume", "cli-apply"], env)).stdout).toMatch(/"lifecycle": "live"/);
    expect((await runCli(["promotions", "end", "cli-apply"], env)).stdout).toMatch(/"lifecycle": "ended"/);
    const list = await runCli(["promotions"], env);
    expect(list.stdout).toMatch(/"id": "cli-apply",[\s\S]*"grants": 1,\s+"granted": "5000000"/);
    // The demo's points: 1 point per ₫1,000 in every category; the operator sets new rates (a new version).
    expect((await runCli(["points"], env)).stdout).toMatch(/"INHOUSE": "100000"/);
    expect((await runCli(["points", "rates", JSON.stringify({ perPoint: { INHOUSE: "50000" } })], env)).stdout).toMatch(
      /"version": 2/,
    );
    // The demo's points shop: its goods, one more stocked and rewritten, the redemptions; an unknown one is refused.
    expect((await runCli(["points", "goods"], env)).stdout).toMatch(/"EN": "Smartphone"/);
    const item = {
      name: { TY: "Payong", EN: "Umbrella" },
      kind: "physical",
      art: "gift",
      points: 2000,
      stock: 5,
      perMember: 1,
    };
    const stocked = await runCli(["points", "goods", "add", JSON.stringify(item)], env);
    expect(stocked, stocked.stderr).toMatchObject({ code: 0 });
    const itemId = /"id": (\d+)/.exec(stocked.stdout)?.[1] ?? "";
    expect(
      (await runCli(["points", "goods", "set", itemId, JSON.stringify({ ...item, stock: 0, active: false })], env))
        .stdout,
    ).toMatch(/"active": false/);
    expect((await runCli(["points", "goods", "add", JSON.stringify({ ...item, kind: "voucher" })], env)).code).toBe(1);
    expect((await runCli(["points", "redemptions", "in_process"], env)).stdout).toMatch(/"total": 0/);
    expect((await runCli(["points", "reject", "99999999", "no", "such"], env)).stderr).toMatch(
      /No redemption 99999999/,
    );
    // The demo's VIP table (ADR 0050): the demo member is at level 1, as its figures give; a ranking by hand.
    expect((await runCli(["vip"], env)).stdout).toMatch(/"EN": "Bronze"/);
    expect((await runCli(["vip", "member", "demo"], env)).stdout).toMatch(/"rankLevel": 1,/);
    expect((await runCli(["vip", "recompute"], env)).stdout).toMatch(/"bonuses": 0/);
    expect((await runCli(["vip", "levels", JSON.stringify({ periodDays: 30, levels: [] })], env)).code).toBe(1);
    // Invite friends (ADR 0051): nobody has registered with the demo's code yet; the reward run pays nothing.
    expect((await runCli(["referrals", "demo"], env)).stdout).toMatch(/"total": 0/);
    expect((await runCli(["referrals", "run"], env)).stdout).toMatch(/"paid": 0/);
    expect((await runCli(["referrals", "nobody-here"], env)).code).toBe(1);
    // The demo's lucky draw is a week away: drawing it now is refused.
    const early = await runCli(["promotions", "draw", "lucky-draw"], env);
    expect(early.code).toBe(1);
    expect(early.stderr).toMatch(/lucky-draw is drawn at \d{4}-/);
    for (const wrong of [
      ["promotions", "create", "{not json"],
      ["promotions", "pause"],
      ["promotions", "draw"],
      ["vip", "levels"],
      ["vip", "member"],
      ["referrals", "run", "now"],
      ["points", "rates"],
      ["points", "rates", "{not json"],
      ["points", "goods", "set", "x", "{}"],
      ["points", "redemptions", "maybe"],
      ["points", "approve"],
      ["points", "reject", "12"],
      ["promotions", "reject", "12"],
      ["promotions", "applications", "maybe"],
    ]) {
      expect((await runCli(wrong, env)).code, wrong.join(" ")).toBe(2);
    }
  }, 120_000);

  it("lists withdrawals and takes one through approve and disburse; a refund of it is refused; a rejection gives the hold back", async () => {
    const auth = await demoAuth(base);
    const post = async (url: string, body: unknown) =>
      (await fetch(`${base}${url}`, { method: "POST", headers: auth, body: JSON.stringify(body) })).json();
    const balance = async () =>
      (await (await fetch(`${base}/wps/v2/wallets/balance`, { headers: auth })).json()).value.mainBalance as string;
    expect((await post("/wps/member/paymentPassword", { newPassword: "246810", confirmPassword: "246810" })).code).toBe(
      "OK",
    );
    const account = await post("/wps/member/bankAccounts", {
      bankName: "Techcombank",
      accountNumber: "1903456789",
      holderName: "DEMO PLAYER",
      paymentPassword: "246810",
    });
    expect((await runCli(["adjust", "demo", "500000", "withdrawal", "test"], env)).code).toBe(0);
    const withdraw = (requestKey: string) =>
      post("/wps/v2/withdraw", {
        bankAccountId: account.value.id,
        amount: "20000000",
        paymentPassword: "246810",
        requestKey,
      });
    const first = (await withdraw("cli-withdraw-0001")).value.id as string;
    const second = (await withdraw("cli-withdraw-0002")).value.id as string;

    const pending = await runCli(["withdrawals", "pending"], env);
    expect(pending.code).toBe(0);
    expect(pending.stdout).toMatch(
      new RegExp(`${first} .* demo +200,000\\.00 +pending +Techcombank 1903456789 DEMO PLAYER`),
    );
    expect((await runCli(["withdrawal", "approve", first], env)).stdout).toMatch(
      new RegExp(`^Withdrawal ${first} of 200,000\\.00 is now approved`),
    );
    expect((await runCli(["withdrawal", "disburse", first, "paid", "by", "TCB"], env)).stdout).toMatch(
      /is now disbursed/,
    );
    const refund = await runCli(["withdrawal", "refund", first], env);
    expect(refund.code).toBe(1);
    expect(refund.stderr).toMatch(/is disbursed: cannot refund it/);

    const before = BigInt(await balance());
    expect((await runCli(["withdrawal", "reject", second, "wrong", "branch"], env)).stdout).toMatch(/is now rejected/);
    expect(BigInt(await balance())).toBe(before + 20_000_000n);
    for (const bad of [
      ["withdrawals", "lost"],
      ["withdrawal", "pay", first],
      ["withdrawal", "approve", "42"],
    ]) {
      expect((await runCli(bad, env)).code, bad.join(" ")).toBe(2);
    }
  });

  it("saves the proof picture of a receipt answer under its stored name, re-encoded", async () => {
    const auth = await demoAuth(base);
    const accounts = await (await fetch(`${base}/wps/member/bankAccounts`, { headers: auth })).json();
    const body = JSON.stringify({
      bankAccountId: accounts.value[0].id,
      amount: "10000000",
      paymentPassword: "246810",
      requestKey: "cli-withdraw-proof",
    });
    proofOf = (await (await fetch(`${base}/wps/v2/withdraw`, { method: "POST", headers: auth, body })).json()).value
      .id as string;
    expect((await runCli(["withdrawal", "approve", proofOf], env)).code).toBe(0);
    expect((await runCli(["withdrawal", "disburse", proofOf], env)).code).toBe(0);
    const picture = await sharp({ create: { width: 20, height: 10, channels: 3, background: "#cc3300" } })
      .png()
      .toBuffer();
    const proof = Buffer.concat([picture, Buffer.from("<script>alert(1)</script>")]).toString("base64");
    const answered = await fetch(`${base}/wps/v2/withdraw/${proofOf}/receipt`, {
      method: "POST",
      headers: auth,
      body: JSON.stringify({ answer: "not_received", proof }),
    });
    expect(((await answered.json()) as { code: string }).code).toBe("OK");

    const saved = await runCli(["withdrawal", "proof", proofOf, proofDir], env);
    expect(saved, platformStderr).toMatchObject({ code: 0 });
    const file = /to (\S+receipt-[0-9a-f]{24}\.png)\n\(through the platform at /.exec(saved.stdout)?.[1];
    expect(saved.stdout).toMatch(
      new RegExp(`^Saved the proof of withdrawal ${proofOf} \\(image/png, \\d+ bytes\\) to `),
    );
    const bytes = fs.readFileSync(file!);
    expect(bytes.includes("<script>")).toBe(false);
    expect(await sharp(bytes).raw().toBuffer()).toEqual(await sharp(picture).raw().toBuffer());
    const again = await runCli(["withdrawal", "proof", proofOf, proofDir], env);
    expect(again).toMatchObject({ code: 1, stderr: expect.stringMatching(/^ops: cannot write .*EEXIST/) });
    for (const bad of [
      ["withdrawal", "proof"],
      ["withdrawal", "proof", "42"],
      ["withdrawal", "proof", proofOf, proofDir, "extra"],
    ]) {
      expect((await runCli(bad, env)).code, bad.join(" ")).toBe(2);
    }
    fs.rmSync(file!);
  });

  it("is guarded by the data-dir lock while the platform holds the database", async () => {
    await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DataDirBusyError);
    // A CLI pointed at the wrong port must not open the database under the running platform.
    const res = await runCli(["maintenance", "on"], { ...env, PLATFORM_PORT: String(await freePort()) });
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(/nothing answers at .*already open by process \d+/);
    expect((await statusOf(base)).status).toBe(0);
  });

  it("changes the database directly once the platform has stopped, and the change holds at the next start", async () => {
    expect(await stop(platform)).toBe(0);
    expect(fs.existsSync(path.join(dataDir, "platform.lock"))).toBe(false);

    const allow = await runCli(["region", "allow", "198.51.100.0/24"], env);
    expect(allow.code).toBe(0);
    expect(allow.stdout).toMatch(/^Allowed 198\.51\.100\.0\/24: .*in the database directly, as no platform answers at/);
    const maintenance = await runCli(["maintenance", "on"], env);
    expect(maintenance.code).toBe(0);
    const outbox = await runCli(["outbox", "sms"], env);
    expect(outbox.code).toBe(0);
    const adjust = await runCli(["adjust", "demo", "20", "offline", "fix"], env);
    expect(adjust.stdout).toMatch(/^Adjusted demo by 20\.00: .*\n\(in the database directly/);
    const disbursed = await runCli(["withdrawals", "disbursed"], env);
    expect(disbursed.stdout).toMatch(
      /^1 withdrawal\(s\), oldest first:\n.* demo +200,000\.00 +disbursed [\s\S]*in the database directly/,
    );
    expect(outbox.stdout).toMatch(/^1 sms message\(s\), newest first:[\s\S]*in the database directly/);
    expect((await runCli(["points", "goods"], env)).stdout).toMatch(
      /"EN": "Smartphone"[\s\S]*in the database directly/,
    );

    const config = readPlatformConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", PLATFORM_PORT: String(port) });
    const database = await openDatabase({ dataDir });
    try {
      expect(await readOperatorSettings(database.db)).toEqual({
        maintenance: true,
        maintenanceUntil: null,
        region: { block: [], allow: ["198.51.100.0/24"] },
      });
      const audit = await database.db.select().from(operatorAudit).orderBy(desc(operatorAudit.id));
      expect(audit.slice(0, 3).map((a) => [a.action, (a.detail as { source: string }).source])).toEqual([
        ["wallet.adjust", "cli"],
        ["maintenance", "cli"],
        ["region.allow", "cli"],
      ]);
      expect(audit.some((a) => (a.detail as { source: string }).source === "api")).toBe(true);
      const app = await buildApp({ db: database.db, config, operatorKey: "unused-operator-key-000" });
      const status = await app.inject({
        method: "GET",
        url: "/wps/system/status",
        headers: { "x-forwarded-for": "192.0.2.1" },
      });
      expect(status.json().value).toMatchObject({ status: 1, regionRestriction: { blocked: true } });
      await app.close();
    } finally {
      await database.close();
    }
    // Five CLI runs each open the embedded database on its own (a few seconds each on a loaded machine).
  }, 90_000);

  it("saves a proof picture from the database while the platform is down", async () => {
    const res = await runCli(["withdrawal", "proof", proofOf, proofDir], env);
    expect(res.stdout).toMatch(
      /^Saved the proof of withdrawal .* to \S+receipt-[0-9a-f]{24}\.png\n\(in the database directly/,
    );
  });

  it("prints a member's time-out from the database while the platform is down", async () => {
    const database = await openDatabase({ dataDir });
    try {
      const demo = await findMemberByUsername(database.db, "demo");
      await database.db.insert(careExclusions).values({
        memberId: demo!.id,
        kind: "timeout",
        period: "7d",
        startsAt: new Date(Date.now() - 1000),
        endsAt: new Date(Date.now() + 7 * 86_400_000),
      });
    } finally {
      await database.close();
    }
    const res = await runCli(["care", "demo"], env);
    expect(res.stdout).toMatch(
      /^demo: exclusion timeout \(7d\) from \S+ until \S+\n[\s\S]*in the database directly, as no platform answers at/,
    );
  });

  it("prints a captcha answer from the database while the platform is down", async () => {
    const database = await openDatabase({ dataDir });
    try {
      await issueCaptcha(database.db, readPlatformConfig({ DATA_DIR: dataDir }), {
        length: 4,
        ip: "198.51.100.24",
        text: "K7PW",
      });
    } finally {
      await database.close();
    }
    const res = await runCli(["captcha", "--ip", "198.51.100.24"], env);
    expect(res.stdout).toMatch(
      /^K7PW\n\(captcha [0-9a-f-]{36} issued to 198\.51\.100\.24, in the database directly, as no platform answers at/,
    );
  });

  it("runs a job period in the database while the platform is down, once", async () => {
    const ran = await runCli(["job", "run", "inhouse-round-recovery", "2026-11-23T09:00"], env);
    expect(ran).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(
        /^Ran inhouse-round-recovery for 2026-11-23T09:00: done \(finished 0\)\n\(in the database directly, as no platform answers at /,
      ),
    });
    const done = await runCli(["job", "run", "withdrawal-auto-receipt", "2026-11-23T08:00"], env);
    expect(done.stdout).toMatch(
      /^withdrawal-auto-receipt for 2026-11-23T08:00 was already done at .*: not run again\n\(in the database directly/,
    );
    const listed = await runCli(["jobs"], env);
    expect(listed.stdout).toMatch(/\ninhouse-round-recovery .*\n {2}2026-11-23T09:00 +done /);
  });
});

describe.runIf(withPostgres())("operator CLI database fallback on PostgreSQL", () => {
  it("applies the change to DATABASE_URL when no platform answers", async () => {
    const postgres = (await freshPostgres())!;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "laro-ops-pg-"));
    try {
      const env = cleanEnv({ PLATFORM_PORT: String(await freePort()), DATA_DIR: dataDir, DATABASE_URL: postgres.url });
      const res = await runCli(["region", "block", "2001:db8::/32"], env);
      expect(res.code, res.stderr).toBe(0);
      expect(res.stdout).toContain("in the database directly");
      const database = await openDatabase({ databaseUrl: postgres.url, dataDir });
      try {
        expect((await readOperatorSettings(database.db)).region.block).toEqual(["2001:db8::/32"]);
      } finally {
        await database.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
      await postgres.drop();
    }
  });
});
