// Where the site sends a player for help or to follow it (ADR 0063): the customer-service desks and the social links.
import {
  SERVICE_DESKS,
  SOCIAL_NETWORKS,
  changeContacts,
  describeCustomerService,
  describeSocial,
  listCustomerService,
  listSocial,
  type ServiceDesk,
  type ServiceEntry,
  type SocialEntry,
  type SocialNetwork,
} from "../modules/merchant/index.js";
import { command, UsageError, type Reach } from "./command.js";
import { callPlatform } from "./platform-client.js";
import { platformThenDatabase } from "./reach.js";

type ServiceCommand =
  | { action: "service.list" }
  | { action: "service.set"; desk: ServiceDesk; url: string }
  | { action: "service.clear"; desk: ServiceDesk };
type SocialCommand =
  | { action: "social.list" }
  | { action: "social.set"; network: SocialNetwork; url: string }
  | { action: "social.clear"; network: SocialNetwork };

const deskOf = (word: string | undefined): ServiceDesk => {
  if (word !== undefined && Object.prototype.hasOwnProperty.call(SERVICE_DESKS, word)) return word as ServiceDesk;
  throw new UsageError(`a desk is ${Object.keys(SERVICE_DESKS).join(" or ")}`);
};
const networkOf = (word: string | undefined): SocialNetwork => {
  if (word !== undefined && Object.prototype.hasOwnProperty.call(SOCIAL_NETWORKS, word)) return word as SocialNetwork;
  throw new UsageError(`a network is one of ${Object.keys(SOCIAL_NETWORKS).join(", ")}`);
};

async function applyService(service: ServiceCommand, reach: Reach): Promise<number> {
  const { result, via } = await platformThenDatabase(
    reach,
    async () => {
      const call =
        service.action === "service.list"
          ? { method: "GET", path: "/ops/customer-service" }
          : service.action === "service.set"
            ? { method: "PUT", path: `/ops/customer-service/${service.desk}`, body: { url: service.url } }
            : { method: "DELETE", path: `/ops/customer-service/${service.desk}` };
      return ((await callPlatform(reach.baseUrl, reach.key, call)) as { desks: ServiceEntry[] }).desks;
    },
    async (db) => {
      if (service.action !== "service.list") await changeContacts(db, service, "cli");
      return listCustomerService(db);
    },
  );
  console.log(`${describeCustomerService(result)}\n(${via})`);
  return 0;
}

async function applySocial(social: SocialCommand, reach: Reach): Promise<number> {
  const { result, via } = await platformThenDatabase(
    reach,
    async () => {
      const call =
        social.action === "social.list"
          ? { method: "GET", path: "/ops/social" }
          : social.action === "social.set"
            ? { method: "PUT", path: `/ops/social/${social.network}`, body: { url: social.url } }
            : { method: "DELETE", path: `/ops/social/${social.network}` };
      return ((await callPlatform(reach.baseUrl, reach.key, call)) as { links: SocialEntry[] }).links;
    },
    async (db) => {
      if (social.action !== "social.list") await changeContacts(db, social, "cli");
      return listSocial(db);
    },
  );
  console.log(`${describeSocial(result)}\n(${via})`);
  return 0;
}

export const serviceCommand = command<ServiceCommand>({
  name: "service",
  forms: [
    {
      arguments: "",
      help: "list the customer-service desks (live chat, VIP desk); a desk not set is hidden on the site",
    },
    {
      arguments: "set <live|vip> <url>",
      help: "point a desk at the operator's chat (https://…) or a page of this site (/…)",
    },
    { arguments: "clear <live|vip>", help: "clear a desk: the site hides its links" },
  ],
  parse: ([verb, desk, url, ...rest]) => {
    if (verb === undefined) return { action: "service.list" };
    if (verb === "set" && url !== undefined && rest.length === 0)
      return { action: "service.set", desk: deskOf(desk), url };
    if (verb === "clear" && url === undefined) return { action: "service.clear", desk: deskOf(desk) };
    return null;
  },
  handler: applyService,
});

export const socialCommand = command<SocialCommand>({
  name: "social",
  forms: [
    { arguments: "", help: "list the social links the site shows" },
    {
      arguments: "set <network> <https://…>",
      help: `link the site to its page on a network (${Object.keys(SOCIAL_NETWORKS).join(", ")})`,
    },
    { arguments: "clear <network>", help: "remove a social link" },
  ],
  parse: ([verb, network, url, ...rest]) => {
    if (verb === undefined) return { action: "social.list" };
    if (verb === "set" && url !== undefined && rest.length === 0)
      return { action: "social.set", network: networkOf(network), url };
    if (verb === "clear" && url === undefined) return { action: "social.clear", network: networkOf(network) };
    return null;
  },
  handler: applySocial,
});
