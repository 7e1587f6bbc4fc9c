import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { games, operatorAudit } from "../../server/db/schema.js";
import { verifyLedger } from "../../server/modules/wallet/ledger-proof.js";
import { login, withToken } from "./accounts.js";
import { call, operatorHeaders, startPlatform, type Platform } from "./harness.js";
import { connectOutsideVendors } from "./outside-vendors.js";

// Launching: login required, trial only for demo games, maintenance refused, outside vendors
// honestly not connected, the in-house vendor opening a game session; then the betting record.

let platform: Platform;
let token: string;
const launch = (nodeId: string, withLogin = token, headers: Record<string, string> = {}) =>
  platform.app
    .inject({
      method: "GET",
      url: `/wps/game/launchGame${headers.language ? "V2" : ""}?nodeId=${nodeId}`,
      headers: { ...(withLogin ? { authorization: `Bearer ${withLogin}` } : {}), ...headers },
    })
    .then((r) => r.json());

beforeAll(async () => {
  platform = await startPlatform({ seed: true });
  // WM stands for a connected vendor under maintenance; PG and DS88 stay unconnected.
  await connectOutsideVendors(platform, ["WM"]);
  token = (await login(platform.app, "demo", "Demo1234")).body.value.token;
  await call(platform.app, "POST", "/ops/wallet/adjust", {
    headers: operatorHeaders,
    body: { username: "demo", amount: "100000", reason: "launch test" },
  });
}, 60_000);
afterAll(async () => {
  expect((await verifyLedger(platform.database.db)).ok).toBe(true);
  await platform?.close();
});

describe("launching a game", () => {
  it("opens an in-house game session the game page accepts, and adds the game to recent games", async () => {
    const answer = await launch("inhouse-dice");
    expect(answer.value).toMatchObject({
      nodeId: "inhouse-dice",
      vassalage: "INHOUSE",
      game_url: expect.stringMatching(/^\/wps\/inhouse\/dice\?token=[\w-]+&lng=TY$/),
    });
    const page = await platform.app.inject({ method: "GET", url: answer.value.game_url });
    expect(page.statusCode).toBe(200);
    const recent = await withToken(platform.app, "GET", "/wps/game/recent", token);
    expect(recent.body.value[0].nodeId).toBe("inhouse-dice");
    expect((await launch("inhouse-mines", token, { language: "EN" })).value.game_url).toMatch(/lng=EN$/);
  });

  it("asks a visitor to log in, refuses an unknown game, a game under maintenance and a vendor not connected", async () => {
    expect((await launch("inhouse-dice", "")).code).toBe("UNAUTHORIZED");
    expect((await launch("no-such-game")).code).toBe("NOT_FOUND");
    const [wm] = await platform.database.db
      .select({ nodeId: games.nodeId })
      .from(games)
      .where(eq(games.vendor, "WM"))
      .limit(1);
    expect(await launch(wm!.nodeId)).toMatchObject({ code: "GAME_MAINTENANCE", message: "game under maintenance" });
    // A vendor that is not connected is not offered at all (ADR 0031): its games are unknown to players.
    const [pg] = await platform.database.db
      .select({ nodeId: games.nodeId })
      .from(games)
      .where(eq(games.vendor, "PG"))
      .limit(1);
    expect((await launch(pg!.nodeId)).code).toBe("NOT_FOUND");
  });

  it("lets a trial player into demo games only", async () => {
    const trial = (
      await call(platform.app, "POST", "/wps/session/login/freeplay", {
        body: { platform: "W" },
        remoteAddress: "10.91.0.1",
      })
    ).body.value.token;
    expect((await launch("inhouse-keno", trial)).success).toBe(true);
    await platform.database.db.update(games).set({ demo: false }).where(eq(games.nodeId, "inhouse-limbo"));
    expect((await launch("inhouse-limbo", trial)).code).toBe("TRIAL_REFUSED");
    await platform.database.db.update(games).set({ demo: true }).where(eq(games.nodeId, "inhouse-limbo"));
  });
});

