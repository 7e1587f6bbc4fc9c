import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { endpoint } from "../../contract/routes/endpoint.js";
import { ROUTE_TABLE } from "../../contract/routes/index.js";
import { route } from "../../server/http/route.js";
import { call, operatorHeaders, startPlatform, type Platform } from "./harness.js";

// ADR 0073: every entry of the route table is registered by the platform, once, under a name of its own; the
// OpenAPI document generated from the table is served to operators at GET /wps/openapi.json.

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform({ seed: false });
});
afterAll(() => platform.close());

describe("the route table", () => {
  it("names each endpoint once, and the platform registers every entry", () => {
    const names = ROUTE_TABLE.map((e) => e.name);
    expect(new Set(names).size).toBe(names.length);
    const places = ROUTE_TABLE.map((e) => `${e.method} ${e.path}`);
    expect(new Set(places).size).toBe(places.length);
    for (const entry of ROUTE_TABLE)
      expect(platform.app.hasRoute({ method: entry.method, url: entry.path }), entry.name).toBe(true);
  });
});

describe("an answer in the suite", () => {
  it("is held to its entry's schema: one that breaks it is a 500, as the web would refuse it", async () => {
    const probe = endpoint({
      name: "probe.count",
      method: "GET",
      path: "/probe/:kind",
      summary: "A probe",
      access: "public",
      answer: z.object({ count: z.number(), at: z.string() }),
    });
    const app = Fastify();
    route(app, {
      endpoint: probe,
      params: z.object({ kind: z.enum(["right", "wrong"]) }),
      handler: ({ params }) => (params.kind === "right" ? { count: 1, at: new Date() } : { count: "1", at: "x" }),
    });
    expect((await app.inject({ method: "GET", url: "/probe/right" })).statusCode).toBe(200);
    const wrong = await app.inject({ method: "GET", url: "/probe/wrong" });
    expect(wrong.statusCode).toBe(500);
    expect(wrong.json().message).toContain("probe.count broke its answer schema: count");
    await app.close();
  });
});

describe("the OpenAPI document", () => {
  it("is for operators only", async () => {
    expect((await call(platform.app, "GET", "/wps/openapi.json")).status).toBe(401);
  });

  it("holds every entry of the table with its inputs and its answer", async () => {
    const res = await platform.app.inject({ method: "GET", url: "/wps/openapi.json", headers: operatorHeaders });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe("3.0.3");
    const operations = Object.values(doc.paths as Record<string, Record<string, { operationId: string }>>).flatMap(
      (byMethod) => Object.values(byMethod).map((op) => op.operationId),
    );
    expect(operations.sort()).toEqual(ROUTE_TABLE.map((e) => e.name).sort());
    const read = doc.paths["/wps/member/message/{id}/read"].post;
    expect(read.parameters).toContainEqual(expect.objectContaining({ name: "id", in: "path", required: true }));
    expect(read.responses["200"].content["application/json"].schema.properties.value.properties).toHaveProperty(
      "unread",
    );
    const list = doc.paths["/wps/member/message"].get;
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(["pageNo", "pageSize"]);
  });
});
