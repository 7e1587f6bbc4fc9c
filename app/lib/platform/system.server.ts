// The site's own calls (docs/platform-calls.md "System"): status, configuration and lists.
import { z } from "zod";
import { registerRule, type RegisterRule } from "~contract/registration";
import {
  countryList,
  customerService,
  domainRoute,
  status,
  whitelabelNode,
  type Country,
  type CustomerService,
  type DomainRoute,
  type Status,
  type WhitelabelNode,
} from "~contract/answers/system";
import type { PlatformTransport } from "./transport.server";

// One status answer per client, that is per visitor request, whatever the number of loaders asking.
const statusAnswers = new WeakMap<PlatformTransport, Map<string, Promise<Status>>>();

// Answer schemas built once, not per call.
const WHITELABEL_NODE_LIST = z.array(whitelabelNode);
const REGISTER_RULE_BY_KEY = z.record(registerRule);
const DOMAIN_ROUTE_LIST = z.array(domainRoute);

export const systemCalls = {
  /** Asked once per visitor request, however many loaders of that request need it. */
  status(this: PlatformTransport, host?: string): Promise<Status> {
    let byHost = statusAnswers.get(this);
    if (!byHost) statusAnswers.set(this, (byHost = new Map()));
    const key = host ?? "";
    let answer = byHost.get(key);
    if (!answer) {
      answer = this.get("/wps/system/status", status, { url: host });
      byHost.set(key, answer);
    }
    return answer;
  },

  whitelabel(this: PlatformTransport): Promise<WhitelabelNode[]> {
    return this.get("/wps/system/whitelabel", WHITELABEL_NODE_LIST);
  },

  registerRules(this: PlatformTransport): Promise<Record<string, RegisterRule>> {
    return this.get("/wps/system/setting/register", REGISTER_RULE_BY_KEY);
  },

  domainRoutes(this: PlatformTransport): Promise<DomainRoute[]> {
    return this.get("/wps/system/domainRoute", DOMAIN_ROUTE_LIST, { device: 0 });
  },

  customerService(this: PlatformTransport): Promise<CustomerService> {
    return this.get("/wps/system/customerService", customerService);
  },

  async countries(this: PlatformTransport): Promise<Country[]> {
    return (await this.get("/wps/system/countries", countryList)).countries;
  },
};

export type SystemCalls = typeof systemCalls;
