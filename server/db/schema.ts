// Every module's tables, gathered for drizzle-kit and the typed client.
export * from "../modules/system/schema.js";
export * from "../modules/merchant/schema.js";
export * from "../modules/content/schema.js";
export * from "../modules/promotions/schema.js";
export * from "../modules/media/schema.js";
export * from "../modules/accounts/schema.js";
export * from "../modules/accounts/session-schema.js";
export * from "../modules/accounts/identity-schema.js";
export * from "../modules/messages/schema.js";
export * from "../modules/care/schema.js";
export * from "../modules/wallet/schema.js";
export * from "../modules/payments/schema.js";
export * from "../modules/vendors/schema.js";
export * from "../modules/games/inhouse/schema.js";
export * from "../modules/games/catalogue-schema.js";
export * from "../modules/agents/schema.js";
export * from "../jobs/schema.js";
