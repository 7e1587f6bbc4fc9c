// The promotions module's public face (ADR 0020): other modules, the composition root, seeds, ops and scripts import only this.
export { listPromotions } from "./promotions.js";
export { promotionRoutes } from "./routes.js";
