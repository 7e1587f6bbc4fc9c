import crypto from "node:crypto";
import fc from "fast-check";
import type { RouteOptions } from "fastify";
import type { JWK } from "jose";
import { afterAll, describe, it, vi } from "vitest";
import { z, type ZodTypeAny } from "zod";
import { encryptForPlatform } from "../../server/modules/accounts/jwe.js";
import { issueSession } from "../../server/modules/accounts/sessions.js";
import { INHOUSE_GAMES, INHOUSE_VENDOR } from "../../server/modules/games/inhouse/games.js";
import { createMember, hashPassword, MEMBER_TYPE } from "../../server/modules/accounts/index.js";
import { registrationPayload } from "../../server/modules/accounts/registration.js";
import {
  SANDBOX_SIGNATURE_HEADER,
  sandboxCallbackBody,
  signSandboxBody,
} from "../../server/modules/payments/gateway/sandbox.js";
import { sandboxGatewaySecret } from "../../server/modules/payments/gateway/sandbox-secret.js";
import { openVendorSession } from "../../server/modules/vendors/index.js";
import { SEAMLESS_SIGNATURE_HEADER, signSeamlessBody } from "../../server/modules/vendors/seamless-routes.js";
import { vendorSecret } from "../../server/modules/vendors/sessions.js";
import { MAX_PAGE_NO } from "../../server/http/route.js";
import {
  body as anyBody,
  fieldNames,
  LONG_IDS,
  pathSegment,
  queryString,
  sealedBody,
  type Body,
  type Known,
} from "./fuzz-inputs.js";
import { call, operatorHeaders, OPERATOR_KEY, startPlatform } from "./harness.js";

// ADR 0018: no bad input makes the platform answer 5xx, and every refusal is an envelope. Every route
// the platform registers is fuzzed — the list comes from an onRoute hook added to the Fastify instance as
// it is made, so a new route is fuzzed without touching this file. Member calls run without and with a
// live session, /ops with the operator key, signed calls unsigned and signed with the real secret, sealed
// calls (those that answer ENCRYPTION_REQUIRED) with payloads sealed to the platform's key: so the bad
// value reaches the validation behind each door. Inputs come from a fixed seed (FUZZ_SEED to change it,
// FUZZ_RUNS for the count); a failure prints the seed, the route and the shrunk input. The suite's count keeps
// the file within its budget (ADR 0076: about a minute on a loaded machine) with every route and door still fuzzed;
// the deep run (FUZZ_RUNS=200, ten times the calls) is the nightly's.

const routes = vi.hoisted(() => [] as RouteOptions[]);
vi.mock("fastify", async (importOriginal) => {
  const actual = await importOriginal<typeof import("fastify")>();
  const listingRoutes = ((options?: Parameters<typeof actual.default>[0]) => {
    const app = actual.default(options);
    app.addHook("onRoute", (route) => {
      routes.push(route);
    });
    return app;
  }) as typeof actual.default;
  return { ...actual, default: listingRoutes };
});

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
/** Inputs per route, shared among its doors (each door gets at least one). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const CALL_TIMEOUT_MS = 10_000;
const FUZZ_VENDOR = "FUZZVENDOR";
const PASSWORD = "Fuzz1234";

const platform = await startPlatform({ seed: true });
const { app, database, config } = platform;
const db = database.db;

const member = await createMember(db, {
  username: "fuzzer",
  type: MEMBER_TYPE.member,
  passwordHash: await hashPassword(config, PASSWORD),
  registerMethod: "WEB",
});
const funded = await call(app, "POST", "/ops/wallet/adjust", {
  headers: operatorHeaders,
  body: { username: "fuzzer", amount: "5000000", reason: "fuzz test funds" },
});
if (!funded.body.success) throw new Error(`could not fund the fuzz member: ${funded.body.message}`);

/** A live member session, made anew for each route: a fuzzed logout or password change ends the last one. */
const memberSession = async () =>
  (
    await issueSession(db, config, {
      memberId: member.id,
      accountKey: "fuzzer",
      method: "username",
      ip: "127.0.0.1",
      userAgent: null,
    })
  ).token;
