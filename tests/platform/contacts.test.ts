import { readdirSync, readFileSync } from "node:fs";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../server/db/schema.js";
import { operatorAudit } from "../../server/db/schema.js";
import { ContactRefusedError } from "../../server/modules/merchant/index.js";
import { serviceAddress, socialAddress } from "../../server/modules/merchant/contacts.js";
import {
  decryptCustomerServicePath,
  encryptCustomerServicePath,
} from "../../server/modules/merchant/customer-service-cipher.js";
import { seedInstall } from "../../server/seed/index.js";
import { call, operatorHeaders, startPlatform, type Platform } from "./harness.js";

// Customer service and social links are operator settings (ADR 0063): set and cleared through
// /ops (audited, the status call answers the change at once), validated (https to a public host, or a path of
// the site for a desk), never seeded in production; the demo's desks are the site's own feedback and messages.

type Status = {
  info: {
    customerService: { version: { pathList: { type: string; path: string }[] } };
    resources: { resourceType: string; url: string; labelNameEn: string }[];
  };
};

let demo: Platform;
let production: Platform;
beforeAll(async () => {
  [demo, production] = await Promise.all([startPlatform(), startPlatform({ mode: "production" })]);
}, 60_000);
afterAll(async () => {
  await Promise.all([demo?.close(), production?.close()]);
});

const ops = (platform: Platform, method: string, url: string, body?: unknown) =>
  call(platform.app, method, url, { headers: operatorHeaders, body });
const statusOf = async (platform: Platform) =>
  (await call(platform.app, "GET", "/wps/system/status")).body.value as Status;
const desksOf = async (platform: Platform) =>
  Object.fromEntries(
    (await statusOf(platform)).info.customerService.version.pathList.map((p) => [
      p.type,
      decryptCustomerServicePath(p.path),
    ]),
  );

describe("desk and social addresses", () => {
  it("takes an https address of a public host, or (for a desk) a path of the site", () => {
    expect(serviceAddress(" https://chat.operator.ph/room/laro ")).toBe("https://chat.operator.ph/room/laro");
    expect(serviceAddress("/member/messageV2?tab=feedback")).toBe("/member/messageV2?tab=feedback");
    expect(socialAddress("https://www.facebook.com/laro.ph")).toBe("https://www.facebook.com/laro.ph");
  });

  it.each([
    "http://chat.operator.ph/",
    "https://livechat.laro.example/chat/laro",
    "https://localhost/chat",
    "https://10.0.0.8/chat",
    "https://user:pw@chat.operator.ph/",
    "javascript:alert(1)",
    "//evil.com/x",
    "/\\evil.com",
    "/.//evil.com",
    "/%2e//evil.com",
    "/member messages",
    "chat.operator.ph",
    "",
  ])("refuses %j for a desk", (address) => {
    expect(() => serviceAddress(address)).toThrow(ContactRefusedError);
  });

  it("refuses a site path for a social link", () => {
    expect(() => socialAddress("/member/messageV2")).toThrow(ContactRefusedError);
  });
});