describe("betting record", () => {
  it("lists the member's rounds with bet, win, profit and, for in-house rounds, the fairness proof", async () => {
    const { game_url: url } = (await launch("inhouse-dice")).value;
    const gameToken = new URL(url, "http://x").searchParams.get("token")!;
    const page = await platform.app.inject({ method: "GET", url });
    const requestKey = /name="requestKey" value="([^"]+)"/.exec(page.body)![1]!;
    const form = new URLSearchParams({ token: gameToken, requestKey, stake: "500", target: "50", direction: "over" });
    const played = await platform.app.inject({
      method: "POST",
      url: "/wps/inhouse/dice/play",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: form.toString(),
    });
    const playId = new URL(String(played.headers.location), "http://x").searchParams.get("play");

    const record = await withToken(platform.app, "GET", "/wps/v2/games/rounds?pageNo=1&pageSize=10", token);
    const round = record.body.value.list.find((r: { roundId: string }) => r.roundId === playId);
    expect(round).toMatchObject({
      vendor: "INHOUSE",
      gameCode: "dice",
      bet: "50000",
      status: "completed",
      proof: { game: "dice", serverSeed: null },
    });
    // Named as the lobby names them, not by codes.
    expect(round).toMatchObject({ vendorName: "Laro Originals", gameName: "Dice" });
    expect(BigInt(round.profit)).toBe(BigInt(round.win) - 50000n);
    expect(record.body.value.totalPages).toBe(1);
    expect(
      (await withToken(platform.app, "GET", "/wps/v2/games/rounds?status=cancelled", token)).body.value.list,
    ).toEqual([]);
    expect((await withToken(platform.app, "GET", "/wps/v2/games/rounds?vendor=bad%20vendor", token)).body.code).toBe(
      "VALIDATION",
    );
  });
});