const firstToken = await memberSession();
const games = Object.keys(INHOUSE_GAMES);
const inhouseTokens = await Promise.all(
  games.map((game) => openVendorSession(db, { memberId: member.id, vendor: INHOUSE_VENDOR, gameCode: game })),
);
const vendorToken = await openVendorSession(db, { memberId: member.id, vendor: FUZZ_VENDOR, gameCode: "dice" });
const vendorKey = await vendorSecret(db, FUZZ_VENDOR);
const sealingKey = (await call(app, "GET", "/wps/system/encryptionKey")).body.value as { kid: string; jwk: JWK };

// A round played and a sandbox deposit made, so that ids in the inputs can name things that exist.
const played = await app.inject({
  method: "POST",
  url: "/wps/inhouse/dice/play",
  headers: { "content-type": "application/x-www-form-urlencoded" },
  payload: new URLSearchParams({
    token: inhouseTokens[0]!,
    stake: "10",
    target: "50",
    direction: "over",
    requestKey: crypto.randomUUID(),
  }).toString(),
});
const playId = new URL(String(played.headers.location), "http://x").searchParams.get("play");
const deposit = await call(app, "POST", "/wps/v2/deposit", {
  headers: { authorization: `Bearer ${firstToken}` },
  body: { channelCode: "SANDBOX_PAY", amount: "5000000", requestKey: crypto.randomUUID() },
});
const depositId: string | undefined = deposit.body.value?.deposit?.id;
if (!playId || !depositId)
  throw new Error(`fuzz setup: no play (${played.statusCode}) or no deposit (${deposit.body.message})`);

const known: Known = {
  token: [firstToken, vendorToken, ...inhouseTokens],
  game: games,
  play: [playId],
  id: [depositId],
  depositId: [depositId],
  vendor: [FUZZ_VENDOR, INHOUSE_VENDOR],
  action: ["balance", "debit", "credit", "rollback"],
  adapter: ["sandbox"],
  lng: ["EN", "TY"],
  type: ["username", "sms"],
  username: ["fuzzer", "demo"],
  password: [PASSWORD],
  oldPassword: [PASSWORD],
  stake: ["10", "1,000.50"],
  decision: ["pay", "decline"],
  answer: ["received", "not_received"],
  amount: ["1", "100", "5000000"],
  transactionId: ["fuzz-tx-0001", "fuzz-tx-0002"],
  roundId: ["fuzz-round-0001"],
  rollbackTransactionId: ["fuzz-tx-0001"],
  gameCode: ["dice"],
  timestamp: [new Date().toISOString()],
  eventId: ["fuzz-event-0001"],
  // The in-house bet forms' fields.
  target: ["50", "2"],
  direction: ["over", "under"],
  mines: ["3"],
  tiles: ["0", "7"],
  rows: ["12"],
  risk: ["low", "high"],
  picks: ["1", "9"],
  side: ["banker", "tie"],
  clientSeed: ["fuzz-seed"],
  requestKey: ["fuzz-request-0001"],
};
/** One world per in-house game: the game's name goes with its own session's token, so a page can open. */
const worlds: Known[] = games.map((game, i) => ({
  ...known,
  game: [game],
  token: [firstToken, vendorToken, inhouseTokens[i]!],
}));

// ——— which doors a route has ———

type Door = "visitor" | "member" | "operator" | "no key" | "unsigned" | "signed" | "sealed";

