import { isIP } from "node:net";
import { asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Db } from "../../db/connect.js";
import { forgetReads } from "../../db/read-cache.js";
import { AppError } from "../errors.js";
import { requireOperator } from "../../http/operator.js";
import { route } from "../../http/route.js";
import { bumpSiteVersion, recordAudit } from "../system/index.js";
import { decryptCustomerServicePath, encryptCustomerServicePath } from "./customer-service-cipher.js";
import { customerServiceEntries, resources } from "./schema.js";

// Where the site sends a player who asks for help or wants to follow it (ADR 0063): the customer-service desks
// (live chat, and the VIP desk for the higher ranks, SPEC §6) and the social links. Operator settings, set and
// cleared through the /ops API or the CLI (audited, the site version moves); nothing of them is seeded in
// production, and the web shows an entry only once it is set. A desk may be the operator's chat service
// (https) or one of the site's own pages (a path such as /member/messageV2?tab=feedback); a social link is
// always the network's https page.

/** The desks and the customer-service type each is stored under (SPEC §3: 3 live chat, 4 VIP). */
export const SERVICE_DESKS = { live: "3", vip: "4" } as const;
export type ServiceDesk = keyof typeof SERVICE_DESKS;

/** The social networks the site can link to, with the name it shows (and picks the icon by). */
export const SOCIAL_NETWORKS = {
  facebook: "Facebook",
  telegram: "Telegram",
  youtube: "YouTube",
  instagram: "Instagram",
  tiktok: "TikTok",
  x: "X",
  whatsapp: "WhatsApp",
  viber: "Viber",
  line: "LINE",
  zalo: "Zalo",
} as const;
export type SocialNetwork = keyof typeof SOCIAL_NETWORKS;

export class ContactRefusedError extends Error {}

const MAX_ADDRESS = 500;
/** Host names that never leave the machine or the local network, or that name nobody (example, test). */
const LOCAL_NAME =
  /(^|\.)(localhost|local|localdomain|internal|intranet|lan|home|corp|home\.arpa|test|invalid|example)$/i;
const ORIGIN_PROBE = "https://site.invalid";

/** A path on the site itself: "/..." that stays on this origin ("//host", "/\\host" and the like leave it). */
function sitePath(address: string): string {
  if (/[\\\s]/.test(address) || address.startsWith("//"))
    throw new ContactRefusedError(`"${address}" is not a path of this site`);
  const url = new URL(address, ORIGIN_PROBE);
  const path = `${url.pathname}${url.search}${url.hash}`;
  // "/.//evil.com" resolves to the path "//evil.com", which a browser reads as another host.
  if (url.origin !== ORIGIN_PROBE || path.startsWith("//"))
    throw new ContactRefusedError(`"${address}" is not a path of this site`);
  return path;
}

/** A public https address, as its normalised URL. */
function publicAddress(address: string): string {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new ContactRefusedError(
      `"${address}" is not an address: write it as https://<host name>/… or as a path of this site (/…)`,
    );
  }
  if (url.protocol !== "https:")
    throw new ContactRefusedError(`an address outside the site is reached over https: ${address}`);
  if (url.username || url.password) throw new ContactRefusedError(`an address carries no login: ${address}`);
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host)) throw new ContactRefusedError(`name the host by its public name, not an IP address: ${address}`);
  if (!host.includes(".") || LOCAL_NAME.test(host)) throw new ContactRefusedError(`${host} is not a public host name`);
  return url.toString();
}

/** What a desk may point at: an https address of a public host, or a path of this site. */
export function serviceAddress(address: string): string {
  const trimmed = address.trim();
  if (trimmed.length === 0 || trimmed.length > MAX_ADDRESS)
    throw new ContactRefusedError(`an address has 1 to ${MAX_ADDRESS} characters`);
  return trimmed.startsWith("/") ? sitePath(trimmed) : publicAddress(trimmed);
}

/** What a social link may point at: the network's https page. */
export function socialAddress(address: string): string {
  const trimmed = address.trim();
  if (trimmed.length === 0 || trimmed.length > MAX_ADDRESS)
    throw new ContactRefusedError(`an address has 1 to ${MAX_ADDRESS} characters`);
  return publicAddress(trimmed);
}

export function serviceDesk(name: string): ServiceDesk {
  if (!Object.prototype.hasOwnProperty.call(SERVICE_DESKS, name))
    throw new ContactRefusedError(`there is no desk "${name}": ${Object.keys(SERVICE_DESKS).join(" or ")}`);
  return name as ServiceDesk;
}

export function socialNetwork(name: string): SocialNetwork {
  if (!Object.prototype.hasOwnProperty.call(SOCIAL_NETWORKS, name))
    throw new ContactRefusedError(`there is no network "${name}": one of ${Object.keys(SOCIAL_NETWORKS).join(", ")}`);
  return name as SocialNetwork;
}

export type ServiceEntry = { desk: ServiceDesk; url: string };
export type SocialEntry = { network: SocialNetwork; label: string; url: string };

export async function listCustomerService(db: Db): Promise<ServiceEntry[]> {
  const rows = await db
    .select()
    .from(customerServiceEntries)
    .orderBy(asc(customerServiceEntries.sequence), asc(customerServiceEntries.type));
  return (Object.entries(SERVICE_DESKS) as [ServiceDesk, string][]).flatMap(([desk, type]) => {
    const row = rows.find((r) => r.type === type);
    if (!row) return [];
    try {
      return [{ desk, url: decryptCustomerServicePath(row.path) }];
    } catch {
      return [];
    }
  });
}

