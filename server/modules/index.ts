import type { FastifyInstance } from "fastify";
import { contentRoutes } from "./content/routes.js";
import { mediaRoutes } from "./media/routes.js";
import { merchantRoutes } from "./merchant/routes.js";
import { promotionRoutes } from "./promotions/routes.js";
import { operatorRoutes } from "./system/ops-routes.js";
import { systemRoutes } from "./system/routes.js";

export async function registerModules(app: FastifyInstance) {
  systemRoutes(app);
  merchantRoutes(app);
  contentRoutes(app);
  promotionRoutes(app);
  mediaRoutes(app);
  await app.register(operatorRoutes, { prefix: "/ops" });
}
