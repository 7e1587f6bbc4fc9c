import type { FastifyInstance } from "fastify";
import { systemRoutes } from "./system/routes.js";

export async function registerModules(app: FastifyInstance) {
  systemRoutes(app);
}