describe("/ops/customer-service and /ops/social", () => {
  it("a production install seeds no desk and no social link, and answers none", async () => {
    const status = await statusOf(production);
    expect(status.info.customerService.version.pathList).toEqual([]);
    expect(status.info.resources).toEqual([]);
    expect((await ops(production, "GET", "/ops/customer-service")).body.value).toEqual({ desks: [] });
    expect((await ops(production, "GET", "/ops/social")).body.value).toEqual({ links: [] });
  });

  it("the demo's desks are the site's own feedback (live) and messages (VIP)", async () => {
    expect((await ops(demo, "GET", "/ops/customer-service")).body.value).toEqual({
      desks: [
        { desk: "live", url: "/member/messageV2?tab=feedback" },
        { desk: "vip", url: "/member/messageV2" },
      ],
    });
  });

  it("sets and clears a desk, audited, answered by the status call at once; refuses a bad address or desk", async () => {
    const set = await ops(production, "PUT", "/ops/customer-service/live", {
      url: "https://chat.operator.ph/room/laro",
    });
    expect(set.status).toBe(200);
    expect(set.body.value).toEqual({ desks: [{ desk: "live", url: "https://chat.operator.ph/room/laro" }] });
    expect(await desksOf(production)).toEqual({ "3": "https://chat.operator.ph/room/laro" });
    await ops(production, "PUT", "/ops/customer-service/vip", { url: "/member/messageV2" });
    expect(await desksOf(production)).toEqual({ "3": "https://chat.operator.ph/room/laro", "4": "/member/messageV2" });

    const refused = await ops(production, "PUT", "/ops/customer-service/live", { url: "http://chat.operator.ph/" });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/https/);
    expect((await ops(production, "PUT", "/ops/customer-service/live", { url: "//evil.com" })).status).toBe(400);
    expect(
      (await ops(production, "PUT", "/ops/customer-service/hotline", { url: "https://chat.operator.ph/" })).status,
    ).toBe(400);
    expect(await desksOf(production)).toEqual({ "3": "https://chat.operator.ph/room/laro", "4": "/member/messageV2" });

    expect((await ops(production, "DELETE", "/ops/customer-service/vip")).body.value).toEqual({
      desks: [{ desk: "live", url: "https://chat.operator.ph/room/laro" }],
    });
    expect(await desksOf(production)).toEqual({ "3": "https://chat.operator.ph/room/laro" });
    await ops(production, "DELETE", "/ops/customer-service/live");
    expect(await desksOf(production)).toEqual({});

    const trail = await production.database.db
      .select({ action: operatorAudit.action, detail: operatorAudit.detail })
      .from(operatorAudit)
      .where(inArray(operatorAudit.action, ["service.set", "service.clear"]));
    expect(trail).toEqual([
      { action: "service.set", detail: { source: "api", desk: "live", url: "https://chat.operator.ph/room/laro" } },
      { action: "service.set", detail: { source: "api", desk: "vip", url: "/member/messageV2" } },
      { action: "service.clear", detail: { source: "api", desk: "vip" } },
      { action: "service.clear", detail: { source: "api", desk: "live" } },
    ]);
    // Without the operator's key, nothing.
    expect(
      (await call(production.app, "PUT", "/ops/customer-service/live", { body: { url: "https://chat.operator.ph/" } }))
        .status,
    ).toBe(401);
  });

  it("sets and clears a social link, answered by the status call; refuses http, a site path and an unknown network", async () => {
    const set = await ops(production, "PUT", "/ops/social/facebook", { url: "https://www.facebook.com/laro.ph" });
    expect(set.body.value).toEqual({
      links: [{ network: "facebook", label: "Facebook", url: "https://www.facebook.com/laro.ph" }],
    });
    await ops(production, "PUT", "/ops/social/telegram", { url: "https://t.me/laro_ph" });
    expect((await statusOf(production)).info.resources.map((r) => [r.resourceType, r.labelNameEn, r.url])).toEqual([
      ["SOCIAL", "Facebook", "https://www.facebook.com/laro.ph"],
      ["SOCIAL", "Telegram", "https://t.me/laro_ph"],
    ]);
    expect(
      (await ops(production, "PUT", "/ops/social/facebook", { url: "http://www.facebook.com/laro.ph" })).status,
    ).toBe(400);
    expect((await ops(production, "PUT", "/ops/social/facebook", { url: "/member" })).status).toBe(400);
    expect((await ops(production, "PUT", "/ops/social/myspace", { url: "https://myspace.com/laro" })).status).toBe(400);
    expect((await ops(production, "DELETE", "/ops/social/facebook")).body.value).toEqual({
      links: [{ network: "telegram", label: "Telegram", url: "https://t.me/laro_ph" }],
    });
    await ops(production, "DELETE", "/ops/social/telegram");
    expect((await statusOf(production)).info.resources).toEqual([]);
    const trail = await production.database.db
      .select({ action: operatorAudit.action })
      .from(operatorAudit)
      .where(inArray(operatorAudit.action, ["social.set", "social.clear"]));
    expect(trail.map((t) => t.action)).toEqual(["social.set", "social.set", "social.clear", "social.clear"]);
  });

  it("a desk the operator cleared on the demo stays cleared through the next seed", async () => {
    await ops(demo, "DELETE", "/ops/customer-service/vip");
    await seedInstall(demo.database.db, demo.config);
    expect(await desksOf(demo)).toEqual({ "3": "/member/messageV2?tab=feedback" });
    const rows = await demo.database.db
      .select()
      .from(schema.customerServiceEntries)
      .where(eq(schema.customerServiceEntries.type, "4"));
    expect(rows).toEqual([]);
  });

  it("migration 0043 removes the first seed's desks and social links, keeps an operator's own link, and rewrites the help article", async () => {
    const db = production.database.db;
    const file = readdirSync("server/db/migrations").find((f) => f.endsWith("_contacts_not_seeded.sql"))!;
    await db.insert(schema.customerServiceEntries).values([
      { type: "3", path: encryptCustomerServicePath("https://livechat.laro.example/chat/laro"), sequence: 3 },
      { type: "4", path: encryptCustomerServicePath("https://livechat.laro.example/chat/laro-vip"), sequence: 4 },
    ]);
    await db.insert(schema.resources).values([
      {
        id: "facebook",
        resourceType: "SOCIAL",
        labelNameEn: "Facebook",
        url: "https://www.facebook.com/larogaming",
        qrCodeUrl: "https://www.facebook.com/larogaming",
        sequence: 1,
      },
      {
        id: "youtube",
        resourceType: "SOCIAL",
        labelNameEn: "YouTube",
        url: "https://www.youtube.com/@laro.ph",
        qrCodeUrl: "https://www.youtube.com/@laro.ph",
        sequence: 3,
      },
    ]);
    const oldHelp =
      "<p>Choose <strong>Customer service</strong> in the side menu or on the right of the page: it opens our live chat in a small window. Members of the higher VIP ranks are answered by the VIP chat.</p>";
    const contact = and(eq(schema.helpArticles.id, "contact"), eq(schema.helpArticles.language, "EN"));
    await db.update(schema.helpArticles).set({ content: oldHelp }).where(contact);

    for (const statement of readFileSync(`server/db/migrations/${file}`, "utf8").split("--> statement-breakpoint"))
      await db.execute(sql.raw(statement));
    expect(await db.select().from(schema.customerServiceEntries)).toEqual([]);
    expect((await db.select().from(schema.resources)).map((r) => r.url)).toEqual(["https://www.youtube.com/@laro.ph"]);
    const [article] = await db.select().from(schema.helpArticles).where(contact);
    expect(article!.content).toContain("Feedback");
    expect(article!.content).not.toMatch(/live chat/i);
    // Production's next start seeds no desk again.
    await seedInstall(db, production.config);
    expect(await db.select().from(schema.customerServiceEntries)).toEqual([]);
    await db.delete(schema.resources).where(eq(schema.resources.id, "youtube"));
  });
});
