import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { AppError } from "../errors.js";
import { route } from "../../http/route.js";
import { media } from "./schema.js";

const mediaPath = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9_-][A-Za-z0-9_./-]*$/, "not a media path")
  .refine((p) => !p.split("/").includes(".."), "not a media path");

// Generated images change only with a new seed; a day of caching keeps pages fast
// while the ETag lets a browser revalidate cheaply after that.
const CACHE_CONTROL = "public, max-age=86400";

// If-None-Match uses the weak comparison (RFC 9110 §13.1.2): W/"x" matches "x".
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

export function mediaRoutes(app: FastifyInstance) {
  route(app, {
    method: "GET",
    url: "/wps/static/*",
    params: z.object({ "*": mediaPath }),
    handler: async ({ params }, request, reply) => {
      const [item] = await app.db.select().from(media).where(eq(media.path, params["*"]));
      if (!item) throw new AppError("NOT_FOUND", `No media ${params["*"]}`);
      reply.header("Cache-Control", CACHE_CONTROL).header("ETag", item.etag);
      if (matchesEtag(request.headers["if-none-match"], item.etag)) return reply.code(304).send();
      return reply.type(item.contentType).send(item.body);
    },
  });
}
