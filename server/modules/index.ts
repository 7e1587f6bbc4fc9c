import type { FastifyInstance } from "fastify";
import { createAccountServices } from "./auth/account-services.js";
import { authRoutes, outboxOperatorRoutes } from "./auth/routes.js";
import { contentRoutes } from "./content/routes.js";
import { gameCatalogueRoutes } from "./games/routes.js";
import { mediaRoutes } from "./media/routes.js";
import { merchantRoutes } from "./merchant/routes.js";
import { siteSwitchRoutes } from "./merchant/site-switches.js";
import { memberOperatorRoutes } from "./members/operator-actions.js";
import { memberRoutes } from "./members/routes.js";
import { promotionRoutes } from "./promotions/routes.js";
import { paymentOperatorRoutes, paymentRoutes } from "./payments/routes.js";
import { operatorRoutes } from "./system/ops-routes.js";
import { systemRoutes } from "./system/routes.js";
import { walletOperatorRoutes } from "./wallet/operator.js";
import { walletRoutes } from "./wallet/routes.js";

export async function registerModules(app: FastifyInstance) {
  systemRoutes(app);
  merchantRoutes(app);
  contentRoutes(app);
  promotionRoutes(app);
  mediaRoutes(app);
  gameCatalogueRoutes(app);
  const accounts = await createAccountServices(app);
  authRoutes(app, accounts);
  memberRoutes(app, accounts);
  walletRoutes(app);
  await paymentRoutes(app);
  await app.register(operatorRoutes, { prefix: "/ops" });
  await app.register(outboxOperatorRoutes, { prefix: "/ops" });
  await app.register(siteSwitchRoutes, { prefix: "/ops" });
  await app.register(memberOperatorRoutes, { prefix: "/ops" });
  await app.register(walletOperatorRoutes, { prefix: "/ops" });
  await app.register(paymentOperatorRoutes, { prefix: "/ops" });
}
