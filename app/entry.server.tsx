import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { i18nFor, requestLanguage } from "~/lib/i18n/i18n.server";
import { platformCallsOf, platformTiming } from "~/lib/platform/client.server";
import { NonceContext } from "~/lib/security/nonce";

// The web server fills shared visitor pages from here (scripts/web/remix.ts, ADR 0025).
export { visitorPages } from "~/lib/shell/visitor-pages.server";

// Single fetch streams loader data; unresolved promises are rejected after this long.
export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  // The same detection as the root loader, so the server renders with the language it reports.
  const { language } = requestLanguage(request);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Whole documents, not streamed shells: pages must be complete for readers without JavaScript.
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <I18nextProvider i18n={i18nFor(language)}>
          <RemixServer context={remixContext} url={request.url} nonce={nonce} />
        </I18nextProvider>
      </NonceContext.Provider>,
      {
        nonce,
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          // What the page cost the platform: the call-budget guard (tests/e2e/platform-calls) reads it.
          responseHeaders.append("Server-Timing", platformTiming(platformCallsOf(loadContext)));
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