/** How each signed call is signed; a route that answers SIGNATURE_INVALID without an entry here fails the test. */
const signers: Record<string, { header: string; sign: (raw: string) => string; schema: ZodTypeAny }> = {
  "/wps/seamless/:vendor/:action": {
    header: SEAMLESS_SIGNATURE_HEADER,
    sign: (raw) => signSeamlessBody(vendorKey, raw),
    schema: z.object({
      token: z.string(),
      timestamp: z.string().datetime(),
      transactionId: z.string(),
      roundId: z.string(),
      gameCode: z.string(),
      amount: z.string(),
      roundClosed: z.boolean(),
      detail: z.record(z.unknown()),
      rollbackTransactionId: z.string(),
    }),
  },
  "/wps/payments/callback/:adapter": {
    header: SANDBOX_SIGNATURE_HEADER,
    sign: (raw) => signSandboxBody(sandboxGatewaySecret(config), raw),
    schema: sandboxCallbackBody,
  },
};

/** What the sealed calls may carry: every sealed payload's fields (login, registration, passwords). */
const sealedSchema = registrationPayload.and(
  z.object({
    type: z.enum(["username", "sms"]),
    username: z.string(),
    password: z.string(),
    oldPassword: z.string(),
    newPassword: z.string(),
    confirmNewPassword: z.string(),
    mobileNum: z.string(),
    countryDialingCode: z.string(),
    verificationCode: z.string(),
  }),
);

type Target = { method: string; url: string; input: NonNullable<RouteOptions["config"]>["input"] };

// HEAD is the GET route's own handler (Fastify adds it), so a GET target sends HEAD now and then.
const targets: Target[] = [];
for (const route of routes) {
  for (const method of [route.method].flat().filter((m) => m !== "HEAD")) {
    if (!targets.some((t) => t.method === method && t.url === route.url))
      targets.push({ method, url: route.url, input: route.config?.input });
  }
}

const pageRoute = (url: string) => url.startsWith("/wps/inhouse") || url.startsWith("/wps/gateway");

/** The doors of a route, each with its share of the route's inputs: most go through the door that leads furthest in. */
async function doorsOf(target: Target): Promise<[Door, number][]> {
  if (target.url.startsWith("/ops/"))
    return [
      ["operator", 0.9],
      ["no key", 0.1],
    ];
  if (signers[target.url])
    return [
      ["unsigned", 0.3],
      ["signed", 0.7],
    ];
  if (target.method !== "GET") {
    // A session of its own: the probe of a logout ends the session it is sent with.
    const probe = await app.inject({
      method: target.method as "POST",
      url: target.url,
      headers: { authorization: `Bearer ${await memberSession()}` },
      payload: {},
    });
    const code = String(probe.headers["content-type"] ?? "").includes("json")
      ? (probe.json() as { code?: string }).code
      : undefined;
    if (code === "ENCRYPTION_REQUIRED")
      return [
        ["visitor", 0.3],
        ["member", 0.3],
        ["sealed", 0.4],
      ];
    if (code === "SIGNATURE_INVALID")
      throw new Error(`${target.method} ${target.url} is signed: teach the fuzz test its signature (signers)`);
  }
  return [
    ["visitor", 0.4],
    ["member", 0.6],
  ];
}

// ——— one generated call ———

type Case = { route: string; method: string; url: string; ip: string; body: Body; door: Door; badAuth: string | null };

