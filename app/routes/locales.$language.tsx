// GET /locales/<language>?v=<hash> (ADR 0025): a language's texts for the browser, one immutable file
// per content hash; any other version is answered with the current texts, not kept.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { isSupportedLanguage } from "~/lib/i18n/i18n";
import { textsFile } from "~/lib/i18n/i18n.server";

export function loader({ params, request }: LoaderFunctionArgs) {
  const language = params.language ?? "";
  if (!isSupportedLanguage(language))
    return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const file = textsFile(language);
  const current = new URL(request.url).searchParams.get("v") === file.hash;
  return new Response(file.body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": current ? "public, max-age=31536000, immutable" : "no-cache",
    },
  });
}
