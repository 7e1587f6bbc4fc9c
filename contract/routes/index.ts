// The route table (ADR 0073): every endpoint the platform registers by its entry and the web calls by name, one
// domain a file. The OpenAPI document (server/http/openapi.ts) is generated from this list.
import type { AnyEndpoint } from "./endpoint.js";
import { accountEndpoints } from "./accounts.js";
import { agentEndpoints } from "./agents.js";
import { careEndpoints } from "./care.js";
import { cockfightEndpoints } from "./cockfight.js";
import { contentEndpoints } from "./content.js";
import { contractEndpoints } from "./contracts.js";
import { eventEndpoints } from "./events.js";
import { gameEndpoints } from "./games.js";
import { lotteryEndpoints } from "./lottery.js";
import { messageEndpoints } from "./messages.js";
import { paymentEndpoints } from "./payments.js";
import { profileEndpoints } from "./profile.js";
import { signinEndpoints } from "./signin.js";
import { socialEndpoints } from "./social.js";
import { systemEndpoints } from "./system.js";
import { walletEndpoints } from "./wallet.js";

export const ROUTE_TABLE: readonly AnyEndpoint[] = [
  ...Object.values(messageEndpoints),
  ...Object.values(careEndpoints),
  ...Object.values(walletEndpoints),
  ...Object.values(contentEndpoints),
  ...Object.values(systemEndpoints),
  ...Object.values(paymentEndpoints),
  ...Object.values(gameEndpoints),
  ...Object.values(agentEndpoints),
  ...Object.values(contractEndpoints),
  ...Object.values(accountEndpoints),
  ...Object.values(profileEndpoints),
  ...Object.values(socialEndpoints),
  ...Object.values(signinEndpoints),
  ...Object.values(lotteryEndpoints),
  ...Object.values(eventEndpoints),
  ...Object.values(cockfightEndpoints),
];
