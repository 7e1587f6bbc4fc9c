// The one client the tests' OpenID Connect provider knows (oidc-provider.ts); the e2e site is configured
// with it (playwright.config.ts), so this file stays free of the provider itself.
export const OIDC_CLIENT_ID = "laro-test";
export const OIDC_CLIENT_SECRET = "laro-test-secret-0123456789abcdefghijklmnop";
