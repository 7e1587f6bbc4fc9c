import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { HomePage } from "~/components/pages/HomePage";
import { redirectWith, startSession, translateFailure } from "~/lib/account.server";
import { FORM_IDS } from "~/lib/authForms";
import { homeLoader } from "~/lib/home.server";
import { pageMeta } from "~/lib/meta";
import { requestLanguage } from "~/lib/i18n.server";
import { getSession } from "~/lib/session.server";
import { wps } from "~/lib/wps.server";

/** The login landing (SPEC §2.1): the home screen with the login pop-up; ?token= logs in with it. */
export async function loader(args: LoaderFunctionArgs) {
  const { request, context } = args;
  const token = new URL(request.url).searchParams.get("token");
  if (token) {
    const session = await getSession(request);
    // The landing answers with a redirect before the page could store ?lng=: store it here, so that
    // the next page (and its error) speaks the language the link asked for.
    const headers = new Headers();
    const { setCookie } = requestLanguage(request);
    if (setCookie) headers.append("Set-Cookie", setCookie);
    try {
      const login = await wps(request, context).loginWithToken(token);
      startSession(session, login);
      return redirectWith(session, login.mustChangePassword ? "/?modal=changePassword" : "/", headers);
    } catch (error) {
      const { formErrors } = translateFailure(error);
      session.flash("formFlash", { form: FORM_IDS.login, result: { status: "error", error: { "": formErrors } } });
      return redirectWith(session, "/login", headers);
    }
  }
  return homeLoader(args);
}

export const meta: MetaFunction = (args) => pageMeta(args, "auth:loginTitle");
export default HomePage;
