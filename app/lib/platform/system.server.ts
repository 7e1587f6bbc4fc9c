// The site's own calls (docs/platform-calls.md "System"): status, configuration and lists.
import type { RegisterRule } from "~contract/registration";
import type { Country, CustomerService, DomainRoute, Status, WhitelabelNode } from "~contract/answers/system";
import { systemEndpoints as api } from "~contract/routes/system";
import type { PlatformTransport } from "./transport.server";

// One status answer per client, that is per visitor request, whatever the number of loaders asking.
const statusAnswers = new WeakMap<PlatformTransport, Map<string, Promise<Status>>>();

// Answer schemas built once, not per call.

export const systemCalls = {
  /** Asked once per visitor request, however many loaders of that request need it. */
  status(this: PlatformTransport, host?: string): Promise<Status> {
    let byHost = statusAnswers.get(this);
    if (!byHost) statusAnswers.set(this, (byHost = new Map()));
    const key = host ?? "";
    let answer = byHost.get(key);
    if (!answer) {
      answer = this.call(api.status, { query: { url: host } });
      byHost.set(key, answer);
    }
    return answer;
  },

  whitelabel(this: PlatformTransport): Promise<WhitelabelNode[]> {
    return this.call(api.whitelabel);
  },

  registerRules(this: PlatformTransport): Promise<Record<string, RegisterRule>> {
    return this.call(api.registerRules);
  },

  domainRoutes(this: PlatformTransport): Promise<DomainRoute[]> {
    return this.call(api.domainRoutes, { query: { device: 0 } });
  },

  customerService(this: PlatformTransport): Promise<CustomerService> {
    return this.call(api.customerService);
  },

  async countries(this: PlatformTransport): Promise<Country[]> {
    return (await this.call(api.countries)).countries;
  },
};

export type SystemCalls = typeof systemCalls;
