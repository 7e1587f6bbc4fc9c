// GET /auth/social/<provider>: the sign-in button (SPEC §2.4, ADR 0033) — a plain link that works
// without JavaScript; sends the visitor to the provider. With `link=<proof>` (My account's link) it
// starts linking the provider to the signed-in member instead.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { wps } from "~/lib/platform/client.server";
import { isLinkProof, providerOf, socialFailureText, startSocial } from "~/lib/auth/social.server";
import { flashForm, placeOf, redirectWith } from "~/lib/auth/account.server";
import { FORM_IDS } from "~/lib/auth/fields";
import { PROVIDER_NAMES } from "~/lib/auth/social";
import { message } from "~/lib/forms/messages";
import { redirectWithNotice } from "~/lib/forms/notice.server";
import { getSession } from "~/lib/session/session.server";
import { modalHref, safeRedirectPath } from "~/lib/shell/urls";

const SECURITY_CENTRE = "/member/securityCenter";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const provider = providerOf(params.provider);
  if (!provider) throw new Response("Not Found", { status: 404 });
  const url = new URL(request.url);
  const session = await getSession(request);
  const client = wps(request, context);

  if (url.searchParams.has("link")) {
    if (!session.get("token")) {
      flashForm(session, FORM_IDS.login, { status: "error", error: { "": ["social:error.sessionEnded"] } });
      return redirectWith(session, modalHref(placeOf(SECURITY_CENTRE), "login"));
    }
    const proof = url.searchParams.get("link");
    if (!isLinkProof(session.get("token"), proof))
      return redirectWithNotice(
        SECURITY_CENTRE,
        message("social:error.expired", { provider: PROVIDER_NAMES[provider] }),
      );
    try {
      return await startSocial(client, {
        origin: url.origin,
        provider,
        intent: "link",
        returnTo: SECURITY_CENTRE,
        session: proof ?? undefined,
      });
    } catch (error) {
      return redirectWithNotice(SECURITY_CENTRE, socialFailureText(error, provider));
    }
  }

  const returnTo = safeRedirectPath(url.searchParams.get("returnTo"));
  try {
    return await startSocial(client, { origin: url.origin, provider, intent: "login", returnTo });
  } catch (error) {
    flashForm(session, FORM_IDS.login, { status: "error", error: { "": [socialFailureText(error, provider)] } });
    return redirectWith(session, modalHref(placeOf(returnTo), "login"));
  }
}
