// oidc-provider ships no types; the little the tests use of it.
declare module "oidc-provider" {
  import type { Server } from "node:http";
  export type ProviderClient = {
    client_id: string;
    client_secret: string;
    redirect_uris: string[];
    token_endpoint_auth_method?: string;
    grant_types?: string[];
    response_types?: string[];
  };
  export type ProviderAccount = {
    accountId: string;
    claims: () => Record<string, unknown> | Promise<Record<string, unknown>>;
  };
  export type ProviderConfiguration = {
    clients: ProviderClient[];
    findAccount: (ctx: unknown, id: string) => ProviderAccount | undefined | Promise<ProviderAccount | undefined>;
    claims?: Record<string, string[] | null>;
    features?: Record<string, { enabled: boolean }>;
    pkce?: { required?: () => boolean };
    cookies?: { keys?: string[] };
    conformIdTokenClaims?: boolean;
    ttl?: Record<string, number>;
  };
  export default class Provider {
    constructor(issuer: string, configuration: ProviderConfiguration);
    listen(port: number, host?: string): Server;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
