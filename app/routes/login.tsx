import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { HomePage } from "~/components/pages/HomePage";
import { redirectWith, startSession, translateFailure } from "~/lib/account.server";
import { FORM_IDS } from "~/lib/authForms";
import { homeLoader } from "~/lib/home.server";
import { pageMeta } from "~/lib/meta";
import { getSession } from "~/lib/session.server";
import { wps } from "~/lib/wps.server";

/** The login landing (SPEC §2.1): the home screen with the login pop-up; ?token= logs in with it. */
export async function loader(args: LoaderFunctionArgs) {
  const { request, context } = args;
  const token = new URL(request.url).searchParams.get("token");
  if (token) {
    const session = await getSession(request);
    try {
      const login = await wps(request, context).loginWithToken(token);
      startSession(session, login);
      return redirectWith(session, login.mustChangePassword ? "/?modal=changePassword" : "/");
    } catch (error) {
      const { formErrors } = translateFailure(error);
      session.flash("formFlash", { form: FORM_IDS.login, result: { status: "error", error: { "": formErrors } } });
      return redirectWith(session, "/login");
    }
  }
  return homeLoader(args);
}

export const meta: MetaFunction = (args) => pageMeta(args, "auth:loginTitle");
export default HomePage;
