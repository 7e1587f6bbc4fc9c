// The route table (ADR 0073): every endpoint the platform registers by its entry and the web calls by name, one
// domain a file. The OpenAPI document (server/http/openapi.ts) is generated from this list.
import type { AnyEndpoint } from "./endpoint.js";
import { messageEndpoints } from "./messages.js";

export const ROUTE_TABLE: readonly AnyEndpoint[] = [...Object.values(messageEndpoints)];