describe("a transfer-mode vendor", () => {
  const vendorSwitch = (code: string, body: unknown) =>
    call(platform.app, "PUT", `/ops/game-vendors/${code}`, { headers: operatorHeaders, body });
  const confirmLaunch = (nodeId: string, amount: string, requestKey: string) =>
    withToken(platform.app, "POST", "/wps/game/launchGameV2", token, {
      body: { nodeId, confirmTrans: "true", amount, requestKey },
    });
  const wallets = async () => (await withToken(platform.app, "GET", "/wps/v2/wallets/balance", token)).body.value;

  it("is switched by the operator, audited, with clear refusals", async () => {
    expect((await vendorSwitch("INHOUSE", {})).body.code).toBe("VALIDATION");
    expect((await vendorSwitch("NOPE", { walletMode: "transfer" })).body.code).toBe("NOT_FOUND");
    expect(
      (await call(platform.app, "PUT", "/ops/game-vendors/INHOUSE", { body: { walletMode: "transfer" } })).body.code,
    ).toBe("UNAUTHORIZED");
    const listed = await call(platform.app, "GET", "/ops/game-vendors", { headers: operatorHeaders });
    expect(listed.body.value).toContainEqual(
      expect.objectContaining({ code: "INHOUSE", walletMode: "seamless", status: "active" }),
    );
    await vendorSwitch("INHOUSE", { status: "maintenance" });
    expect((await launch("inhouse-dice")).code).toBe("GAME_MAINTENANCE");
    await vendorSwitch("INHOUSE", { status: "active" });
    const audit = await platform.database.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.action, "gameVendor.change"));
    expect(audit.map((a) => a.detail)).toEqual([
      expect.objectContaining({
        source: "api",
        code: "INHOUSE",
        before: expect.objectContaining({ status: "active" }),
        after: expect.objectContaining({ status: "maintenance" }),
      }),
      expect.objectContaining({
        before: expect.objectContaining({ status: "maintenance" }),
        after: expect.objectContaining({ status: "active" }),
      }),
    ]);
  });

  it("moves the chosen amount into its sub-wallet once, plays from it, and leaves the main wallet alone", async () => {
    await call(platform.app, "POST", "/ops/wallet/adjust", {
      headers: operatorHeaders,
      body: { username: "demo", amount: "1000000", reason: "transfer launch test" },
    });
    expect((await vendorSwitch("INHOUSE", { walletMode: "transfer" })).body.value.vendor).toMatchObject({
      code: "INHOUSE",
      walletMode: "transfer",
    });
    try {
      const before = await wallets();
      const asked = await launch("inhouse-dice");
      expect(asked).toMatchObject({
        success: false,
        code: "TRANSFER_REQUIRED",
        value: { vendor: "INHOUSE", mainBalance: before.mainBalance, vendorBalance: "0" },
      });
      expect((await confirmLaunch("inhouse-dice", "0", "launch-key-zero")).body.code).toBe("VALIDATION");
      expect(
        (await confirmLaunch("inhouse-dice", (BigInt(before.mainBalance) + 1n).toString(), "launch-key-big")).body.code,
      ).toBe("INSUFFICIENT_FUNDS");
      expect((await wallets()).mainBalance).toBe(before.mainBalance);

      const opened = await confirmLaunch("inhouse-dice", "100000", "launch-key-0001");
      expect(opened.body.value).toMatchObject({
        walletMode: "transfer",
        transferred: "100000",
        vendorBalance: "100000",
        vassalage: "INHOUSE",
      });
      // The same form sent again (a double click, a resubmitted page) moves nothing more.
      expect((await confirmLaunch("inhouse-dice", "100000", "launch-key-0001")).body.value.vendorBalance).toBe(
        "100000",
      );
      const main = BigInt(before.mainBalance) - 100000n;
      expect((await wallets()).mainBalance).toBe(main.toString());

      const url = opened.body.value.game_url as string;
      const page = await platform.app.inject({ method: "GET", url });
      const requestKey = /name="requestKey" value="([^"]+)"/.exec(page.body)![1]!;
      const gameToken = new URL(url, "http://x").searchParams.get("token")!;
      const form = new URLSearchParams({ token: gameToken, requestKey, stake: "500", target: "50", direction: "over" });
      const played = await platform.app.inject({
        method: "POST",
        url: "/wps/inhouse/dice/play",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: form.toString(),
      });
      const playId = new URL(String(played.headers.location), "http://x").searchParams.get("play");
      const round = (
        await withToken(platform.app, "GET", "/wps/v2/games/rounds?pageNo=1&pageSize=10", token)
      ).body.value.list.find((r: { roundId: string }) => r.roundId === playId);
      const after = await wallets();
      expect(after.mainBalance).toBe(main.toString());
      expect(after.wallets.find((w: { vendor: string }) => w.vendor === "INHOUSE").balance).toBe(
        (100000n - 50000n + BigInt(round.win)).toString(),
      );
      // The account record names the game wallet by the vendor's name; the main wallet is left to the web.
      const records = (await withToken(platform.app, "GET", "/wps/v2/wallets/transactions?pageNo=1&pageSize=20", token))
        .body.value.list as { wallet: string; walletName: string | null }[];
      expect(records.find((row) => row.wallet === "INHOUSE")).toMatchObject({ walletName: "Laro Originals" });
      expect(records.find((row) => row.wallet === "main")).toMatchObject({ walletName: null });

      // Playing on with what the game wallet holds needs no new transfer.
      expect((await confirmLaunch("inhouse-mines", "0", "launch-key-0002")).body.value).toMatchObject({
        transferred: "0",
        vendorBalance: (100000n - 50000n + BigInt(round.win)).toString(),
      });
    } finally {
      await vendorSwitch("INHOUSE", { walletMode: "seamless" });
    }
    // Switched back to seamless, the money left in the game wallet still comes out.
    await withToken(platform.app, "POST", "/wps/member/paymentPassword", token, {
      body: { newPassword: "135790", confirmPassword: "135790" },
    });
    const collected = await withToken(platform.app, "POST", "/wps/v2/wallets/collectAll", token, {
      body: { paymentPassword: "135790", requestKey: "collect-key-0001" },
    });
    expect(collected.body.success).toBe(true);
    expect((await wallets()).wallets.find((w: { vendor: string }) => w.vendor === "INHOUSE")).toBeUndefined();
  });

  it("moves nothing for a vendor that is not connected", async () => {
    const before = (await wallets()).mainBalance;
    const [ds88] = await platform.database.db
      .select({ nodeId: games.nodeId })
      .from(games)
      .where(eq(games.vendor, "DS88"))
      .limit(1);
    expect((await confirmLaunch(ds88!.nodeId, "1000", "launch-key-ds88")).body.code).toBe("NOT_FOUND");
    expect((await wallets()).mainBalance).toBe(before);
  });
});