function describeCase(c: Case): string {
  const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n)}… (${s.length} chars)` : s);
  const body =
    c.body.kind === "json" || c.body.kind === "sealed"
      ? `${c.body.kind} ${cut(JSON.stringify(c.body.value) ?? "undefined", 600)}`
      : c.body.kind === "raw" || c.body.kind === "form"
        ? `${c.body.kind} ${c.body.kind === "raw" ? c.body.contentType : ""} ${cut(JSON.stringify(c.body.text), 600)}`
        : c.body.kind === "multipart"
          ? `multipart ${c.body.contentType} ${cut(JSON.stringify(c.body.bytes.toString("latin1")), 600)}`
          : "no body";
  return `${c.door}: ${c.method} ${cut(c.url, 600)} from ${c.ip}${c.badAuth !== null ? ` with Authorization ${JSON.stringify(cut(c.badAuth, 80))}` : ""}\n  ${body}`;
}

function caseArbitrary(target: Target, door: Door, extraNames: readonly string[]): fc.Arbitrary<Case> {
  return fc.constantFrom(...worlds).chain((world) => caseIn(world, target, door, extraNames));
}

function caseIn(known: Known, target: Target, door: Door, extraNames: readonly string[]): fc.Arbitrary<Case> {
  const knownValues = [...new Set(Object.values(known).flat())];
  const input = target.input ?? {};
  const pathNames = target.url.split("/").filter((s) => s.startsWith(":") || s === "*");
  const segments = pathNames.map((name) =>
    pathSegment(Object.hasOwn(known, name.slice(1)) ? known[name.slice(1)]! : knownValues),
  );
  const signer = signers[target.url];
  const bodyArbitrary =
    door === "sealed"
      ? sealedBody(sealedSchema, known, extraNames)
      : door === "signed"
        ? anyBody(signer!.schema, known, extraNames)
        : anyBody(input.body, known, extraNames);
  return fc
    .record({
      method:
        target.method === "GET" ? fc.constantFrom("GET", "GET", "GET", "GET", "HEAD") : fc.constant(target.method),
      segments: fc.tuple(...segments),
      query: queryString(input.query, known, extraNames),
      ip: fc.ipV4(),
      body:
        target.method === "GET" || target.method === "HEAD"
          ? fc.oneof(
              { weight: 4, arbitrary: fc.constant<Body>({ kind: "none" }) },
              { weight: 1, arbitrary: bodyArbitrary },
            )
          : bodyArbitrary,
      badAuth: fc.option(
        fc.constantFrom(
          "Bearer ",
          "Bearer a",
          `Bearer ${"a".repeat(100)}`,
          "Basic Zm9vOmJhcg==",
          `Bearer ${firstToken}x`,
          "bearer\u0000",
        ),
        { freq: 5 },
      ),
    })
    .map(({ method, segments: values, query, ip, body, badAuth }) => {
      let i = 0;
      const path = target.url
        .split("/")
        .map((s) => (s.startsWith(":") || s === "*" ? values[i++]! : s))
        .join("/");
      return { route: target.url, method, url: path + query, ip, body, door, badAuth };
    })
    .map((c) => Object.assign(c, { [fc.toStringMethod]: () => describeCase(c) }));
}

async function send(c: Case, memberToken: string) {
  const headers: Record<string, string> = {};
  let payload: string | Buffer | undefined;
  switch (c.body.kind) {
    case "json":
      headers["content-type"] = "application/json";
      payload = JSON.stringify(c.body.value) ?? "null";
      break;
    case "raw":
      if (c.body.contentType) headers["content-type"] = c.body.contentType;
      payload = c.body.text;
      break;
    case "form":
      headers["content-type"] = "application/x-www-form-urlencoded";
      payload = c.body.text;
      break;
    case "multipart":
      headers["content-type"] = c.body.contentType;
      payload = c.body.bytes;
      break;
    case "sealed":
      headers["content-type"] = "application/json";
      payload = JSON.stringify({
        jwe: await encryptForPlatform(sealingKey.jwk, sealingKey.kid, c.body.value, Date.now() + c.body.age),
      });
      break;
  }
  if (c.door === "member" || c.door === "sealed") headers.authorization = `Bearer ${memberToken}`;
  if (c.door === "operator") headers["x-operator-key"] = OPERATOR_KEY;
  const signer = signers[c.route];
  if (c.door === "signed" && signer)
    headers[signer.header] = signer.sign(payload === undefined ? "" : payload.toString());
  if (c.badAuth !== null && c.door !== "member" && c.door !== "sealed") headers.authorization = c.badAuth;
  const answer = app.inject({ method: c.method as "GET", url: c.url, headers, payload, remoteAddress: c.ip });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CALL_TIMEOUT_MS} ms`)), CALL_TIMEOUT_MS);
  });
  try {
    return await Promise.race([answer, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The answer's fault, or null: never 5xx; a refusal is an envelope (an HTML page on the platform's own pages). */
function faultOf(c: Case, status: number, contentType: string, text: string): string | null {
  // The health route's 503 is its answer (ADR 0073): the fuzzed platform runs no scheduler.
  if (status >= 500 && !(c.route === "/wps/health" && status === 503)) return `status ${status}`;
  if (c.method === "HEAD" || status === 204 || status === 304 || (status >= 300 && status < 400)) return null;
  if (contentType.startsWith("application/json")) {
    let envelope: { success?: unknown; code?: unknown; message?: unknown };
    try {
      envelope = JSON.parse(text);
    } catch {
      return "JSON that does not parse";
    }
    if (
      typeof envelope?.success !== "boolean" ||
      typeof envelope.code !== "string" ||
      typeof envelope.message !== "string"
    )
      return "not an envelope";
    if (envelope.success !== status < 400) return `success ${envelope.success} with status ${status}`;
    return null;
  }
  if (contentType.startsWith("text/html") && pageRoute(c.url)) return null;
  return status >= 400 ? `a refusal that is not an envelope (${contentType || "no content type"})` : null;
}

const tally = { calls: 0, byClass: {} as Record<string, number>, started: Date.now() };
const extraNames = [
  ...new Set([
    ...targets.flatMap((t) => [...fieldNames(t.input?.query), ...fieldNames(t.input?.body)]),
    ...Object.keys(known),
  ]),
];
const plan: { target: Target; doors: [Door, number][] }[] = [];
for (const target of targets) plan.push({ target, doors: await doorsOf(target) });

afterAll(async () => {
  const seconds = ((Date.now() - tally.started) / 1000).toFixed(1);
  const answers = Object.entries(tally.byClass)
    .sort()
    .map(([k, n]) => `${k} ${n}`)
    .join(", ");
  console.log(
    `fuzz: ${plan.length} routes × ${RUNS} inputs = ${tally.calls} calls in ${seconds} s (FUZZ_SEED=${SEED}); answers: ${answers}`,
  );
  await platform.close();
});

/** A target's path with every parameter filled in with a harmless value. */
const plainPath = (url: string) => url.replace(/:[A-Za-z]+/g, "x").replace("*", "x");
const headersFor = (url: string) => (url.startsWith("/ops/") ? operatorHeaders : {});

describe("rules every call keeps (each call's declared fields)", () => {
  it("NUL in any declared query or body field is refused with 400 VALIDATION naming the field (a 400 page on the platform's pages)", async () => {
    const refuses = async (target: Target, url: string, field: string, body?: object) => {
      const res = await app.inject({
        method: target.method as "GET",
        url,
        headers: headersFor(url),
        ...(body ? { payload: body } : {}),
      });
      const envelope = pageRoute(url) ? null : (res.json() as { code?: string; value?: { field?: string } });
      const refused =
        res.statusCode === 400 &&
        (envelope === null || (envelope.code === "VALIDATION" && envelope.value?.field === field));
      if (!refused) throw new Error(`${target.method} ${url} ${field}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    };
    for (const target of targets) {
      const url = plainPath(target.url);
      for (const field of fieldNames(target.input?.query)) await refuses(target, `${url}?${field}=a%00b`, field);
      for (const field of fieldNames(target.input?.body)) await refuses(target, url, field, { [field]: "a\u0000b" });
    }
  });

  it(`every paged list refuses a pageNo past ${MAX_PAGE_NO}`, async () => {
    const lists = targets.filter((t) => fieldNames(t.input?.query).has("pageNo"));
    if (lists.length < 10) throw new Error(`only ${lists.length} paged lists found`);
    for (const target of lists) {
      for (const pageNo of [String(MAX_PAGE_NO + 1), "1e26", "9223372036854775807"]) {
        const res = await call(app, target.method, `${plainPath(target.url)}?pageNo=${pageNo}`, {
          headers: headersFor(target.url),
        });
        if (res.status !== 400 || res.body.code !== "VALIDATION")
          throw new Error(`${target.url}?pageNo=${pageNo}: ${res.status} ${JSON.stringify(res.body)}`);
      }
    }
  });
});

describe("every numeric path id is bounded", () => {
  it("19, 20 and 21 digit ids: a numeric id answers 400 VALIDATION, a text id anything but a 5xx, signed in", async () => {
    const fill: Record<string, string> = { decision: "approve", move: "pause", position: "1" };
    const withIds = targets.filter((t) => t.url.includes("/:id") && !pageRoute(t.url));
    if (withIds.length < 20) throw new Error(`only ${withIds.length} routes with an id found`);
    const failures: string[] = [];
    let numericRoutes = 0;
    for (const target of withIds) {
      const sample = target.input?.params?.safeParse({ ...fill, id: "1" });
      const numeric = sample?.success === true && typeof (sample.data as { id?: unknown }).id === "number";
      if (numeric) numericRoutes++;
      for (const id of LONG_IDS) {
        const url = target.url.replace(/:id\b/, id).replace(/:([A-Za-z]+)/g, (_, name: string) => fill[name] ?? "x");
        const auth = url.startsWith("/ops/") ? operatorHeaders : { authorization: `Bearer ${await memberSession()}` };
        const res = await call(app, target.method, url, {
          headers: auth,
          ...(target.method === "GET" || target.method === "DELETE" ? {} : { body: {} }),
        });
        const envelope = res.body as { code?: string } | undefined;
        // A numeric id (the params schema reads "1" as a number) past its column's end is a 400 VALIDATION;
        // a text id (a promotion's code) may be any answer but a 5xx.
        const refused = res.status === 400 && envelope?.code === "VALIDATION";
        const bounded = numeric ? refused : res.status < 500 && typeof envelope?.code === "string";
        if (!bounded) failures.push(`${target.method} ${url}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
      }
    }
    if (failures.length) throw new Error(failures.join("\n"));
    if (numericRoutes < 8) throw new Error(`only ${numericRoutes} routes with a numeric id found`);
  });
});

describe("platform fuzz: no 5xx, every refusal an envelope", () => {
  it("finds the routes", () => {
    // The hook must see the routes registered through route() and by hand (pages, signed calls, uploads).
    const urls = targets.map((t) => t.url);
    for (const url of [
      "/wps/system/status",
      "/wps/inhouse/:game",
      "/wps/seamless/:vendor/:action",
      "/wps/v2/withdraw/:id/receipt",
      "/ops/settings",
    ]) {
      if (!urls.includes(url)) throw new Error(`route ${url} not collected; got ${urls.length} routes`);
    }
  });

  for (const { target, doors } of plan) {
    for (const [door, share] of doors) {
      const runs = Math.ceil(RUNS * share);
      const name = `${target.method} ${target.url} (${door}, ${runs} inputs)`;
      it(
        name,
        async () => {
          const token = await memberSession();
          // Each route and door has its own seed from FUZZ_SEED, so one route's inputs do not depend on the others'.
          const seed =
            SEED ^
            Number.parseInt(
              crypto.createHash("sha256").update(`${target.method} ${target.url} ${door}`).digest("hex").slice(0, 8),
              16,
            );
          try {
            await fc.assert(
              fc.asyncProperty(caseArbitrary(target, door, extraNames), async (c) => {
                tally.calls++;
                const res = await send(c, token);
                const statusClass = `${String(res.statusCode)[0]}xx`;
                tally.byClass[statusClass] = (tally.byClass[statusClass] ?? 0) + 1;
                const fault = faultOf(c, res.statusCode, String(res.headers["content-type"] ?? ""), res.body);
                if (fault) throw new Error(`${fault}: ${res.statusCode} ${res.body.slice(0, 400)}`);
              }),
              { seed, numRuns: runs, includeErrorInReport: true },
            );
          } catch (error) {
            const pattern = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
            (error as Error).message =
              `again with: FUZZ_SEED=${SEED} npx vitest run tests/platform/fuzz.test.ts -t ${JSON.stringify(pattern)}\n${(error as Error).message}`;
            throw error;
          }
        },
        180_000,
      );
    }
  }
});
