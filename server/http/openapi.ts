import type { FastifyInstance } from "fastify";
import type { ZodTypeAny } from "zod";
import { zodToJsonSchema } from "zod-to-json-schema";
import type { AnyEndpoint } from "../../contract/routes/endpoint.js";
import { ROUTE_TABLE } from "../../contract/routes/index.js";
import { requireOperator } from "./operator.js";

type Inputs = { query?: ZodTypeAny; body?: ZodTypeAny; params?: ZodTypeAny };
type JsonSchema = Record<string, unknown> & { properties?: Record<string, unknown>; required?: string[] };

const jsonSchema = (schema: ZodTypeAny, io: "input" | "output"): JsonSchema => {
  const converted = zodToJsonSchema(schema, {
    target: "openApi3",
    effectStrategy: io === "input" ? "input" : "any",
    $refStrategy: "none",
  }) as JsonSchema;
  delete converted.$schema;
  return converted;
};

/** An object schema's fields as OpenAPI parameters of one place (the query, the path). */
function parameters(schema: ZodTypeAny | undefined, where: "query" | "path") {
  if (!schema) return [];
  const object = jsonSchema(schema, "input");
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === "path" || (object.required ?? []).includes(name),
    schema: property,
  }));
}

const envelopeOf = (value: JsonSchema) => ({
  type: "object",
  required: ["success", "value", "message", "code"],
  properties: { success: { type: "boolean" }, value, message: { type: "string" }, code: { type: "string" } },
});

function operation(entry: AnyEndpoint, inputs: Inputs | undefined) {
  const query = inputs?.query ?? entry.query;
  const body = inputs?.body ?? entry.body;
  return {
    operationId: entry.name,
    summary: entry.summary,
    tags: [entry.name.split(".")[0]],
    "x-access": entry.access,
    parameters: [...parameters(inputs?.params, "path"), ...parameters(query, "query")],
    ...(body && {
      requestBody: { required: true, content: { "application/json": { schema: jsonSchema(body, "input") } } },
    }),
    responses: {
      "200": {
        description: "The success envelope",
        content: { "application/json": { schema: envelopeOf(entry.answer ? jsonSchema(entry.answer, "output") : {}) } },
      },
      default: {
        description: "A failure envelope (code, message)",
        content: { "application/json": { schema: envelopeOf({}) } },
      },
    },
  };
}

/** The OpenAPI 3 document of the route table, each entry joined to the inputs its route registered (ADR 0073). */
export function openApiDocument(registered: ReadonlyMap<string, Inputs | undefined>) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const entry of ROUTE_TABLE) {
    const path = entry.path.replace(/:([A-Za-z0-9_]+)/g, "{$1}");
    paths[path] = {
      ...paths[path],
      [entry.method.toLowerCase()]: operation(entry, registered.get(`${entry.method} ${entry.path}`)),
    };
  }
  return {
    openapi: "3.0.3",
    info: { title: "Laro platform", version: "1", description: "The calls of the route table (contract/routes)." },
    paths,
  };
}

/**
 * GET /wps/openapi.json, to operators (the X-Operator-Key of /ops): the table names the operator's own calls, and
 * a visitor has no use for it. Built once, on the first ask, from the routes registered by then.
 */
export function registerOpenApi(app: FastifyInstance): void {
  const registered = new Map<string, Inputs | undefined>();
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) registered.set(`${method} ${route.url}`, route.config?.input);
  });
  let document: ReturnType<typeof openApiDocument> | undefined;
  app.get("/wps/openapi.json", async (request, reply) => {
    requireOperator(request, app.operatorKey);
    document ??= openApiDocument(registered);
    return reply.header("Cache-Control", "no-store").send(document);
  });
}
