import "@remix-run/node";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** The visitor's address as the web server sees it (scripts/serve-web.ts). */
    clientIp: string;
    /** This answer's content-security-policy nonce (scripts/web/headers.ts), for Remix's inline scripts. */
    cspNonce: string;
    /** Rendered as a shared visitor page (app/lib/shell/visitor-pages.server.ts): secrets are placeholders. */
    visitorPage?: boolean;
  }
}