export async function listSocial(db: Db): Promise<SocialEntry[]> {
  const rows = await db
    .select()
    .from(resources)
    .where(eq(resources.resourceType, "SOCIAL"))
    .orderBy(asc(resources.sequence), asc(resources.id));
  return rows.flatMap((r) =>
    Object.prototype.hasOwnProperty.call(SOCIAL_NETWORKS, r.id)
      ? [{ network: r.id as SocialNetwork, label: r.labelNameEn, url: r.url }]
      : [],
  );
}

export type ContactCommand =
  | { action: "service.set"; desk: ServiceDesk; url: string }
  | { action: "service.clear"; desk: ServiceDesk }
  | { action: "social.set"; network: SocialNetwork; url: string }
  | { action: "social.clear"; network: SocialNetwork };

/** Sets or clears a desk or a social link, audited, in one transaction that also moves the site version. */
export async function changeContacts(db: Db, command: ContactCommand, source: "api" | "cli"): Promise<void> {
  await db.transaction(async (tx) => {
    let detail: Record<string, unknown>;
    switch (command.action) {
      case "service.set": {
        const url = serviceAddress(command.url);
        const type = SERVICE_DESKS[command.desk];
        // A fresh key with every change (SPEC §3: the path carries its own key).
        const path = encryptCustomerServicePath(url);
        await tx
          .insert(customerServiceEntries)
          .values({ type, path, sequence: Number(type) })
          .onConflictDoUpdate({ target: customerServiceEntries.type, set: { path } });
        detail = { desk: command.desk, url };
        break;
      }
      case "service.clear":
        await tx.delete(customerServiceEntries).where(eq(customerServiceEntries.type, SERVICE_DESKS[command.desk]));
        detail = { desk: command.desk };
        break;
      case "social.set": {
        const url = socialAddress(command.url);
        const sequence = Object.keys(SOCIAL_NETWORKS).indexOf(command.network) + 1;
        await tx
          .insert(resources)
          .values({
            id: command.network,
            resourceType: "SOCIAL",
            labelNameEn: SOCIAL_NETWORKS[command.network],
            url,
            qrCodeUrl: url,
            sequence,
          })
          .onConflictDoUpdate({
            target: resources.id,
            set: { url, qrCodeUrl: url, resourceType: "SOCIAL", labelNameEn: SOCIAL_NETWORKS[command.network] },
          });
        detail = { network: command.network, url };
        break;
      }
      case "social.clear":
        await tx.delete(resources).where(eq(resources.id, command.network));
        detail = { network: command.network };
        break;
    }
    await recordAudit(tx, { action: command.action, detail: { source, ...detail } });
    await bumpSiteVersion(tx);
  });
  // The status call's configuration is read through a short cache; this process forgets it now.
  forgetReads(db);
}

const DESK_WORDS: Record<ServiceDesk, string> = { live: "Live chat", vip: "VIP desk" };

export function describeCustomerService(entries: ServiceEntry[]): string {
  return (Object.keys(SERVICE_DESKS) as ServiceDesk[])
    .map(
      (desk) =>
        `${DESK_WORDS[desk]} (${desk}): ${entries.find((e) => e.desk === desk)?.url ?? "not set, hidden on the site"}`,
    )
    .join("\n");
}

export function describeSocial(entries: SocialEntry[]): string {
  return entries.length
    ? entries.map((e) => `${e.label} (${e.network}): ${e.url}`).join("\n")
    : "No social links: the site shows none";
}

/** /ops/customer-service and /ops/social (docs/platform-calls.md, "Operator calls"). */
export async function contactRoutes(app: FastifyInstance) {
  app.addHook("onRequest", async (request) => requireOperator(request, app.operatorKey));
  const services = async () => ({ desks: await listCustomerService(app.db) });
  const social = async () => ({ links: await listSocial(app.db) });
  /** Applies the change and answers the list it belongs to; a refused address or name is a 400 VALIDATION. */
  const change = async (command: () => ContactCommand) => {
    try {
      const made = command();
      await changeContacts(app.db, made, "api");
      return made.action.startsWith("service.") ? services() : social();
    } catch (error) {
      if (error instanceof ContactRefusedError) throw new AppError("VALIDATION", error.message);
      throw error;
    }
  };
  const url = z.object({ url: z.string().min(1).max(MAX_ADDRESS) });
  const desk = z.object({ desk: z.string().min(1).max(20) });
  const network = z.object({ network: z.string().min(1).max(20) });

  route(app, { method: "GET", url: "/customer-service", handler: services });
  route(app, {
    method: "PUT",
    url: "/customer-service/:desk",
    params: desk,
    body: url,
    handler: ({ params, body }) =>
      change(() => ({ action: "service.set", desk: serviceDesk(params.desk), url: body.url })),
  });
  route(app, {
    method: "DELETE",
    url: "/customer-service/:desk",
    params: desk,
    handler: ({ params }) => change(() => ({ action: "service.clear", desk: serviceDesk(params.desk) })),
  });
  route(app, { method: "GET", url: "/social", handler: social });
  route(app, {
    method: "PUT",
    url: "/social/:network",
    params: network,
    body: url,
    handler: ({ params, body }) =>
      change(() => ({ action: "social.set", network: socialNetwork(params.network), url: body.url })),
  });
  route(app, {
    method: "DELETE",
    url: "/social/:network",
    params: network,
    handler: ({ params }) => change(() => ({ action: "social.clear", network: socialNetwork(params.network) })),
  });
}
