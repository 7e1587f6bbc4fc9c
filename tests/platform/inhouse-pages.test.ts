import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findMemberByUsername } from "../../server/modules/accounts/index.js";
import { openVendorSession } from "../../server/modules/vendors/index.js";
import { verifyLedger } from "../../server/modules/wallet/ledger-proof.js";
import { call, operatorHeaders, startPlatform, type Platform } from "./harness.js";

// The in-house game pages as a browser without JavaScript uses them: one form per bet, the result after
// a redirect, seeds changed by a form, and the verify page recomputing a round once its seed is revealed.

let platform: Platform;
let token: string;
const get = async (url: string) => {
  const res = await platform.app.inject({ method: "GET", url });
  return { status: res.statusCode, html: res.body, headers: res.headers };
};
const post = async (url: string, form: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(form)) for (const one of [v].flat()) body.append(k, one);
  const res = await platform.app.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: body.toString(),
  });
  return { status: res.statusCode, location: String(res.headers.location ?? "") };
};
const hidden = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]+)"`).exec(html)?.[1] ?? "";

beforeAll(async () => {
  platform = await startPlatform({ seed: true });
  const memberId = (await findMemberByUsername(platform.database.db, "demo"))!.id;
  token = await openVendorSession(platform.database.db, { memberId, vendor: "INHOUSE", gameCode: "mines" });
  await call(platform.app, "POST", "/ops/wallet/adjust", {
    headers: operatorHeaders,
    body: { username: "demo", amount: "500000", reason: "in-house pages test" },
  });
}, 60_000);
afterAll(async () => {
  expect((await verifyLedger(platform.database.db)).ok).toBe(true);
  await platform?.close();
});

describe("in-house game pages", () => {
  it("shows the game with the seed's hash, in Tagalog by default and English on request; a bad token is refused", async () => {
    const page = await get(`/wps/inhouse/mines?token=${token}`);
    expect(page.status).toBe(200);
    expect(page.headers["content-security-policy"]).toContain("frame-ancestors 'self'");
    expect(page.html).toContain('lang="tl"');
    expect(page.html).toMatch(/data-testid="server-seed-hash">[0-9a-f]{64}</);
    expect((await get(`/wps/inhouse/mines?token=${token}&lng=EN`)).html).toContain("Place bet");
    expect((await get(`/wps/inhouse/mines?token=nope-nope-nope-nope-nope`)).status).toBe(401);
    expect((await get(`/wps/inhouse/dice?token=${token}`)).status).toBe(401);
  });

  it("a bet posts, redirects to its result, and the same form again plays nothing new", async () => {
    const page = await get(`/wps/inhouse/mines?token=${token}&lng=EN`);
    const form = {
      token,
      lng: "EN",
      requestKey: hidden(page.html, "requestKey"),
      stake: "1000",
      mines: "3",
      tiles: ["0", "12"],
    };
    const first = await post("/wps/inhouse/mines/play", form);
    expect(first.status).toBe(303);
    expect(first.location).toMatch(/\/wps\/inhouse\/mines\?token=.*&play=[0-9a-f-]{36}/);
    const again = await post("/wps/inhouse/mines/play", form);
    expect(again.location).toBe(first.location);
    const result = await get(first.location);
    expect(result.html).toMatch(/Mines were at: \d+, \d+, \d+/);
    expect(result.html).toMatch(/Won 1,\d{3}\.\d\d \(×1\.\d+\)|No win this time/);
    expect(result.html).toContain("Verify this round");
    // The form keeps the last bet's choices.
    expect(result.html).toMatch(/name="tiles" value="12" checked/);
  });

  it("refuses a bad bet and a stake out of limits with a message, moving nothing", async () => {
    const page = await get(`/wps/inhouse/mines?token=${token}&lng=EN`);
    const tooMany = await post("/wps/inhouse/mines/play", {
      token,
      lng: "EN",
      requestKey: hidden(page.html, "requestKey"),
      stake: "1000",
      mines: "24",
      tiles: ["1", "2"],
    });
    expect(tooMany.location).toContain("error=VALIDATION");
    expect((await get(tooMany.location)).html).toContain("Please check your bet.");
    const small = await post("/wps/inhouse/mines/play", {
      token,
      lng: "EN",
      requestKey: hidden(page.html, "requestKey"),
      stake: "1",
      mines: "3",
      tiles: ["1"],
    });
    expect(small.location).toContain("error=AMOUNT_OUT_OF_RANGE");
  });

  it("changing seeds reveals the server seed, and the verify page recomputes the round from it", async () => {
    const page = await get(`/wps/inhouse/mines?token=${token}&lng=EN`);
    const hash = /data-testid="server-seed-hash">([0-9a-f]{64})</.exec(page.html)![1];
    const played = await post("/wps/inhouse/mines/play", {
      token,
      lng: "EN",
      requestKey: hidden(page.html, "requestKey"),
      stake: "2000",
      mines: "5",
      tiles: ["7"],
    });
    const playId = new URL(played.location, "http://x").searchParams.get("play")!;
    const before = await get(`/wps/inhouse/verify?token=${token}&play=${playId}&lng=EN`);
    expect(before.html).toContain("still in use");
    const shown = (await get(played.location)).html;
    const mines = /Mines were at: ([\d, ]+)</.exec(shown)![1];

    const rotated = await post("/wps/inhouse/mines/seeds", { token, lng: "EN", clientSeed: "lucky-client" });
    const after = await get(rotated.location);
    expect(after.html).toContain("lucky-client");
    expect(after.html).not.toContain(hash!);
    const verified = await get(`/wps/inhouse/verify?token=${token}&play=${playId}&lng=EN`);
    expect(verified.html).toContain(`SHA-256 of this server seed: ${hash}`);
    expect(verified.html).toContain(`Mines were at: ${mines}`);
    // A form of fields, filled in from the round (no JSON to edit): the seeds, the nonce, the game's own choices.
    expect(verified.html).not.toContain('name="bet"');
    const value = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(verified.html)?.[1] ?? "";
    expect(value("serverSeed")).toMatch(/^[0-9a-f]{64}$/);
    expect(value("nonce")).toMatch(/^\d+$/);
    expect(verified.html).toMatch(/<select id="mines" name="mines">.*<option selected>5<\/option>/s);
    expect(verified.html).toMatch(/name="tiles" value="7" checked/);
    // Sent as a browser sends the form (GET, repeated names for the tiles), it recomputes the same round.
    const typed = new URLSearchParams({
      lng: "EN",
      serverSeed: value("serverSeed"),
      clientSeed: value("clientSeed"),
      nonce: value("nonce"),
      game: "mines",
      mines: "5",
      tiles: "7",
    });
    const recomputed = await get(`/wps/inhouse/verify?${typed}`);
    expect(recomputed.html).toContain(`Mines were at: ${mines}`);
    // Another game chosen: its own choices are asked for, and a nonce that is not a number is said to be one.
    const other = await get(
      `/wps/inhouse/verify?${new URLSearchParams({ lng: "EN", serverSeed: value("serverSeed"), clientSeed: value("clientSeed"), nonce: "x", game: "plinko" })}`,
    );
    expect(other.html).toContain('name="rows"');
    expect(other.html).toContain("Enter the server seed, the client seed and the nonce (a whole number).");
  });
});
